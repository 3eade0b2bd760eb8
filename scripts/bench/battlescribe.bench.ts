/**
 * BattleScribe data on the corpus's 40k 9e game system + Ultramarines and every catalogue it
 * links (6 files, 4.96 MB): import time against a bare `saxes` parse of the same bytes, the
 * time to evaluate a legal 2000-point Battalion and to add a unit and evaluate again, and the
 * peak memory of a Node process with the system loaded. Figures are printed, never asserted.
 */
import { performance } from "node:perf_hooks";
import { deselectSelection, selectEntry } from "../../lib/battlescribe/engine/actions";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { walkSelections } from "../../lib/battlescribe/engine/roster";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";
import { createSaxParser } from "../../lib/xml/create-sax-parser";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { buildUltramarinesBattalion } from "../../tests/support/bs-battalion";
import { corpusDir, readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";
import { reportMemory } from "./bs-memory";
import { collectGarbage, measure, report } from "./measure";

if (!corpusDir()) {
  console.log("BattleScribe bench skipped: ../shared/corpus is not on this machine.");
  process.exit(0);
}

const files = readCorpusFiles("bsdata/wh40k-9e", WH40K_9E_ULTRAMARINES);
const megabytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0) / 1_000_000;

function bareParse(): void {
  for (const file of files) {
    createSaxParser({ opentag: () => undefined }).write(file.content).close();
  }
}

/** The two are timed in turns, so that a busy moment of the machine hits both alike. */
function compareImport(runs: number): { saxesMs: number; importMs: number } {
  const saxes: number[] = [];
  const imports: number[] = [];
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    bareParse();
    saxes.push(performance.now() - start);
    start = performance.now();
    readDataSet(files);
    imports.push(performance.now() - start);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { saxesMs: median(saxes), importMs: median(imports) };
}

bareParse();
readDataSet(files);
const { saxesMs, importMs } = compareImport(9);
console.log(`import ${megabytes.toFixed(2)} MB: bare saxes ${saxesMs.toFixed(1)} ms, Muster import ${importMs.toFixed(1)} ms, ratio ${(importMs / saxesMs).toFixed(2)} (target: at most 2)`);

const engine = createEngine(readDataSet(files));
const { force, forceId } = buildUltramarinesBattalion(engine);
const snapshot = snapshotRoster(engine);
const points = snapshot.costs.find((c) => c.name === "pts")?.value ?? 0;
console.log(`roster: the 2000-point Ultramarines Battalion, ${force.selections.length} root selections, ${walkSelections(force.selections).length} in all, ${points} pts, ${snapshot.errors.length} validation errors`);

// The imports' garbage is collected here, not inside the evaluation timings.
collectGarbage();
report("evaluate the roster (costs, validation, state)", measure(500, () => snapshotRoster(engine), 20), "p50 < 5 ms, p99 < 10 ms");
const squad = rootEntryNamed(engine, force, "Intercessor Squad");
if (!squad) throw new Error("Intercessor Squad not found");
// Only the add and the evaluation after it are timed; taking the unit out again is not. 500
// of each, so that p99 is the fifth slowest rather than the slowest of a hundred.
const addTimes: number[] = [];
for (let i = 0; i < 520; i++) {
  const start = performance.now();
  const { selectionId } = selectEntry(engine, forceId, squad.id);
  snapshotRoster(engine);
  if (i >= 20) addTimes.push(performance.now() - start);
  deselectSelection(engine, forceId, selectionId as string);
}
addTimes.sort((a, b) => a - b);
const at = (q: number) => addTimes[Math.min(addTimes.length - 1, Math.floor(q * addTimes.length))] ?? 0;
report("add a unit and evaluate again", { runs: addTimes.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: addTimes[addTimes.length - 1] ?? 0 }, "p50 < 5 ms, p99 < 10 ms");

reportMemory("9e", readDataSet(files), 100);
