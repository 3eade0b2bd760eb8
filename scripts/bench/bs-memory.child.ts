/**
 * Run by the BattleScribe benches as plain Node on a bundle of this file (no tsx, whose loader
 * thread costs tens of MB): loads a 40k data set, builds its 2000-point roster, evaluates it and
 * adds and removes a unit many times, then prints the process's memory and timings as one JSON
 * line.
 *
 * `node bs-memory.mjs <9e|10e> <stored.json|xml>`: a data set is loaded as the server loads an
 * installed one (its stored JSON, read back from the database), or parsed from the corpus's XML
 * as an import does.
 */
import fs from "node:fs";
import type { DataSet } from "../../lib/battlescribe/data-types";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { rootEntryNamed } from "../../lib/battlescribe/engine/lookup";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import { buildUltramarinesBattalion } from "../../tests/support/bs-battalion";
import { readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";
import { buildGladiusTaskForce } from "../../tests/support/bs-gladius";
import { timeEvaluations } from "./timed-evaluation";

const [edition, source] = process.argv.slice(2);
const mb = (bytes: number) => Math.round(bytes / 1048576);

function loadDataSet(): DataSet {
  if (source !== "xml") return JSON.parse(fs.readFileSync(source as string, "utf8")) as DataSet;
  return edition === "9e"
    ? readDataSet(readCorpusFiles("bsdata/wh40k-9e", WH40K_9E_ULTRAMARINES))
    : readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false });
}

const startRss = mb(process.memoryUsage().rss);
const engine = createEngine(loadDataSet());
const loadedRss = mb(process.memoryUsage().rss);
const { force, forceId } = edition === "9e" ? buildUltramarinesBattalion(engine) : buildGladiusTaskForce(engine);
const squad = rootEntryNamed(engine, force, "Intercessor Squad");
if (!squad) throw new Error("Intercessor Squad not found");
const timing = timeEvaluations(engine, forceId, squad.id);
console.log(JSON.stringify({ ...timing, startRss, loadedRss, peakRss: Math.round(process.resourceUsage().maxRSS / 1024) }));
