"use client";
/**
 * Saves the editor's document a moment after the last change (PUT with the version read), one
 * request at a time, and warns before the page is left with work the server does not have yet.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { failureText } from "./failure-text";
import { conflictRecord, fetchRoster, saveRoster } from "./api";
import { autosaveReducer, hasUnsavedWork, needsSave, startAutosave, type AutosaveState } from "./autosave-state";
import { useTranslator } from "./use-translator";

export const AUTOSAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 4000;

export type Autosave = {
  state: AutosaveState;
  /** Sends the pending change now (Ctrl+S, leaving the page). */
  saveNow: () => void;
  /** Takes the other version after a conflict; the editor must show `record.document`. */
  acceptTheirs: (record: RosterRecord) => void;
};

export function useAutosave(rosterId: string, initial: RosterRecord, document: Roster, delayMs = AUTOSAVE_DELAY_MS): Autosave {
  const tr = useTranslator();
  const [state, dispatch] = useReducer(autosaveReducer, initial, startAutosave);
  const stateRef = useRef(state);
  // Declared first: the save timer and the unload warning below read the state of this render.
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    dispatch({ type: "edited", document });
  }, [document]);

  const send = useCallback(async () => {
    const before = stateRef.current;
    if (!needsSave(before)) return;
    dispatch({ type: "save-started" });
    const result = await saveRoster(rosterId, { document: before.current, version: before.version });
    if (result.ok) {
      dispatch({ type: "save-succeeded", record: result.value });
      return;
    }
    const { failure } = result;
    if (failure.code === "CONFLICT") {
      const theirs = conflictRecord(failure);
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
  const acceptTheirs = useCallback((record: RosterRecord) => dispatch({ type: "reloaded", record }), []);
  return { state, saveNow, acceptTheirs };
}
