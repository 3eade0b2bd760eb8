/**
 * BSData written for New Recruit: the corpus's 40k 10th edition game system with the Space
 * Marines catalogue and everything it links (7 files, 7.7 MB). Import time against a bare
 * `saxes` parse, evaluating a legal 2000-point Gladius Task Force, adding a unit and evaluating
 * again, and the peak memory of a Node process with the system loaded (issue 16's targets:
 * evaluate and add-unit p50 < 5 ms, p99 < 10 ms; RSS < 150 MB). Printed, never asserted.
 */
import { performance } from "node:perf_hooks";
import { deselectSelection, selectEntry } from "../../lib/battlescribe/engine/actions";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { walkSelections } from "../../lib/battlescribe/engine/roster";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";
import { createSaxParser } from "../../lib/xml/create-sax-parser";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { corpusDir, readCorpusFiles } from "../../tests/support/bs-corpus";
import { buildGladiusTaskForce, WH40K_10E_POINTS } from "../../tests/support/bs-gladius";
import { reportMemory } from "./bs-memory";
import { collectGarbage, measure, report } from "./measure";

if (!corpusDir()) {
  console.log("New Recruit data bench skipped: ../shared/corpus is not on this machine.");
  process.exit(0);
}

const files = readCorpusFiles("bsdata/wh40k-10e");
const megabytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0) / 1_000_000;
const read = () => readDataSet(files, { strictLinks: false });

function bareParse(): void {
  for (const file of files) {
    createSaxParser({ opentag: () => undefined }).write(file.content).close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
bareParse();
read();
const saxes: number[] = [];
const imports: number[] = [];
for (let i = 0; i < 7; i++) {
  let start = performance.now();
  bareParse();
  saxes.push(performance.now() - start);
  start = performance.now();
  read();
  imports.push(performance.now() - start);
}
console.log(`import ${megabytes.toFixed(2)} MB: bare saxes ${median(saxes).toFixed(1)} ms, Muster import ${median(imports).toFixed(1)} ms, ratio ${(median(imports) / median(saxes)).toFixed(2)}`);

const engine = createEngine(read());
const { force, forceId } = buildGladiusTaskForce(engine);
const snapshot = snapshotRoster(engine);
const points = snapshot.costs.find((c) => c.typeId === WH40K_10E_POINTS)?.value ?? 0;
console.log(`roster: the 2000-point Gladius Task Force, ${force.selections.length} root selections, ${walkSelections(force.selections).length} in all, ${points} pts, ${snapshot.errors.length} validation errors`);

// The imports' garbage is collected here, not inside the evaluation timings.
collectGarbage();
report("evaluate the roster (costs, validation, state)", measure(500, () => snapshotRoster(engine), 20), "p50 < 5 ms, p99 < 10 ms");
const squad = rootEntryNamed(engine, force, "Intercessor Squad");
if (!squad) throw new Error("Intercessor Squad not found");
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

reportMemory("10e", read(), 150);
