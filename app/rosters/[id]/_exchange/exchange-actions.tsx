"use client";
/**
 * The editor's exchange buttons, for a roster of any format: Export (downloads), Share (links,
 * QR, hidden roster where the game's rules have one) and Compare.
 */
import Link from "next/link";
import { useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import type { ConcealedItem } from "./concealed-items";
import { ExportMenu } from "./export-menu";
import { ShareDialog } from "./share-dialog";

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";

export type ExchangeOptions = {
  /** Army Forge's share text is offered (One Page Rules systems). */
  armyForge?: boolean;
  /** A roster on BattleScribe data: its .ros as stored is offered. */
  battlescribe?: boolean;
  /** What /compare calls this roster (`bs:<id>` for a BattleScribe roster). */
  compareMine: string;
  /** The items a hidden link would conceal; undefined where the rules have no hidden rosters. */
  concealable?: () => ConcealedItem[] | undefined;
};

export function ExchangeActions({ rosterId, armyForge = false, battlescribe = false, compareMine, concealable }: ExchangeOptions & { rosterId: string }) {
  const tr = useTranslator();
  const [sharing, setSharing] = useState(false);
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto" data-testid="exchange-actions">
      <ExportMenu rosterId={rosterId} armyForge={armyForge} battlescribe={battlescribe} />
      <button type="button" className={buttonClass} onClick={() => setSharing(true)} data-testid="share-open">
        {tr.t("xui.share.button")}
      </button>
      <Link href={`/compare?mine=${encodeURIComponent(compareMine)}`} className={buttonClass} data-testid="compare-link">
        {tr.t("xui.compare.link")}
      </Link>
      {sharing ? <ShareDialog rosterId={rosterId} concealable={concealable} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
