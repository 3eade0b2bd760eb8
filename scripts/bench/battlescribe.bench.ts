/**
 * BattleScribe data on the corpus's 40k 9e game system + Ultramarines and every catalogue it
 * links (6 files, 4.96 MB): import time against a bare `saxes` parse of the same bytes, the
 * time to evaluate a legal 2000-point Battalion and to add a unit and evaluate again, and the
 * peak memory of a Node process with the system loaded. Figures are printed, never asserted.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildSync } from "esbuild";
import { SaxesParser } from "saxes";
import { deselectSelection, selectEntry } from "../../lib/battlescribe/engine/actions";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { walkSelections } from "../../lib/battlescribe/engine/roster";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { buildUltramarinesBattalion } from "../../tests/support/bs-battalion";
import { CORPUS_DIR, corpusDir, readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";
import { measure, report } from "./measure";

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

report("evaluate the roster (costs, validation, state)", measure(200, () => snapshotRoster(engine), 20), "p50 < 5 ms, p99 < 10 ms");
const squad = rootEntryNamed(engine, force, "Intercessor Squad");
if (!squad) throw new Error("Intercessor Squad not found");
// Only the add and the evaluation after it are timed; taking the unit out again is not.
const addTimes: number[] = [];
for (let i = 0; i < 110; i++) {
  const start = performance.now();
  const { selectionId } = selectEntry(engine, forceId, squad.id);
  snapshotRoster(engine);
  if (i >= 10) addTimes.push(performance.now() - start);
  deselectSelection(engine, forceId, selectionId as string);
}
addTimes.sort((a, b) => a - b);
const at = (q: number) => addTimes[Math.min(addTimes.length - 1, Math.floor(q * addTimes.length))] ?? 0;
report("add a unit and evaluate again", { runs: addTimes.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: addTimes[addTimes.length - 1] ?? 0 }, "p50 < 5 ms, p99 < 10 ms");

type ChildFigures = { startRss: number; loadedRss: number; peakRss: number; evalP50: number; evalP99: number; addP50: number; addP99: number };

/** Memory is measured in a fresh plain-Node process, as production runs compiled code. */
function measureMemory(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-memory-"));
  try {
    const bundle = path.join(dir, "bs-memory.mjs");
    buildSync({ entryPoints: [path.join(import.meta.dirname, "bs-memory.child.ts")], bundle: true, platform: "node", format: "esm", outfile: bundle, logLevel: "error" });
    const run = (flags: string[]) => {
      const child = spawnSync(process.execPath, [...flags, bundle], { env: { ...process.env, MUSTER_CORPUS_DIR: CORPUS_DIR }, encoding: "utf8" });
      if (child.status !== 0) throw new Error(`memory child failed: ${child.stderr}`);
      return JSON.parse(child.stdout.trim().split("\n").pop() as string) as ChildFigures & { endRss: number; heapUsed: number };
    };
    const m = run([]);
    console.log(
      `memory of a Node process with the system loaded: peak RSS ${m.peakRss} MB (target: under 100 MB); ` +
        `${m.startRss} MB at start (Node itself), ${m.loadedRss} MB once loaded, ${m.endRss} MB after 200 evaluations and 100 add/remove (heap ${m.heapUsed} MB)`,
    );
    // V8 grows its young generation to 32 MB under a steady allocation rate and lets promoted
    // garbage build up to a multiple of the live heap; a server with a memory budget can trade
    // speed for memory with these flags (timed in the same child, on this machine).
    for (const flags of [["--max-semi-space-size=4"], ["--optimize-for-size"]]) {
      const capped = run(flags);
      console.log(`  with node ${flags.join(" ")}: peak RSS ${capped.peakRss} MB (${capped.loadedRss} MB once loaded); evaluate p50 ${capped.evalP50} ms, p99 ${capped.evalP99} ms; add a unit p50 ${capped.addP50} ms, p99 ${capped.addP99} ms`);
    }
    console.log(`  default flags, same child: evaluate p50 ${m.evalP50} ms, p99 ${m.evalP99} ms; add a unit p50 ${m.addP50} ms, p99 ${m.addP99} ms`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
measureMemory();
