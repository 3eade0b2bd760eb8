"use client";
/**
 * Saves the editor's document a moment after the last change (PUT with the version read), one
 * request at a time, and warns before the page is left with work the server does not have yet.
 * Any roster format: `toBody` turns the editor's document into the PUT's body when a save is sent
 * (a BattleScribe roster's XML is written then, not on every click).
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { AnyRosterRecord, SaveRosterBody } from "@/lib/schemas/roster-requests";
import { failureText } from "./failure-text";
import { conflictRecord, fetchRoster, saveAnyRoster } from "./api";
import { autosaveReducer, hasUnsavedWork, needsSave, startAutosave, type AutosaveEvent, type AutosaveState, type SavedDocument } from "./autosave-state";
import { useTranslator } from "./use-translator";

export const AUTOSAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 4000;

export type Autosave<Doc> = {
  state: AutosaveState<Doc>;
  /** Sends the pending change now (Ctrl+S, leaving the page). */
  saveNow: () => void;
  /** Takes the other version after a conflict; the editor must show `record.document`. */
  acceptTheirs: (record: SavedDocument<Doc>) => void;
};

/** The PUT body of one document with the version it was read at. */
export type ToSaveBody<Doc> = (document: Doc, version: number) => SaveRosterBody;

export function useAutosave<Doc>(rosterId: string, initial: SavedDocument<Doc>, document: Doc, toBody: ToSaveBody<Doc>, delayMs = AUTOSAVE_DELAY_MS): Autosave<Doc> {
  const tr = useTranslator();
  const [state, dispatch] = useReducer(autosaveReducer<Doc>, initial, startAutosave<Doc>);
  const stateRef = useRef(state);
  const toBodyRef = useRef(toBody);
  // Declared first: the save timer and the unload warning below read the state of this render.
  useEffect(() => {
    stateRef.current = state;
    toBodyRef.current = toBody;
  }, [state, toBody]);

  useEffect(() => {
    dispatch({ type: "edited", document } as AutosaveEvent<Doc>);
  }, [document]);

  const send = useCallback(async () => {
    const before = stateRef.current;
    if (!needsSave(before)) return;
    dispatch({ type: "save-started" });
    const result = await saveAnyRoster(rosterId, toBodyRef.current(before.current, before.version));
    if (result.ok) {
      dispatch({ type: "save-succeeded", record: result.value });
      return;
    }
    const { failure } = result;
    if (failure.code === "CONFLICT") {
      const theirs: AnyRosterRecord | undefined = conflictRecord(failure);
      dispatch({ type: "save-conflicted", current: theirs });
      if (!theirs) {
        const fresh = await fetchRoster(rosterId);
        if (fresh.ok) dispatch({ type: "conflict-loaded", current: fresh.value });
      }
      return;
    }
    const retry = failure.code === "NETWORK" || failure.status >= 500 || failure.status === 0;
    // A lost connection gets the save's own words (work is kept and sent again), not the generic ones.
    const message = failure.code === "NETWORK" ? tr.t("save.offline") : failureText(tr, failure);
    dispatch({ type: "save-failed", message, retry });
  }, [rosterId, tr]);

  // Debounce: every change restarts the wait; a failed save waits longer before trying again.
  useEffect(() => {
    if (!needsSave(state)) return;
    const wait = state.status === "failed" ? RETRY_DELAY_MS : delayMs;
    const timer = window.setTimeout(() => void send(), wait);
    return () => window.clearTimeout(timer);
  }, [state, delayMs, send]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork(stateRef.current)) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const saveNow = useCallback(() => void send(), [send]);
  const acceptTheirs = useCallback((record: SavedDocument<Doc>) => dispatch({ type: "reloaded", record }), []);
  return { state, saveNow, acceptTheirs };
}
