/**
 * `tsx scripts/bench-bs-read.ts`: how fast the BattleScribe data file reader is compared with
 * the saxes parse under it. Reads the 40k 9th edition game system, Ultramarines and every
 * catalogue those link to, transitively. Target: readDataFile at most 2x the bare parse.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { SaxesParser } from "saxes";
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
    const parser = new SaxesParser({ xmlns: false, position: true });
    parser.write(new TextDecoder().decode(bytes)).close();
  }
}
function reader(): void {
  for (const { file, bytes } of files) readDataFile(file, bytes);
}
function median(runs: number, work: () => void): number {
  for (let i = 0; i < 3; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}

const runs = Number(process.env.BENCH_RUNS ?? 15);
const bare = median(runs, bareParse);
const full = median(runs, reader);
console.log(`files: ${files.map((f) => f.file).join(", ")}`);
console.log(`total: ${(totalBytes / 1024 / 1024).toFixed(2)} MB in ${files.length} files`);
console.log(`bare saxes parse: ${bare.toFixed(1)} ms (median of ${runs})`);
console.log(`readDataFile:     ${full.toFixed(1)} ms`);
console.log(`ratio: ${(full / bare).toFixed(2)}x (target <= 2x)`);
