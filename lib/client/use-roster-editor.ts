"use client";
/**
 * The editor's state: the roster with its undo history, the engine's evaluation of it (run on
 * every change, in the browser, by the same code the server runs), autosave and the shortcuts.
 */
import { useCallback, useMemo, useRef, useState } from "react";
import { evaluate, getCatalogueIndex, type CatalogueIndex, type Evaluation } from "@/lib/engine";
import type { Catalogue, GameSystem } from "@/lib/gamedata/catalogue-schema";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { record as recordStep, redo as redoStep, startHistory, undo as undoStep, type History } from "@/lib/roster/undo-history";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { findLeaderEntryIds } from "./editor/leader-entries";
import { useEditorShortcuts } from "./use-editor-shortcuts";
import { useAutosave, type Autosave, type ToSaveBody } from "./use-autosave";

/** A Muster roster is saved as its document. */
const musterBody: ToSaveBody<Roster> = (document, version) => ({ format: "muster", document, version });

export type Edit = (roster: Roster) => Roster;

export type RosterEditorState = {
  roster: Roster;
  evaluation: Evaluation;
  index: CatalogueIndex;
  system: GameSystem;
  catalogue: Catalogue;
  leaderIds: ReadonlySet<string>;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Applies one edit as one undo step; returns the new roster. */
  apply: (edit: Edit) => Roster;
  /** Shows another version (a conflict's "reload theirs"): a fresh history, already saved. */
  reset: (record: RosterRecord) => void;
  autosave: Autosave<Roster>;
};

export function useRosterEditor(record: RosterRecord, system: GameSystem, catalogue: Catalogue): RosterEditorState {
  const [history, setHistory] = useState<History<Roster>>(() => startHistory(record.document));
  const historyRef = useRef(history);
  const roster = history.present;
  const index = useMemo(() => getCatalogueIndex(system, catalogue), [system, catalogue]);
  const evaluation = useMemo(() => evaluate(roster, system, catalogue), [roster, system, catalogue]);
  const leaderIds = useMemo(() => findLeaderEntryIds(system, catalogue, roster.rulesetId), [system, catalogue, roster.rulesetId]);
  const autosave = useAutosave(record.id, record, roster, musterBody);

  const commit = useCallback((next: History<Roster>) => {
    // The ref moves at once so that two edits in one event both land.
    historyRef.current = next;
    setHistory(next);
  }, []);

  const apply = useCallback(
    (edit: Edit) => {
      const current = historyRef.current;
      const next = edit(current.present);
      if (next !== current.present) commit(recordStep(current, next));
      return next;
    },
    [commit],
  );
  const undo = useCallback(() => commit(undoStep(historyRef.current)), [commit]);
  const redo = useCallback(() => commit(redoStep(historyRef.current)), [commit]);
  const { acceptTheirs, saveNow } = autosave;
  const reset = useCallback(
    (theirs: RosterRecord) => {
      acceptTheirs(theirs);
      commit(startHistory(theirs.document));
    },
    [acceptTheirs, commit],
  );

  useEditorShortcuts({ undo, redo, save: saveNow });

  return {
    roster,
    evaluation,
    index,
    system,
    catalogue,
    leaderIds,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo,
    redo,
    apply,
    reset,
    autosave,
  };
}
