/**
 * Autosave as a pure state machine, so the rules that keep work safe are tested without a
 * browser: one save in flight at a time, always with the version last read; a conflict stops
 * saving until the player decides; nothing counts as saved until the server said so.
 * Generic over the editor's document, whatever the roster's format: a Muster roster, or the
 * BattleScribe builder's copy of its roster. A document is compared by identity: every change
 * makes a new one.
 */
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { AnyRosterRecord } from "@/lib/schemas/roster-requests";

/** A stored version of the editor's document: the version the server holds, and the document. */
export type SavedDocument<Doc> = { version: number; document: Doc };

export type SaveStatus = "saved" | "pending" | "saving" | "failed" | "conflict";

export type AutosaveState<Doc = Roster> = {
  /** The version the server holds of `saved`; sent with the next save. */
  version: number;
  /** The document as the server last confirmed it. */
  saved: Doc;
  /** The document in the editor now. */
  current: Doc;
  /** The document of the save under way, if any. */
  inFlight: Doc | null;
  status: SaveStatus;
  /** Why the last save failed (network down, refused), shown in the page. */
  failure?: string;
  /** Whether the failure can go away by trying again (network, server error). */
  retry?: boolean;
  /** The other version, when someone else saved first. */
  conflict?: AnyRosterRecord;
};

export type AutosaveEvent<Doc = Roster> =
  | { type: "edited"; document: Doc }
  | { type: "save-started" }
  | { type: "save-succeeded"; record: { version: number } }
  | { type: "save-failed"; message: string; retry: boolean }
  | { type: "save-conflicted"; current?: AnyRosterRecord }
  | { type: "conflict-loaded"; current: AnyRosterRecord }
  /** The player took the other version: the editor now shows it, saved. */
  | { type: "reloaded"; record: SavedDocument<Doc> };

export function startAutosave<Doc = Roster>(record: SavedDocument<Doc>): AutosaveState<Doc> {
  return { version: record.version, saved: record.document, current: record.document, inFlight: null, status: "saved" };
}

/** Status once nothing is in flight: saved only if the editor shows what the server has. */
function settle<Doc>(state: AutosaveState<Doc>): SaveStatus {
  return state.current === state.saved ? "saved" : "pending";
}

export function autosaveReducer<Doc>(state: AutosaveState<Doc>, event: AutosaveEvent<Doc>): AutosaveState<Doc> {
  switch (event.type) {
    case "edited": {
      if (event.document === state.current) return state;
      const next = { ...state, current: event.document };
      if (state.status === "conflict" || state.inFlight) return next;
      // A failed save stays failed (with its message) until the retry; an edit is a new attempt.
      return { ...next, status: settle(next), failure: undefined, retry: undefined };
    }
    case "save-started":
      if (state.inFlight || state.status === "conflict") return state;
      return { ...state, inFlight: state.current, status: "saving", failure: undefined, retry: undefined };
    case "save-succeeded": {
      if (!state.inFlight) return state;
      const next = { ...state, version: event.record.version, saved: state.inFlight, inFlight: null };
      return { ...next, status: settle(next) };
    }
    case "save-failed":
      if (!state.inFlight) return state;
      return { ...state, inFlight: null, status: "failed", failure: event.message, retry: event.retry };
    case "save-conflicted":
      return { ...state, inFlight: null, status: "conflict", conflict: event.current };
    case "conflict-loaded":
      return state.status === "conflict" ? { ...state, conflict: event.current } : state;
    case "reloaded":
      return startAutosave(event.record);
  }
}

/** Whether a save should be sent now (after the debounce): there is something new to send. */
export function needsSave<Doc>(state: AutosaveState<Doc>): boolean {
  if (state.inFlight || state.status === "conflict") return false;
  // A refused document is not sent again as it is; the next edit makes it pending again.
  if (state.status === "failed") return Boolean(state.retry);
  return state.status === "pending";
}

/** Leaving now would lose work: an edit not yet confirmed by the server. */
export function hasUnsavedWork<Doc>(state: AutosaveState<Doc>): boolean {
  return state.current !== state.saved;
}
