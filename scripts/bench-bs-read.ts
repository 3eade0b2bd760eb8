/**
 * `tsx scripts/bench-bs-read.ts`: how fast the BattleScribe data file reader is compared with
 * the saxes parse under it. Reads the 40k 9th edition game system, Ultramarines and every
 * catalogue those link to, transitively. Target: readDataFile at most 2x the bare parse.
 * Run with NODE_OPTIONS=--expose-gc for steadier figures.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createSaxParser } from "../lib/xml/create-sax-parser";
import { readDataFile } from "../lib/battlescribe/xml/read-data-file";
import { findCorpus } from "../tests/support/corpus-path";

const corpus = findCorpus();
if (!corpus) {
  console.log("No test corpus (../shared/corpus or MUSTER_CORPUS): nothing to measure.");
  process.exit(0);
}
const folder = path.join(corpus, "bsdata/wh40k-9e");

// Which catalogue file has which id, to follow catalogueLinks.
const byId = new Map<string, { file: string; links: string[] }>();
for (const file of readdirSync(folder).filter((f) => f.endsWith(".cat"))) {
  const result = readDataFile(file, readFileSync(path.join(folder, file)));
  if (result.kind === "catalogue") byId.set(result.data.id, { file, links: (result.data.catalogueLinks ?? []).map((l) => l.targetId) });
}
const chosen = new Set<string>(["Warhammer 40,000.gst"]);
const queue = [...byId.values()].filter((c) => c.file === "Imperium - Ultramarines.cat");
while (queue.length > 0) {
  const next = queue.pop();
  if (!next || chosen.has(next.file)) continue;
  chosen.add(next.file);
  for (const id of next.links) {
    const target = byId.get(id);
    if (target) queue.push(target);
  }
}
const files = [...chosen].map((file) => ({ file, bytes: new Uint8Array(readFileSync(path.join(folder, file))) }));
const totalBytes = files.reduce((sum, f) => sum + f.bytes.length, 0);

function bareParse(): void {
  for (const { bytes } of files) {
    createSaxParser({ opentag: () => undefined }).write(new TextDecoder().decode(bytes)).close();
  }
}
function reader(): void {
  for (const { file, bytes } of files) readDataFile(file, bytes);
}
// Collecting garbage before each timed run keeps one run's garbage out of the next one's time.
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Runs both alternately, so that a busy machine slows both alike; medians of each. */
function medians(runs: number): { bare: number; full: number } {
  for (let i = 0; i < 3; i++) {
    bareParse();
    reader();
  }
  const bareTimes: number[] = [];
  const fullTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc();
    let start = performance.now();
    bareParse();
    bareTimes.push(performance.now() - start);
    gc();
    start = performance.now();
    reader();
    fullTimes.push(performance.now() - start);
  }
  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
  return { bare: median(bareTimes), full: median(fullTimes) };
}

const runs = Number(process.env.BENCH_RUNS ?? 21);
const { bare, full } = medians(runs);
console.log(`files: ${files.map((f) => f.file).join(", ")}`);
console.log(`total: ${(totalBytes / 1024 / 1024).toFixed(2)} MB in ${files.length} files`);
console.log(`bare saxes parse: ${bare.toFixed(1)} ms (median of ${runs}${(globalThis as { gc?: unknown }).gc ? ", gc between runs" : ""})`);
console.log(`readDataFile:     ${full.toFixed(1)} ms`);
console.log(`ratio: ${(full / bare).toFixed(2)}x (target <= 2x)`);
