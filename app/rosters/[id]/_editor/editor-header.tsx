"use client";
/** The roster's name (renamed in place), its game, faction, ruleset and size, and Print. */
import Link from "next/link";
import { useParams } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";
import { ExchangeActions } from "../_exchange/exchange-actions";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { HistoryDialog } from "./history-dialog";
import { SizeControl } from "./size-control";

export function EditorHeader({ onPrint }: { onPrint: () => void }) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const { roster, system, catalogue } = editor;
  const nameId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const rosterId = String(useParams<{ id: string }>().id ?? "");
  const ruleset = system.rulesets.find((r) => r.id === roster.rulesetId);
  // The server's title names the roster as loaded; a rename is shown in the tab at once.
  useEffect(() => {
    document.title = tr.t("editor.pageTitle", { name: roster.name });
  }, [roster.name, tr]);
  const commitName = () => {
    const name = draft?.trim();
    if (name && name !== roster.name) editor.apply((r) => ({ ...r, name: name.slice(0, 200) }));
    setDraft(null);
  };
  return (
    <header className="flex flex-wrap items-end gap-x-4 gap-y-2 pb-3">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <Link href="/rosters" className="inline-block py-1 text-xs font-medium text-amber-800 underline-offset-2 hover:underline dark:text-amber-400">
          {/* The arrow points back in the reading direction: mirrored right to left. */}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {tr.t("nav.myRosters")}
        </Link>
        {/* The visible heading is the name field; screen readers get a level-one heading naming the page. */}
        <h1 className="sr-only">{tr.t("editor.heading", { name: roster.name })}</h1>
        <label htmlFor={nameId} className="sr-only">
          {tr.t("editor.name")}
        </label>
        <input
          id={nameId}
          data-testid="roster-name"
          value={draft ?? roster.name}
          maxLength={200}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
          className="block w-full rounded-md border border-transparent bg-transparent px-1 text-2xl font-bold tracking-tight hover:border-stone-300 focus:border-stone-400 dark:hover:border-stone-700"
        />
        <p className="px-1 text-sm text-stone-600 dark:text-stone-400" data-testid="roster-summary">
          {tr.t("editor.summary", { system: system.name, faction: catalogue.name, ruleset: ruleset ? gameWords(tr, system).ruleset(ruleset) : roster.rulesetId })}
        </p>
        {roster.notes ? (
          <p dir="auto" className="whitespace-pre-line px-1 text-sm text-stone-700 dark:text-stone-300" data-testid="roster-notes">
            {tr.t("editor.notes", { notes: roster.notes })}
          </p>
        ) : null}
      </div>
      <SizeControl />
      <ExchangeActions />
      <button
        type="button"
        onClick={() => setHistoryOpen(true)}
        data-testid="history-open-dialog"
        className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
      >
        {tr.t("history.button")}
      </button>
      {historyOpen ? (
        <HistoryDialog
          rosterId={rosterId}
          autosave={{ version: editor.autosave.state.version, saved: editor.autosave.state.status === "saved" }}
          describeTotals={(totals) => formatCosts(tr, system, totals)}
          words={gameWords(tr, system)}
          versionPages
          onRestored={(record) => record.format === "muster" && editor.reset(record)}
          announce={view.announce}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      <button
        type="button"
        onClick={onPrint}
        className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
      >
        {tr.t("editor.print")}
      </button>
    </header>
  );
}
