"use client";
/**
 * The history of a roster on BattleScribe data: its versions, what changed between two of them
 * (worked out on the server by the roster's format) and restoring one as a new version.
 */
import { useId, useState } from "react";
import type { ApiResult } from "@/lib/client/api";
import { useTranslator } from "@/lib/client/use-translator";
import { describeRosterChange, type RosterChange } from "@/lib/exchange/roster-diff";
import type { RosterHistoryEntry } from "@/lib/schemas/roster-requests";
import { request } from "@/lib/client/api";
import { listRosterHistory } from "./exchange-api";

const buttonClass =
  "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800";

function diffVersions(rosterId: string, from: number, to: number): Promise<ApiResult<{ changes: RosterChange[] }>> {
  return request(`/api/rosters/${encodeURIComponent(rosterId)}/history/${from}/diff?to=${to}`);
}

function restoreVersion(rosterId: string, version: number, current: number): Promise<ApiResult<{ version: number }>> {
  return request(`/api/rosters/${encodeURIComponent(rosterId)}/history/${version}/restore`, { method: "POST", body: JSON.stringify({ version: current }) });
}

export function BsHistory({ rosterId }: { rosterId: string }) {
  const tr = useTranslator();
  const headingId = useId();
  const [entries, setEntries] = useState<RosterHistoryEntry[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [changes, setChanges] = useState<{ version: number; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    const result = await listRosterHistory(rosterId);
    if (result.ok) setEntries(result.value);
    else setMessage(tr.t("history.loadFailed", { message: result.failure.message }));
  };
  const current = entries?.find((e) => e.current);

  const compare = async (version: number) => {
    if (!current) return;
    setBusy(true);
    const result = await diffVersions(rosterId, version, current.version);
    setBusy(false);
    if (!result.ok) return setMessage(tr.t("history.compareFailed", { message: result.failure.message }));
    setChanges({ version, lines: result.value.changes.length ? result.value.changes.map((change) => describeRosterChange(tr, change)) : [tr.t("diff.none")] });
  };

  const restore = async (version: number) => {
    if (!current) return;
    setBusy(true);
    const result = await restoreVersion(rosterId, version, current.version);
    setBusy(false);
    if (!result.ok) return setMessage(tr.t("history.restoreFailed", { version, message: result.failure.message }));
    // The builder holds the roster it opened: opening the page again shows the restored one.
    window.location.reload();
  };

  return (
    <details
      className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      data-testid="bs-history"
      onToggle={(e) => {
        if (e.currentTarget.open) void load();
      }}
    >
      <summary className="cursor-pointer text-sm font-semibold" id={headingId} data-testid="history-open-list">
        {tr.t("history.button")}
      </summary>
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm font-medium" data-testid="history-message">
        {message}
      </p>
      {entries === null ? (
        <p className="text-sm">{tr.t("history.loading")}</p>
      ) : (
        <>
          {entries.length === 1 ? (
            <p className="text-sm" data-testid="history-only">
              {tr.t("history.only")}
            </p>
          ) : null}
          {changes ? (
            <section className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="history-diff">
              <h3 className="font-semibold">{tr.t("history.comparing", { from: changes.version, to: current?.version ?? changes.version })}</h3>
              <ul className="mt-1 list-disc ps-5">
                {changes.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <ol className="mt-2 divide-y divide-stone-200 dark:divide-stone-700" aria-labelledby={headingId}>
            {entries.map((entry) => (
              <li key={entry.version} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="history-entry" data-version={entry.version}>
                <span className="font-semibold">{tr.t(entry.current ? "history.current" : "history.version", { version: entry.version })}</span>
                <span className="text-stone-600 dark:text-stone-400">{tr.t("history.savedAt", { when: Date.parse(entry.savedAt) })}</span>
                <span className={entry.valid ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}>{tr.t(entry.valid ? "history.valid" : "history.invalid")}</span>
                {entry.current ? null : (
                  <span className="ms-auto flex flex-wrap gap-2">
                    <button type="button" className={buttonClass} disabled={busy} onClick={() => void compare(entry.version)} data-testid="history-compare">
                      {tr.t("history.compare")}
                    </button>
                    <button type="button" className={buttonClass} disabled={busy} onClick={() => void restore(entry.version)} data-testid="history-restore">
                      {tr.t("history.restore", { version: entry.version })}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
