/**
 * Run by battlescribe.bench.ts as plain Node on a bundle of this file (no tsx, whose loader
 * thread costs tens of MB): loads the 40k system with Ultramarines, builds the 2000-point
 * Battalion, evaluates it and adds and removes a unit many times, then prints the process's
 * memory as one JSON line.
 */
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { timeEvaluations } from "./timed-evaluation";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { buildUltramarinesBattalion } from "../../tests/support/bs-battalion";
import { readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";

const mb = (bytes: number) => Math.round(bytes / 1048576);
const startRss = mb(process.memoryUsage().rss);
const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-9e", WH40K_9E_ULTRAMARINES)));
const loadedRss = mb(process.memoryUsage().rss);
const { force, forceId } = buildUltramarinesBattalion(engine);
const squad = rootEntryNamed(engine, force, "Intercessor Squad");
if (!squad) throw new Error("Intercessor Squad not found");
const timing = timeEvaluations(engine, forceId, squad.id);
console.log(JSON.stringify({ ...timing, startRss, loadedRss, endRss: mb(process.memoryUsage().rss), peakRss: Math.round(process.resourceUsage().maxRSS / 1024), heapUsed: mb(process.memoryUsage().heapUsed) }));
