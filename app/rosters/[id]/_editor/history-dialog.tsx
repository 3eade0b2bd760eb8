"use client";
/**
 * The roster's history, for a roster of any format: every saved version with when, totals and
 * validity; any kept version compared with another in words (worked out on the server by the
 * roster's format), opened read-only where its format has a page for it, or restored (saved as a
 * new version, so nothing is rewritten). Restoring waits for the editor's own changes to be saved.
 */
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { trapTab } from "@/lib/client/trap-tab";
import { useTranslator } from "@/lib/client/use-translator";
import { describeRosterChange } from "@/lib/exchange/roster-diff";
import type { GameWords } from "@/lib/i18n/game-words";
import type { AnyRosterRecord, RosterHistoryEntry } from "@/lib/schemas/roster-requests";
import { diffRosterVersions, listRosterHistory, restoreRosterVersion } from "../_exchange/exchange-api";
import { failureText } from "@/lib/client/failure-text";

const HISTORY_LIMIT = 100;

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";

type Comparison = { from: number; to: number; lines: string[] };

type VersionSelectProps = {
  id: string;
  label: string;
  entries: RosterHistoryEntry[];
  value: number | null;
  onChange: (version: number) => void;
  describe: (entry: RosterHistoryEntry) => string;
  testId: string;
};

function VersionSelect({ id, label, entries, value, onChange, describe, testId }: VersionSelectProps) {
  return (
    <label htmlFor={id} className="flex flex-col gap-1">
      {label}
      <select id={id} value={value ?? ""} onChange={(e) => onChange(Number(e.target.value))} className="rounded-md border border-stone-300 bg-white px-2 py-1 dark:border-stone-700 dark:bg-stone-900" data-testid={testId}>
        {entries.map((entry) => (
          <option key={entry.version} value={entry.version}>
            {describe(entry)}
          </option>
        ))}
      </select>
    </label>
  );
}

type Props = {
  rosterId: string;
  /** The editor's autosave: the version it holds, and whether all of its work is saved. */
  autosave: { version: number; saved: boolean };
  /** A version's totals in the game's words. */
  describeTotals: (totals: Record<string, number>) => string;
  /** The game's own words for roles and amounts, where the format has them. */
  words?: GameWords;
  /** Kept versions open read-only on a page of their own (Muster rosters). */
  versionPages?: boolean;
  /** The restored version, now the current one: the editor shows it, saved. */
  onRestored: (record: AnyRosterRecord) => void;
  /** Says something through the editor's live region. */
  announce: (text: string) => void;
  onClose: () => void;
};

export function HistoryDialog({ rosterId, autosave, describeTotals, words, versionPages = false, onRestored, announce, onClose }: Props) {
  const tr = useTranslator();
  const ref = useRef<HTMLDialogElement>(null);
  const fromId = useId();
  const toId = useId();
  const [entries, setEntries] = useState<RosterHistoryEntry[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const saved = autosave.saved;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const show = (result: Awaited<ReturnType<typeof listRosterHistory>>) => {
    if (!result.ok) return setMessage(tr.t("history.loadFailed", { message: failureText(tr, result.failure) }));
    setEntries(result.value);
    setTo(result.value[0]?.version ?? null);
    setFrom(result.value[1]?.version ?? null);
  };
  const load = async () => show(await listRosterHistory(rosterId));

  // Loaded once per opening; a restore loads it again.
  useEffect(() => {
    let live = true;
    void listRosterHistory(rosterId).then((result) => {
      if (live) show(result);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rosterId]);

  const compare = async () => {
    if (from === null || to === null) return;
    setBusy(true);
    const result = await diffRosterVersions(rosterId, from, to);
    setBusy(false);
    if (!result.ok) return setMessage(tr.t("history.compareFailed", { message: failureText(tr, result.failure) }));
    const { changes } = result.value;
    setComparison({ from, to, lines: changes.length ? changes.map((change) => describeRosterChange(tr, change, words)) : [tr.t("diff.none")] });
  };

  const restore = async (version: number) => {
    setBusy(true);
    const result = await restoreRosterVersion(rosterId, version, autosave.version);
    setBusy(false);
    if (!result.ok) return setMessage(tr.t("history.restoreFailed", { version, message: failureText(tr, result.failure) }));
    onRestored(result.value);
    const text = tr.t("history.restored", { version, current: result.value.version });
    setMessage(text);
    announce(text);
    setComparison(null);
    await load();
  };

  const label = (entry: RosterHistoryEntry) => tr.t(entry.current ? "history.current" : "history.version", { version: entry.version });

  return (
    <dialog
      onKeyDown={trapTab}
      ref={ref}
      aria-labelledby="history-title"
      data-testid="history-dialog"
      onClose={onClose}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(44rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 text-stone-900 shadow-2xl backdrop:bg-stone-950/60 sm:p-5 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="history-title" className="text-lg font-bold">
          {tr.t("history.title")}
        </h2>
        <button type="button" className={buttonClass} onClick={() => ref.current?.close()} data-testid="history-close">
          {tr.t("history.close")}
        </button>
      </div>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("history.intro", { limit: HISTORY_LIMIT })}</p>
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm font-medium" data-testid="history-message">
        {message}
      </p>
      {entries === null ? (
        <p className="text-sm">{tr.t("history.loading")}</p>
      ) : (
        <>
          {entries.length > 1 ? (
            <fieldset className="mt-2 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 p-3 text-sm dark:border-stone-700">
              <legend className="px-1 font-semibold">{tr.t("history.compareLegend")}</legend>
              <VersionSelect id={fromId} label={tr.t("history.from")} entries={entries} value={from} onChange={setFrom} describe={label} testId="history-from" />
              <VersionSelect id={toId} label={tr.t("history.to")} entries={entries} value={to} onChange={setTo} describe={label} testId="history-to" />
              <button type="button" className={buttonClass} disabled={busy} onClick={() => void compare()} data-testid="history-compare">
                {tr.t("history.compare")}
              </button>
            </fieldset>
          ) : (
            <p className="mt-2 text-sm" data-testid="history-only">
              {tr.t("history.only")}
            </p>
          )}
          {comparison ? (
            <section className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="history-diff">
              <h3 className="font-semibold">{tr.t("history.comparing", { from: comparison.from, to: comparison.to })}</h3>
              <ul className="mt-1 list-disc ps-5">
                {comparison.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <ol className="mt-3 divide-y divide-stone-200 dark:divide-stone-700">
            {entries.map((entry) => (
              <li key={entry.version} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="history-entry" data-version={entry.version}>
                <span className="font-semibold">{label(entry)}</span>
                <span className="text-stone-600 dark:text-stone-400">{tr.t("history.savedAt", { when: Date.parse(entry.savedAt) })}</span>
                <span>{describeTotals(entry.totals)}</span>
                <span className={entry.valid ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}>{tr.t(entry.valid ? "history.valid" : "history.invalid")}</span>
                {entry.current ? null : (
                  <span className="ms-auto flex gap-2">
                    {versionPages ? (
                      <Link href={`/rosters/${encodeURIComponent(rosterId)}/history/${entry.version}`} className={buttonClass} data-testid="history-open">
                        {tr.t("history.open", { version: entry.version })}
                      </Link>
                    ) : null}
                    <button type="button" className={buttonClass} disabled={busy || !saved} onClick={() => void restore(entry.version)} data-testid="history-restore" aria-describedby={saved ? undefined : `${fromId}-unsaved`}>
                      {tr.t("history.restore", { version: entry.version })}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
          {saved ? null : (
            <p id={`${fromId}-unsaved`} className="mt-2 text-xs text-stone-600 dark:text-stone-400">
              {tr.t("history.restoreUnsaved")}
            </p>
          )}
        </>
      )}
    </dialog>
  );
}
