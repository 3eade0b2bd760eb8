"use client";
/**
 * Undo and redo for the BattleScribe builder, whose engine changes its roster in place: each
 * change keeps the roster as it was, as .ros XML (the file format, lossless for what the engine
 * holds), and undo opens that XML again as a fresh engine. The XML of the roster as it stands is
 * written after the change has been painted (see `settle`), so an Add click does not wait for it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { openRosterFile } from "@/lib/battlescribe/ros/open-roster-file";
import { record, redo as redoStep, startHistory, undo as undoStep, type History } from "@/lib/roster/undo-history";
import { useEditorShortcuts } from "@/lib/client/use-editor-shortcuts";
import type { Act } from "./builder-styles";

export type SnapshotUndo = {
  act: Act;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** After a render: the roster as it now stands, written once per change (`write` is the costly part). */
  settle: (write: () => string) => void;
  /** Another roster altogether (a file opened): a fresh history. */
  restart: () => void;
};

/** `replace` swaps in the engine an undo opened; `changed` re-renders after any change. */
export function useSnapshotUndo(engine: Engine | undefined, replace: (engine: Engine) => void, changed: () => void): SnapshotUndo {
  // The history's present is the XML of the roster as it stands, or "" until written after a change.
  const history = useRef<History<string>>(startHistory(""));
  const [counts, setCounts] = useState({ past: 0, future: 0 });
  const engineRef = useRef(engine);
  useEffect(() => {
    engineRef.current = engine;
  }, [engine]);
  const pendingWrite = useRef<(() => string) | undefined>(undefined);

  const commit = useCallback((next: History<string>) => {
    history.current = next;
    setCounts({ past: next.past.length, future: next.future.length });
  }, []);
  const present = useCallback(() => {
    const h = history.current;
    if (h.present === "" && pendingWrite.current) h.present = pendingWrite.current();
    pendingWrite.current = undefined;
    return h.present;
  }, []);

  const act: Act = useCallback(
    (work) => {
      const before = present();
      work();
      // The state before becomes a step back; the new present ("") is written once painted.
      if (before) commit(record(history.current, ""));
      changed();
    },
    [present, commit, changed],
  );
  const move = useCallback(
    (step: (h: History<string>) => History<string>) => {
      const current = engineRef.current;
      if (!current) return;
      const h = { ...history.current, present: present() };
      if (!h.present) return;
      const next = step(h);
      if (next === h || !next.present) return;
      commit(next);
      replace(openRosterFile(current, "roster.ros", next.present).engine);
      changed();
    },
    [present, commit, replace, changed],
  );
  const undo = useCallback(() => move(undoStep), [move]);
  const redo = useCallback(() => move(redoStep), [move]);
  const settle = useCallback((write: () => string) => {
    if (history.current.present !== "") return;
    pendingWrite.current = write;
    // Written when the browser is idle, or at the latest just before the next change needs it.
    setTimeout(() => {
      if (pendingWrite.current === write) present();
    }, 0);
  }, [present]);
  const restart = useCallback(() => {
    pendingWrite.current = undefined;
    commit(startHistory(""));
  }, [commit]);
  useEditorShortcuts({ undo, redo });
  return useMemo(() => ({ act, canUndo: counts.past > 0, canRedo: counts.future > 0, undo, redo, settle, restart }), [act, counts, undo, redo, settle, restart]);
}
