/** Timing helpers for `npm run bench`: figures are printed, never asserted. */
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

/**
 * A full collection between phases, so that one phase's garbage is not collected inside the
 * next one's timings. `npm run bench` starts Node with --expose-gc; a bench started on its own
 * turns it on here, when first asked.
 */
let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (!gc) {
    gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) {
      v8.setFlagsFromString("--expose-gc");
      gc = vm.runInNewContext("gc") as () => void;
    }
  }
  gc();
}

export type Figures = { runs: number; medianMs: number; p99Ms: number; maxMs: number };

export function measure(runs: number, work: (i: number) => void, warmup = Math.min(200, runs)): Figures {
  for (let i = 0; i < warmup; i++) work(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { runs, medianMs: at(0.5), p99Ms: at(0.99), maxMs: times[times.length - 1] ?? 0 };
}

export function report(label: string, f: Figures, target?: string): void {
  const fmt = (n: number) => `${n.toFixed(3)} ms`;
  const goal = target ? `   (target: ${target})` : "";
  console.log(`${label.padEnd(58)} median ${fmt(f.medianMs).padStart(10)}  p99 ${fmt(f.p99Ms).padStart(10)}  max ${fmt(f.maxMs).padStart(10)}  n=${f.runs}${goal}`);
}
