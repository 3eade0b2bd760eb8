"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ZonedMessage } from "@/app/_components/zoned-message";
import type { DataSourceSummary } from "@/lib/data-access/data-sources";
import { useTranslator } from "@/lib/client/use-translator";
import type { Translator } from "@/lib/i18n/translate";

type Status = { kind: "idle" } | { kind: "busy"; text: string } | { kind: "done"; text: string } | { kind: "failed"; text: string };

async function post<T>(tr: Translator, url: string, body: unknown): Promise<T> {
  // A request that never got an answer is worded by the catalogue, not by the browser ("Failed to fetch").
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => {
    throw new Error(tr.t("ui.error.network"));
  });
  const json = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(json.error?.message ?? tr.t("http.failed", { status: response.status }));
  return json;
}

/** Add a BattleScribe data index by its address, install its systems, check for updates. */
export function DataSourcesPanel({ sources }: { sources: DataSourceSummary[] }) {
  const tr = useTranslator();
  const router = useRouter();
  const [url, setUrl] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // As on the upload form: the message and the refreshed list are shown together.
  const [refreshing, startRefresh] = useTransition();
  const busy = status.kind === "busy" || refreshing;

  async function run(text: string, work: () => Promise<string>) {
    setStatus({ kind: "busy", text });
    try {
      const done = await work();
      startRefresh(() => {
        setStatus({ kind: "done", text: done });
        router.refresh();
      });
    } catch (error) {
      setStatus({ kind: "failed", text: tr.t("dataSources.failed", { message: error instanceof Error ? error.message : String(error) }) });
    }
  }

  return (
    <section aria-labelledby="data-sources" className="mt-10" data-testid="data-sources">
      <h2 id="data-sources" className="text-xl font-semibold">
        {tr.t("dataSources.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-stone-600 dark:text-stone-400">{tr.t("dataSources.intro")}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void run(tr.t("dataSources.adding"), async () => {
            const added = await post<DataSourceSummary>(tr, "/api/data-sources", { url });
            setUrl("");
            return tr.t("dataSources.added", { name: added.name });
          });
        }}
      >
        <label className="text-sm font-medium">
          {tr.t("dataSources.url")}
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} className="mt-1 block w-[min(36rem,90vw)] rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950" data-testid="data-source-url" />
        </label>
        <button type="submit" disabled={busy} className="rounded-md bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60">
          {tr.t("dataSources.add")}
        </button>
      </form>
      <p aria-live="polite" className="mt-2 text-sm" data-testid="data-source-status">
        {status.kind === "busy" && status.text}
        {status.kind === "done" && <span className="text-green-800 dark:text-green-300">{status.text}</span>}
        {status.kind === "failed" && <span role="alert" className="text-red-800 dark:text-red-300">{status.text}</span>}
      </p>
      {sources.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{tr.t("dataSources.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {sources.map((source) => (
            <li key={source.id} className="rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900" data-testid="data-source">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-semibold">{source.name}</p>
                  <p className="break-all text-xs text-stone-600 dark:text-stone-400">{source.url}</p>
                  <p className="text-xs text-stone-600 dark:text-stone-400"><ZonedMessage id="dataSources.checked" dates={{ when: source.checkedAt }} /></p>
                </div>
                <button
                  type="button"
                  disabled={busy}
                  className="rounded-md border border-stone-300 px-2 py-1 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
                  onClick={() =>
                    void run(tr.t("dataSources.checking"), async () => {
                      const checked = await post<DataSourceSummary>(tr, `/api/data-sources/${source.id}/refresh`, {});
                      return tr.t("dataSources.checkedNow", { name: checked.name, updates: checked.systems.filter((s) => s.updateAvailable).length });
                    })
                  }
                >
                  {tr.t("dataSources.check")}
                </button>
              </div>
              <ul className="mt-2 space-y-2">
                {source.systems.map((system) => (
                  <li key={system.gameSystemId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      {tr.t("dataSources.system", { name: system.name, revision: system.revision, catalogues: system.catalogues })} ·{" "}
                      {system.installedRevision === null ? tr.t("dataSources.notInstalled") : tr.t("dataSources.installed", { revision: system.installedRevision })}
                      {system.updateAvailable && <strong className="ms-2 text-amber-800 dark:text-amber-300">{tr.t("dataSources.updateAvailable")}</strong>}
                    </span>
                    {(system.installedRevision === null || system.updateAvailable) && (
                      <button
                        type="button"
                        disabled={busy}
                        className="rounded-md bg-amber-700 px-3 py-1 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
                        data-testid="data-source-install"
                        onClick={() =>
                          void run(tr.t("dataSources.installing"), async () => {
                            const installed = await post<{ name: string; revision: number }>(tr, `/api/data-sources/${source.id}/install`, { gameSystemId: system.gameSystemId });
                            return tr.t("dataSources.installedNow", { name: installed.name, revision: installed.revision });
                          })
                        }
                      >
                        {tr.t(system.updateAvailable ? "dataSources.update" : "dataSources.install", { name: system.name })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
