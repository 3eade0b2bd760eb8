/**
 * Run by bs-new-recruit.bench.ts as plain Node on a bundle of this file: loads the 40k 10th
 * edition data, builds the Gladius Task Force, evaluates it and adds and removes a unit many
 * times, then prints the process's memory as one JSON line.
 */
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { timeEvaluations } from "./timed-evaluation";
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
const timing = timeEvaluations(engine, forceId, squad.id);
console.log(JSON.stringify({ ...timing, startRss, loadedRss, peakRss: Math.round(process.resourceUsage().maxRSS / 1024) }));
