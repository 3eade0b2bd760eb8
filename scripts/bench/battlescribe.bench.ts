/**
 * BattleScribe data on the corpus's 40k 9e game system + Ultramarines and every catalogue it
 * links (6 files, 4.96 MB): import time against a bare `saxes` parse of the same bytes, the
 * time to evaluate a 2000-point Battalion and to add a unit and evaluate again, and the peak
 * memory of this process with the system loaded. Figures are printed, never asserted.
 */
import { SaxesParser } from "saxes";
import { performance } from "node:perf_hooks";
import { addForce, selectEntry, deselectSelection } from "../../lib/battlescribe/engine/actions";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { forceEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { corpusDir, readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";
import { measure, report } from "./measure";

const baselineRss = process.memoryUsage().rss / 1048576;
if (!corpusDir()) {
  console.log("BattleScribe bench skipped: ../shared/corpus is not on this machine.");
  process.exit(0);
}

const files = readCorpusFiles("bsdata/wh40k-9e", WH40K_9E_ULTRAMARINES);
const megabytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0) / 1_000_000;

function bareParse(): void {
  for (const file of files) {
    const parser = new SaxesParser();
    parser.on("opentag", () => undefined);
    parser.write(file.content).close();
  }
}

const median = (runs: number, work: () => void) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
};

bareParse();
const saxesMs = median(5, bareParse);
const importMs = median(5, () => readDataSet(files));
console.log(`import ${megabytes.toFixed(2)} MB: bare saxes ${saxesMs.toFixed(1)} ms, Muster import ${importMs.toFixed(1)} ms, ratio ${(importMs / saxesMs).toFixed(2)} (target: at most 2)`);

const engine = createEngine(readDataSet(files));
const battalion = forceEntryNamed(engine, "Battalion Detachment -3CP");
const ultramarines = engine.index.data.catalogues.find((c) => c.name.endsWith("Ultramarines"));
if (!battalion || !ultramarines) throw new Error("Battalion Detachment / Ultramarines not found in the corpus");
const forceId = addForce(engine, battalion, ultramarines.id).forceId as string;

const roots = engine.tree.rootsOf(ultramarines.id).entries;
const pick = (name: string) => roots.find((e) => e.name === name)?.id;
const plan = ["Captain", "Lieutenant", "Intercessor Squad", "Intercessor Squad", "Tactical Squad", "Assault Intercessor Squad", "Redemptor Dreadnought", "Hellblaster Squad", "Aggressor Squad", "Outrider Squad", "Land Raider", "Repulsor", "Eliminator Squad", "Apothecary", "Bladeguard Veteran Squad"];
let added = 0;
for (const name of plan) {
  const id = pick(name);
  if (!id) continue;
  selectEntry(engine, forceId, id);
  added += 1;
}
const snapshot = snapshotRoster(engine);
const points = snapshot.costs.find((c) => c.name === "pts")?.value ?? 0;
console.log(`roster: ${added} units, ${points} pts, ${snapshot.errors.length} validation errors`);

report("evaluate the roster (costs, validation, state)", measure(200, () => snapshotRoster(engine), 20), "p50 < 5 ms, p99 < 10 ms");
const extra = pick("Intercessor Squad") as string;
// Only the add and the evaluation after it are timed; taking the unit out again is not.
const addTimes: number[] = [];
for (let i = 0; i < 110; i++) {
  const start = performance.now();
  const { selectionId } = selectEntry(engine, forceId, extra);
  snapshotRoster(engine);
  if (i >= 10) addTimes.push(performance.now() - start);
  deselectSelection(engine, forceId, selectionId as string);
}
addTimes.sort((a, b) => a - b);
const at = (q: number) => addTimes[Math.min(addTimes.length - 1, Math.floor(q * addTimes.length))] ?? 0;
report("add a unit and evaluate again", { runs: addTimes.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: addTimes[addTimes.length - 1] ?? 0 }, "p50 < 5 ms, p99 < 10 ms");
(globalThis as { gc?: () => void }).gc?.();
const rss = process.memoryUsage().rss / 1048576;
const heap = process.memoryUsage().heapUsed / 1048576;
const peak = process.resourceUsage().maxRSS / 1024;
console.log(
  `memory with the system loaded: RSS ${rss.toFixed(0)} MB after GC (heap ${heap.toFixed(0)} MB), peak ${peak.toFixed(0)} MB; ` +
    `the process started at ${baselineRss.toFixed(0)} MB (Node + tsx) (target: under 100 MB)`,
);
