"use client";
/**
 * Export, share, compare and history for a roster on BattleScribe data, through the same routes
 * as every roster (/api/rosters/<id>/…): what a Muster roster's editor header offers, until both
 * formats share one editor shell. Diffs are worked out on the server by the roster's format.
 */
import Link from "next/link";
import { useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { ExportMenu } from "./export-menu";
import { ShareDialog } from "./share-dialog";
import { BsHistory } from "./bs-history";

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";

export function BsRosterActions({ rosterId }: { rosterId: string }) {
  const tr = useTranslator();
  const [sharing, setSharing] = useState(false);
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center gap-2" data-testid="exchange-actions">
        <ExportMenu rosterId={rosterId} battlescribe />
        <button type="button" className={buttonClass} onClick={() => setSharing(true)} data-testid="share-open">
          {tr.t("xui.share.button")}
        </button>
        <Link href={`/compare?mine=${encodeURIComponent(`bs:${rosterId}`)}`} className={buttonClass} data-testid="compare-link">
          {tr.t("xui.compare.link")}
        </Link>
      </div>
      <BsHistory rosterId={rosterId} />
      {sharing ? <ShareDialog rosterId={rosterId} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
