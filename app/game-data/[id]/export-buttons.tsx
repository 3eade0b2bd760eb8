"use client";

import { useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { writeRosterXml } from "@/lib/battlescribe/ros/write-roster";
import { writeRosterZip } from "@/lib/battlescribe/ros/write-roster-zip";
import { writeRosterText } from "@/lib/battlescribe/export/roster-text";
import { describeBsUnitCards } from "@/lib/battlescribe/export/roster-view";
import { formatCardsText } from "@/lib/exchange/cards-text";
import { useTranslator } from "@/lib/client/use-translator";
import { button } from "./builder-styles";
import { requestRosterPdf } from "./roster-api";

/** The roster as files: .ros, .rosz, text, text with cards, and the two PDFs. */
export function ExportButtons({ engine, snapshot }: { engine: Engine; snapshot: RosterSnapshot }) {
  const tr = useTranslator();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={button} data-testid="bs-download" onClick={() => download(new Blob([writeRosterXml(engine, snapshot)], { type: "application/xml" }), `${snapshot.name}.ros`)}>
        {tr.t("bs.download")}
      </button>
      <button type="button" className={button} data-testid="bs-download-zip" onClick={() => download(new Blob([writeRosterZip(engine, writeRosterXml(engine, snapshot)) as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `${snapshot.name}.rosz`)}>
        {tr.t("bs.downloadZipped")}
      </button>
      <button type="button" className={button} data-testid="bs-download-text" onClick={() => download(new Blob([writeRosterText(tr.t, snapshot)], { type: "text/plain;charset=utf-8" }), `${snapshot.name}.txt`)}>
        {tr.t("bs.downloadText")}
      </button>
      <button type="button" className={button} data-testid="bs-download-text-cards" onClick={() => download(new Blob([`${writeRosterText(tr.t, snapshot)}\n${formatCardsText(describeBsUnitCards(snapshot, tr), tr)}`], { type: "text/plain;charset=utf-8" }), `${snapshot.name}-cards.txt`)}>
        {tr.t("bs.downloadTextCards")}
      </button>
      <PdfButtons engine={engine} name={snapshot.name} />
    </div>
  );
}

/** The PDF is made on the server (fonts, worker pool) from the roster as it is now, saved or not. */
function PdfButtons({ engine, name }: { engine: Engine; name: string }) {
  const tr = useTranslator();
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | undefined>();
  const make = async (cards: boolean) => {
    setStatus({ text: tr.t("bs.pdf.working") });
    const response = await requestRosterPdf(engine.index.data.gameSystem.id, writeRosterXml(engine), cards);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined;
      setStatus({ text: tr.t("bs.pdf.failed", { message: body?.error?.message ?? (response ? tr.t("http.failed", { status: response.status }) : tr.t("bs.pdf.offline")) }), failed: true });
      return;
    }
    download(await response.blob(), `${name}${cards ? "-cards" : ""}.pdf`);
    setStatus(undefined);
  };
  return (
    <>
      <button type="button" className={button} data-testid="bs-download-pdf" onClick={() => make(false)}>
        {tr.t("bs.downloadPdf")}
      </button>
      <button type="button" className={button} data-testid="bs-download-pdf-cards" onClick={() => make(true)}>
        {tr.t("bs.downloadPdfCards")}
      </button>
      <span aria-live="polite" role={status?.failed ? "alert" : undefined} className={`self-center text-sm ${status?.failed ? "text-red-800 dark:text-red-300" : ""}`}>
        {status?.text}
      </span>
    </>
  );
}

function download(blob: Blob, fileName: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

