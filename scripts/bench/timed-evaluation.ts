/**
 * The work both memory children do, timed: 500 evaluations of the roster, then 500 rounds of
 * adding a unit and evaluating again, as the main benches time them, so each set of V8 flags
 * shows what its memory costs in speed. The first 20 of each are not timed (the main benches
 * warm up as much): until V8 has compiled the engine they measure the compiler, not the engine.
 */
import { deselectSelection, selectEntry } from "../../lib/battlescribe/engine/actions";
import type { Engine } from "../../lib/battlescribe/engine/engine";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};

export function timeEvaluations(engine: Engine, forceId: string, entryId: string): { evalP50: number; evalP99: number; addP50: number; addP99: number } {
  const evalMs: number[] = [];
  for (let i = 0; i < 520; i++) {
    const t = performance.now();
    snapshotRoster(engine);
    if (i >= 20) evalMs.push(performance.now() - t);
  }
  const addMs: number[] = [];
  for (let i = 0; i < 520; i++) {
    const t = performance.now();
    const { selectionId } = selectEntry(engine, forceId, entryId);
    snapshotRoster(engine);
    if (i >= 20) addMs.push(performance.now() - t);
    deselectSelection(engine, forceId, selectionId as string);
  }
  return { evalP50: quantile(evalMs, 0.5), evalP99: quantile(evalMs, 0.99), addP50: quantile(addMs, 0.5), addP99: quantile(addMs, 0.99) };
}
