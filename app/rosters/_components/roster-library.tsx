"use client";
/** The list of My rosters with search, sort and the per-roster actions; every action says what it did. */
import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ListRostersQuery, RosterSummary } from "@/lib/schemas/roster-requests";
import { deleteRoster, duplicateRoster, fetchRosters, renameRoster, restoreRoster } from "@/lib/client/api";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { Toast, type ToastMessage } from "@/app/_components/toast";
import { RosterRow } from "./roster-row";
import { failureText } from "@/lib/client/failure-text";

type Sort = ListRostersQuery["sort"];

export function RosterLibrary({ initial, now }: { initial: RosterSummary[]; now: string }) {
  const tr = useTranslator();
  const searchId = useId();
  const sortId = useId();
  const [rosters, setRosters] = useState(initial);
  const [q, setQ] = useState("");
  const [sort, setSort] = useState<Sort>("updated");
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastId = useRef(0);
  const firstQuery = useRef(true);

  const say = useCallback((text: string, action?: ToastMessage["action"]) => {
    toastId.current += 1;
    setToast({ id: toastId.current, text, ...(action ? { action } : {}) });
  }, []);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await fetchRosters({ q, sort });
    setLoading(false);
    if (result.ok) {
      setRosters(result.value);
      setFailure(null);
    } else setFailure(tr.t("list.loadFailed", { message: failureText(tr, result.failure) }));
  }, [q, sort, tr]);

  // Search and sort ask the server (the same filter the API documents), a moment after typing stops.
  useEffect(() => {
    if (firstQuery.current) {
      firstQuery.current = false;
      return;
    }
    const timer = window.setTimeout(() => void reload(), 250);
    return () => window.clearTimeout(timer);
  }, [reload]);

  const remove = async (roster: RosterSummary) => {
    const result = await deleteRoster(roster.id);
    if (!result.ok) return say(tr.t("list.failed", { message: failureText(tr, result.failure) }));
    setRosters((list) => list.filter((r) => r.id !== roster.id));
    say(tr.t("list.deleted", { name: roster.name }), {
      label: tr.t("list.undo"),
      run: async () => {
        const restored = await restoreRoster(roster.id);
        if (!restored.ok) return say(tr.t("list.failed", { message: failureText(tr, restored.failure) }));
        await reload();
        say(tr.t("list.restored", { name: restored.value.name }));
      },
    });
  };

  const duplicate = async (roster: RosterSummary) => {
    const result = await duplicateRoster(roster.id);
    if (!result.ok) return say(tr.t("list.failed", { message: failureText(tr, result.failure) }));
    await reload();
    say(tr.t("list.duplicated", { name: result.value.name }));
  };

  const rename = async (roster: RosterSummary, name: string): Promise<string | null> => {
    const result = await renameRoster(roster.id, name);
    if (!result.ok) return result.failure.problems[0]?.message ?? failureText(tr, result.failure);
    setRosters((list) => list.map((r) => (r.id === roster.id ? { ...r, name: result.value.name, updatedAt: result.value.updatedAt, version: result.value.version } : r)));
    say(tr.t("list.renamed", { name: result.value.name }));
    return null;
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight">{tr.t("list.title")}</h1>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{tr.t("list.intro")}</p>
        </div>
        <Link href="/rosters/new" className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800" data-testid="new-roster-link">
          {tr.t("list.new")}
        </Link>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="block text-xs font-medium text-stone-600 dark:text-stone-400">
            {tr.t("list.search")}
          </label>
          <input
            id={searchId}
            type="search"
            data-testid="roster-search"
            value={q}
            placeholder={tr.t("list.searchPlaceholder")}
            onChange={(e) => setQ(e.target.value)}
            className="mt-1 h-10 w-full rounded-md border border-stone-300 bg-white px-3 dark:border-stone-700 dark:bg-stone-900"
          />
        </div>
        <div>
          <label htmlFor={sortId} className="block text-xs font-medium text-stone-600 dark:text-stone-400">
            {tr.t("list.sort")}
          </label>
          <select
            id={sortId}
            data-testid="roster-sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}
            className="mt-1 h-10 rounded-md border border-stone-300 bg-white px-2 dark:border-stone-700 dark:bg-stone-900"
          >
            <option value="updated">{tr.t("list.sort.updated")}</option>
            <option value="name">{tr.t("list.sort.name")}</option>
            <option value="system">{tr.t("list.sort.system")}</option>
          </select>
        </div>
      </div>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {failure}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            {tr.t("ui.retry")}
          </button>
        </p>
      ) : null}
      <p className="mt-4 text-xs text-stone-600 dark:text-stone-400" aria-live="polite">
        {loading ? tr.t("ui.loading") : countText(tr, "list.count", rosters.length)}
      </p>
      {rosters.length === 0 && !loading ? (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 p-8 text-center dark:border-stone-700" data-testid="no-rosters">
          <p className="text-stone-600 dark:text-stone-400">{q.trim() ? tr.t("list.noMatch", { q: q.trim() }) : tr.t("list.empty")}</p>
          {!q.trim() ? (
            <Link href="/rosters/new" className="mt-3 inline-block font-semibold text-amber-800 underline underline-offset-2 dark:text-amber-400">
              {tr.t("list.emptyAction")}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="roster-list">
          {rosters.map((roster) => (
            <RosterRow key={roster.id} roster={roster} now={now} onDelete={remove} onDuplicate={duplicate} onRename={rename} />
          ))}
        </ul>
      )}
      <Toast toast={toast} onDone={() => setToast(null)} />
    </>
  );
}
