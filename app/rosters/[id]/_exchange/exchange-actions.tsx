"use client";
/** The editor's exchange buttons: Export (downloads), Share (links, QR, hidden roster) and Compare. */
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";
import { useEditor } from "../_editor/editor-context";
import { ExportMenu } from "./export-menu";
import { ShareDialog } from "./share-dialog";

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";

export function ExchangeActions() {
  const tr = useTranslator();
  const { editor } = useEditor();
  // The document has no id of its own; the editor's address carries the record's.
  const rosterId = String(useParams<{ id: string }>().id ?? "");
  const [sharing, setSharing] = useState(false);
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto" data-testid="exchange-actions">
      <ExportMenu rosterId={rosterId} armyForge={shippedOprGameSystems().gameSystems.some((entry) => entry.musterSystemId === editor.system.id)} />
      <button type="button" className={buttonClass} onClick={() => setSharing(true)} data-testid="share-open">
        {tr.t("xui.share.button")}
      </button>
      <Link href={`/compare?mine=${encodeURIComponent(rosterId)}`} className={buttonClass} data-testid="compare-link">
        {tr.t("xui.compare.link")}
      </Link>
      {sharing ? (
        <ShareDialog rosterId={rosterId} hiding={{ roster: editor.roster, system: editor.system, index: editor.index }} onClose={() => setSharing(false)} />
      ) : null}
    </div>
  );
}
