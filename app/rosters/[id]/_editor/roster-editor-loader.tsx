"use client";
/**
 * Opens the roster editor of a roster on Muster's own data. The page sends only the roster and
 * the ids and version of its game data; the data comes from the browser's stored copy of that
 * version (no request, works offline) or from the server, while the editor's code loads beside
 * it (so the first load of every page leaves the editor out).
 */
import { useEffect, useState, type ComponentType } from "react";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { failureText } from "@/lib/client/failure-text";
import { loadRosterData } from "@/lib/client/game-data-cache";
import { useTranslator } from "@/lib/client/use-translator";
import type { RosterEditorProps } from "./roster-editor";

/** What the page knows of the roster's data: which, which version, and whose copy (viewerKeyOf). */
export type RosterDataRef = { gameSystemId: string; catalogueId: string; revision: string; viewer: string };

type State =
  | { kind: "loading" }
  | { kind: "ready"; Editor: ComponentType<RosterEditorProps>; props: Omit<RosterEditorProps, "record"> }
  | { kind: "failed"; message: string };

export function RosterEditorLoader({ record, data }: { record: RosterRecord; data: RosterDataRef }) {
  const tr = useTranslator();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const editorModule = import("./roster-editor");
    const gameData = loadRosterData(data.gameSystemId, data.catalogueId, { viewer: data.viewer, revision: data.revision });
    Promise.all([editorModule, gameData]).then(
      ([{ RosterEditor }, result]) => {
        if (!current) return;
        if (result.ok) setState({ kind: "ready", Editor: RosterEditor, props: result.value });
        else setState({ kind: "failed", message: result.failure.code === "NETWORK" ? tr.t("ui.error.network") : failureText(tr, result.failure) });
      },
      () => current && setState({ kind: "failed", message: tr.t("ui.error.network") }),
    );
    return () => {
      current = false;
    };
  }, [data.gameSystemId, data.catalogueId, data.viewer, data.revision, attempt, tr]);

  if (state.kind === "ready") return <state.Editor record={record} {...state.props} />;
  if (state.kind === "failed") {
    return (
      <div role="alert" className="mt-6 space-y-3">
        <p className="text-red-800 dark:text-red-300">{tr.t("bs.loadFailed", { message: state.message })}</p>
        <button type="button" className="rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800" onClick={() => { setState({ kind: "loading" }); setAttempt((n) => n + 1); }}>
          {tr.t("ui.retry")}
        </button>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-semibold">{record.name}</h1>
      <p className="mt-6" aria-live="polite">{tr.t("bs.loading")}</p>
    </>
  );
}
