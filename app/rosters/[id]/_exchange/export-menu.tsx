"use client";
/**
 * Downloads of a roster: JSON, full and compact text, BattleScribe's .rosz, the PDF list with or without reference
 * cards on A4 or Letter (remembered). Used by the editor and by the shared page.
 */
import { useId, useRef, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { exportHref } from "./exchange-api";
import { usePaper, type Paper } from "./use-paper";

const linkClass =
  "block rounded-md px-3 py-2 text-sm hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-600 dark:hover:bg-stone-800";

/**
 * `base` is `/api/rosters/<id>` or `/api/share/<token>`; `armyForge` offers Army Forge's share
 * text; a roster on BattleScribe data offers its .ros as stored instead of the compact text.
 */
export function ExportLinks({ base, note, armyForge = false, battlescribe = false }: { base: string; note?: string; armyForge?: boolean; battlescribe?: boolean }) {
  const tr = useTranslator();
  const paperId = useId();
  const [paper, setPaper] = usePaper();
  return (
    <div className="space-y-1" data-testid="export-links">
      <a className={linkClass} href={exportHref(base, "json")} download data-testid="export-json">
        {tr.t("xui.export.json")}
      </a>
      <a className={linkClass} href={exportHref(base, "text")} download data-testid="export-text">
        {tr.t("xui.export.text")}
      </a>
      {battlescribe ? (
        <a className={linkClass} href={exportHref(base, "ros")} download data-testid="export-ros">
          {tr.t("xui.export.ros")}
        </a>
      ) : (
        <a className={linkClass} href={exportHref(base, "compact")} download data-testid="export-compact">
          {tr.t("xui.export.compact")}
        </a>
      )}
      <a className={linkClass} href={exportHref(base, "rosz")} download data-testid="export-rosz">
        {tr.t("xui.export.rosz")}
      </a>
      {armyForge ? (
        <a className={linkClass} href={exportHref(base, "armyforge")} download data-testid="export-armyforge">
          {tr.t("xui.export.armyForge")}
        </a>
      ) : null}
      <a className={linkClass} href={exportHref(base, "pdf", paper)} download data-testid="export-pdf">
        {tr.t("xui.export.pdf")}
      </a>
      <a className={linkClass} href={exportHref(base, "pdf", paper, "full")} download data-testid="export-pdf-cards">
        {tr.t("xui.export.pdfCards")}
      </a>
      <a className={linkClass} href={exportHref(base, "pdf", paper, "compact")} download data-testid="export-pdf-compact-cards">
        {tr.t("xui.export.pdfCompactCards")}
      </a>
      <fieldset className="flex items-center gap-3 px-3 pt-1 text-sm">
        <legend id={paperId} className="sr-only">
          {tr.t("xui.export.paper")}
        </legend>
        <span aria-hidden className="text-xs font-medium text-stone-600 dark:text-stone-400">
          {tr.t("xui.export.paper")}
        </span>
        {(["a4", "letter"] as Paper[]).map((value) => (
          <label key={value} className="flex items-center gap-1">
            <input type="radio" name={`${paperId}-paper`} value={value} checked={paper === value} onChange={() => setPaper(value)} data-testid={`paper-${value}`} />
            {tr.t(value === "a4" ? "xui.export.a4" : "xui.export.letter")}
          </label>
        ))}
      </fieldset>
      {note ? <p className="px-3 pt-1 text-xs text-stone-600 dark:text-stone-400">{note}</p> : null}
    </div>
  );
}

/** The editor's Export button: a disclosure (keyboard: Enter/Space opens, Escape closes). */
export function ExportMenu({ rosterId, armyForge = false, battlescribe = false }: { rosterId: string; armyForge?: boolean; battlescribe?: boolean }) {
  const tr = useTranslator();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={menu}
      className="group relative"
      data-testid="export-menu"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.currentTarget.open = false;
        e.currentTarget.querySelector("summary")?.focus();
      }}
    >
      <summary className="cursor-pointer list-none rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-600 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800">
        {tr.t("xui.export.button")} ▾
      </summary>
      {/* A click beside the open menu closes it; the page under it is covered, never half-hidden. */}
      {open ? <div aria-hidden className="fixed inset-0 z-20 cursor-default" data-testid="export-backdrop" onClick={() => menu.current?.removeAttribute("open")} /> : null}
      <div data-testid="export-panel" className="absolute start-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-stone-200 bg-white p-2 shadow-xl dark:border-stone-700 dark:bg-stone-900">
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("xui.export.title")}</p>
        <ExportLinks base={`/api/rosters/${encodeURIComponent(rosterId)}`} note={tr.t("xui.export.unsaved")} armyForge={armyForge} battlescribe={battlescribe} />
      </div>
    </details>
  );
}
