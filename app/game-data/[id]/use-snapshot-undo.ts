"use client";
/**
 * Undo and redo for the BattleScribe builder, whose engine changes its roster in place: each
 * change first keeps a copy of the roster as the engine holds it (cloneRoster), and undo puts
 * that copy back in a fresh engine object over the same data. A copy rather than .ros XML:
 * writing .ros takes some 60 ms on an 18-unit 10e roster, a copy well under one, and it is
 * exactly what the engine had (nothing to read back).
 */
import { useCallback, useMemo, useRef, useState } from "react";
import { cloneRoster, engineWithRoster } from "@/lib/battlescribe/engine/clone-roster";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import type { RosterRoot } from "@/lib/battlescribe/engine/roster";
import { useEditorShortcuts } from "@/lib/client/use-editor-shortcuts";
import type { Act } from "./builder-styles";

type Kept = { roster: RosterRoot; seq: number };

const LIMIT = 200;

export type SnapshotUndo = {
  act: Act;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Another roster altogether (a file opened): a fresh history. */
  restart: () => void;
};

function keep(engine: Engine): Kept {
  return { roster: cloneRoster(engine.roster), seq: engine.seq };
}

/** `replace` swaps in the engine an undo made; `changed` re-renders after any change. */
export function useSnapshotUndo(engine: Engine | undefined, replace: (engine: Engine) => void, changed: () => void): SnapshotUndo {
  const past = useRef<Kept[]>([]);
  const future = useRef<Kept[]>([]);
  const [counts, setCounts] = useState({ past: 0, future: 0 });
  const recount = useCallback(() => setCounts({ past: past.current.length, future: future.current.length }), []);

  const act: Act = useCallback(
    (work) => {
      if (!engine) return;
      const before = keep(engine);
      work();
      past.current = [...past.current, before].slice(-LIMIT);
      future.current = [];
      recount();
      changed();
    },
    [engine, recount, changed],
  );
  const step = useCallback(
    (from: { current: Kept[] }, to: { current: Kept[] }) => {
      const target = from.current.at(-1);
      if (!engine || !target) return;
      from.current = from.current.slice(0, -1);
      to.current = [...to.current, keep(engine)];
      recount();
      // The kept copy is copied again, so it stays as it was for a later redo or undo.
      replace(engineWithRoster(engine, target.roster, target.seq));
      changed();
    },
    [engine, recount, replace, changed],
  );
  const undo = useCallback(() => step(past, future), [step]);
  const redo = useCallback(() => step(future, past), [step]);
  const restart = useCallback(() => {
    past.current = [];
    future.current = [];
    recount();
  }, [recount]);
  useEditorShortcuts({ undo, redo });
  return useMemo(() => ({ act, canUndo: counts.past > 0, canRedo: counts.future > 0, undo, redo, restart }), [act, counts, undo, redo, restart]);
}
