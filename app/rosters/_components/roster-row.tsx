"use client";
/** One roster in My rosters: what it is, how big, whether it is legal, when it changed; its actions. */
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import type { RosterSummary } from "@/lib/schemas/roster-requests";
import { formatRelativeTime } from "@/lib/client/relative-time";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";

type Props = {
  roster: RosterSummary;
  now: string;
  onDelete: (roster: RosterSummary) => void;
  onDuplicate: (roster: RosterSummary) => void;
  onRename: (roster: RosterSummary, name: string) => Promise<string | null>;
};

const action = "rounded-md px-2.5 py-1 text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800";

export function RosterRow({ roster, now, onDelete, onDuplicate, onRename }: Props) {
  const tr = useTranslator();
  const inputId = useId();
  const errorId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(roster.name);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The server's "now" first (the same text on both sides of hydration), then the browser's clock.
  const [clock, setClock] = useState(() => new Date(now));
  useEffect(() => {
    const timer = window.setInterval(() => setClock(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (renaming) inputRef.current?.select();
  }, [renaming]);

  const words = gameWords(tr, roster.gameSystemId);
  const totals = (roster.shownTotals ?? Object.entries(roster.totals).filter(([, v]) => v).map(([id, value]) => ({ id, name: id, value })))
    .map(({ id, name, value }) => words.amount({ id: id ?? name, name }, value))
    .join(" · ");
  const updated = new Date(roster.updatedAt);
  return (
    <li data-testid="roster-row" data-roster-id={roster.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      {/* The details claim at least 14rem before the actions may sit beside them: on a narrow
          screen the actions wrap below, in any face, instead of squeezing the name under them. */}
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-[1_1_14rem] [overflow-wrap:anywhere]">
          {renaming ? (
            <form
              onSubmit={async (e) => {
                e.preventDefault();
                const error = await onRename(roster, name);
                setProblem(error);
                if (!error) setRenaming(false);
              }}
              className="flex flex-wrap items-center gap-2"
            >
              <label htmlFor={inputId} className="sr-only">
                {tr.t("list.renameLabel", { name: roster.name })}
              </label>
              <input
                id={inputId}
                ref={inputRef}
                value={name}
                maxLength={200}
                onChange={(e) => setName(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Escape") {
                    setRenaming(false);
                    setName(roster.name);
                    setProblem(null);
                  }
                }}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? errorId : undefined}
                data-testid="rename-input"
                className="h-9 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 font-semibold dark:border-stone-700 dark:bg-stone-950"
              />
              <button type="submit" className="rounded-md bg-stone-800 px-3 py-1.5 text-sm font-semibold text-white dark:bg-stone-200 dark:text-stone-900">
                {tr.t("list.renameSave")}
              </button>
              <button type="button" className={action} onClick={() => (setRenaming(false), setName(roster.name), setProblem(null))}>
                {tr.t("ui.cancel")}
              </button>
              {problem ? (
                <p id={errorId} role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
                  {problem}
                </p>
              ) : null}
            </form>
          ) : (
            <Link href={`/rosters/${encodeURIComponent(roster.id)}`} className="text-lg font-semibold leading-snug hover:underline" data-testid="roster-link">
              {roster.name}
            </Link>
          )}
          <p className="text-sm text-stone-600 dark:text-stone-400">
            <bdi>{roster.systemName}</bdi> · <bdi>{roster.factionName}</bdi>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {totals ? (
              <span className="font-semibold tabular-nums" data-testid="roster-totals">
                {totals}
              </span>
            ) : null}
            <span className="text-stone-600 dark:text-stone-400">{countText(tr, "list.models", roster.models)}</span>
            <span
              data-testid="roster-validity"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${roster.valid ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"}`}
            >
              {roster.valid ? tr.t("status.valid") : tr.t("status.invalid")}
            </span>
            <time dateTime={roster.updatedAt} title={updated.toLocaleString(tr.locale)} className="text-xs text-stone-600 dark:text-stone-400" suppressHydrationWarning>
              {tr.t("list.updated", { when: formatRelativeTime(updated, clock, tr.locale) })}
            </time>
          </p>
        </div>
        {!renaming ? (
          <div role="group" aria-label={tr.t("list.actionsFor", { name: roster.name })} className="flex flex-wrap gap-2">
            <button type="button" className={action} onClick={() => (setName(roster.name), setRenaming(true))} data-testid="rename">
              {tr.t("list.rename")}
            </button>
            <button type="button" className={action} onClick={() => onDuplicate(roster)} data-testid="duplicate">
              {tr.t("list.duplicate")}
            </button>
            <button type="button" className={`${action} text-red-700 dark:text-red-400`} onClick={() => onDelete(roster)} data-testid="delete">
              {tr.t("list.delete")}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
