/**
 * Where an install's time and memory go, in one process (started by install.bench.ts with the
 * server's Node flags, on a migrated database): the files' heads, reading the XML into the
 * model, counting, JSON, gzip, and the database (batched inserts, the swap), with the heap at
 * its fullest. Prints figures.
 */
import { openDatabase } from "../../lib/db/open-database";
import { sourcesOnDisk } from "../../lib/data-install/data-file-sources";
import { installDataFiles } from "../../lib/data-install/install-data-files";
import { inlineRunner, type InstallRunner } from "../../lib/data-install/install-runner";
import { parseDataFile, type ParseTimings } from "../../lib/data-install/parse-data-file-task";

const dir = process.argv[2] as string;
const database = openDatabase();
await database.prisma.$queryRaw`SELECT 1`;
const floor = process.memoryUsage();
const timings: ParseTimings = { readMs: 0, countMs: 0, jsonMs: 0, gzipMs: 0 };
let headMs = 0;
let diskMs = 0;
let xmlBytes = 0;
let jsonBytes = 0;
let gzipBytes = 0;
let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
};
const runner: InstallRunner = {
  head: async (fileName, bytes) => {
    const start = performance.now();
    const head = await inlineRunner.head(fileName, bytes);
    headMs += performance.now() - start;
    return head;
  },
  parse: async (fileName, bytes) => {
    xmlBytes += bytes.byteLength;
    const file = parseDataFile({ fileName, bytes }, timings);
    sample();
    jsonBytes += file.jsonBytes;
    gzipBytes += file.dataGzip.byteLength;
    return file;
  },
};
const sources = (await sourcesOnDisk([dir])).map((source) => ({
  ...source,
  read: async () => {
    const start = performance.now();
    const bytes = await source.read();
    diskMs += performance.now() - start;
    return bytes;
  },
}));
const timer = setInterval(sample, 10);
const started = performance.now();
await installDataFiles(database.prisma, sources, { ownerId: "", runner });
const total = performance.now() - started;
clearInterval(timer);
await database.close();
const parse = timings.readMs + timings.countMs + timings.jsonMs + timings.gzipMs;
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
console.log(`in one process: install ${(total / 1000).toFixed(2)} s = disk reads ${diskMs.toFixed(0)} ms + heads ${headMs.toFixed(0)} ms + XML to model ${timings.readMs.toFixed(0)} ms + counts ${timings.countMs.toFixed(0)} ms + JSON ${timings.jsonMs.toFixed(0)} ms + gzip ${timings.gzipMs.toFixed(0)} ms + database ${(total - diskMs - headMs - parse).toFixed(0)} ms`);
console.log(`  ${mb(xmlBytes)} of XML became ${mb(jsonBytes)} of JSON, stored as ${mb(gzipBytes)} gzip; heap at most ${mb(peakHeap)} (${mb(floor.heapUsed)} before); RSS at most ${mb(peakRss)} (${mb(floor.rss)} with the database open, before the install)`);
