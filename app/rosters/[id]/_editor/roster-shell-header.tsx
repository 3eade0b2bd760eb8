"use client";
/**
 * The header of the roster editor, whatever the roster's format: the name (renamed in place),
 * what it is built on, the save status, the format's own controls (a battle size), exports,
 * share, compare, history and Print. Each format's editor fills it from its own state.
 */
import Link from "next/link";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { ExchangeActions, type ExchangeOptions } from "../_exchange/exchange-actions";
import { HistoryDialog } from "./history-dialog";

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";

type HistoryOptions = Omit<Parameters<typeof HistoryDialog>[0], "rosterId" | "onClose">;

export type RosterShellHeaderProps = {
  rosterId: string;
  name: string;
  /** Renames the roster as one edit (undone like any other, saved by autosave). */
  rename: (name: string) => void;
  /** What the roster is built on, in words ("Warhammer: The Old World · Dwarfen Mountain Holds"). */
  summary: string;
  notes?: string;
  /** Where the roster stands with the server (SaveStatus), where the format shows it here. */
  status?: ReactNode;
  /** The format's own controls beside the name. */
  children?: ReactNode;
  exchange: ExchangeOptions;
  history: HistoryOptions;
  onPrint?: () => void;
};

export function RosterShellHeader({ rosterId, name, rename, summary, notes, status, children, exchange, history, onPrint }: RosterShellHeaderProps) {
  const tr = useTranslator();
  const nameId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The server's title names the roster as loaded; a rename is shown in the tab at once.
  useEffect(() => {
    document.title = tr.t("editor.pageTitle", { name });
  }, [name, tr]);
  const commitName = () => {
    const next = draft?.trim();
    if (next && next !== name) rename(next.slice(0, 200));
    setDraft(null);
  };
  return (
    <header className="flex flex-wrap items-end gap-x-4 gap-y-2 pb-3" data-testid="roster-shell-header">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <Link href="/rosters" className="inline-block py-1 text-xs font-medium text-amber-800 underline-offset-2 hover:underline dark:text-amber-400">
          {/* The arrow points back in the reading direction: mirrored right to left. */}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {tr.t("nav.myRosters")}
        </Link>
        {/* The visible heading is the name field; screen readers get a level-one heading naming the page. */}
        <h1 className="sr-only">{tr.t("editor.heading", { name })}</h1>
        <label htmlFor={nameId} className="sr-only">
          {tr.t("editor.name")}
        </label>
        <input
          id={nameId}
          data-testid="roster-name"
          value={draft ?? name}
          maxLength={200}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
          className="block w-full rounded-md border border-transparent bg-transparent px-1 text-2xl font-bold tracking-tight hover:border-stone-300 focus:border-stone-400 dark:hover:border-stone-700"
        />
        <p className="px-1 text-sm text-stone-600 dark:text-stone-400" data-testid="roster-summary">
          {summary}
          {status ? <> · {status}</> : null}
        </p>
        {notes ? (
          <p dir="auto" className="whitespace-pre-line px-1 text-sm text-stone-700 dark:text-stone-300" data-testid="roster-notes">
            {tr.t("editor.notes", { notes })}
          </p>
        ) : null}
      </div>
      {children}
      <ExchangeActions rosterId={rosterId} {...exchange} />
      <button type="button" onClick={() => setHistoryOpen(true)} data-testid="history-open-dialog" className={buttonClass}>
        {tr.t("history.button")}
      </button>
      {historyOpen ? <HistoryDialog rosterId={rosterId} {...history} onClose={() => setHistoryOpen(false)} /> : null}
      {onPrint ? (
        <button type="button" onClick={onPrint} className={buttonClass}>
          {tr.t("editor.print")}
        </button>
      ) : null}
    </header>
  );
}
