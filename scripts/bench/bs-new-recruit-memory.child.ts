/**
 * Run by bs-new-recruit.bench.ts as plain Node on a bundle of this file: loads the 40k 10th
 * edition data, builds the Gladius Task Force, evaluates it and adds and removes a unit many
 * times, then prints the process's memory as one JSON line.
 */
import { deselectSelection, selectEntry } from "../../lib/battlescribe/engine/actions";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { readCorpusFiles } from "../../tests/support/bs-corpus";
import { buildGladiusTaskForce } from "../../tests/support/bs-gladius";

const mb = (bytes: number) => Math.round(bytes / 1048576);
const startRss = mb(process.memoryUsage().rss);
const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
const loadedRss = mb(process.memoryUsage().rss);
const { force, forceId } = buildGladiusTaskForce(engine);
const squad = rootEntryNamed(engine, force, "Intercessor Squad");
if (!squad) throw new Error("Intercessor Squad not found");
// Timed here too, so each set of V8 flags shows what its memory costs in speed.
const evalMs: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  snapshotRoster(engine);
  evalMs.push(performance.now() - t);
}
const addMs: number[] = [];
for (let i = 0; i < 100; i++) {
  const t = performance.now();
  const { selectionId } = selectEntry(engine, forceId, squad.id);
  snapshotRoster(engine);
  addMs.push(performance.now() - t);
  deselectSelection(engine, forceId, selectionId as string);
}
const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};
const timing = { evalP50: quantile(evalMs, 0.5), evalP99: quantile(evalMs, 0.99), addP50: quantile(addMs, 0.5), addP99: quantile(addMs, 0.99) };
console.log(JSON.stringify({ ...timing, startRss, loadedRss, peakRss: Math.round(process.resourceUsage().maxRSS / 1024) }));
