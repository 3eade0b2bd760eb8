/**
 * The memory part of both BattleScribe benches. Each figure comes from a fresh plain-Node process
 * (a bundle of bs-memory.child.ts) that loads one data set, builds its roster, evaluates it 520
 * times and adds and removes a unit 520 times (see timed-evaluation.ts). The headline is the server as `npm start` runs it:
 * its node flags, read from package.json, and the data set read back from its stored JSON as the
 * server reads an installed one from the database. Default flags, an XML import in the same
 * process and `--optimize-for-size` are printed beside it, so the trade is seen, not guessed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import type { DataSet } from "../../lib/battlescribe/data-types";
import { CORPUS_DIR } from "../../tests/support/bs-corpus";
import { serverNodeFlags } from "../server-node-flags";

type ChildFigures = { startRss: number; loadedRss: number; peakRss: number; evalP50: number; evalP99: number; addP50: number; addP99: number };

const timings = (m: ChildFigures) => `evaluate p50 ${m.evalP50} ms, p99 ${m.evalP99} ms; add a unit p50 ${m.addP50} ms, p99 ${m.addP99} ms`;

export function reportMemory(edition: "9e" | "10e", dataSet: DataSet, targetMb: number): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-memory-"));
  try {
    const bundle = path.join(dir, "bs-memory.mjs");
    buildSync({ entryPoints: [path.join(import.meta.dirname, "bs-memory.child.ts")], bundle: true, platform: "node", format: "esm", outfile: bundle, logLevel: "error" });
    const stored = path.join(dir, "stored.json");
    fs.writeFileSync(stored, JSON.stringify({ gameSystem: dataSet.gameSystem, catalogues: dataSet.catalogues }));
    const run = (flags: string[], source: string): ChildFigures => {
      const child = spawnSync(process.execPath, [...flags, bundle, edition, source], { env: { ...process.env, MUSTER_CORPUS_DIR: CORPUS_DIR, NODE_OPTIONS: "" }, encoding: "utf8" });
      if (child.status !== 0) throw new Error(`memory child failed: ${child.stderr}`);
      return JSON.parse(child.stdout.trim().split("\n").pop() as string) as ChildFigures;
    };
    const flags = serverNodeFlags();
    const server = run(flags, stored);
    console.log(
      `memory of a Node process with the system loaded, as the server runs (node ${flags.join(" ")}, the data set read from its stored JSON): ` +
        `peak RSS ${server.peakRss} MB (target: under ${targetMb} MB); ${server.startRss} MB at start, ${server.loadedRss} MB once loaded; ${timings(server)}`,
    );
    const xml = run(flags, "xml");
    console.log(`  same flags, parsing the XML in that process (an import): peak RSS ${xml.peakRss} MB (${xml.loadedRss} MB once loaded)`);
    // V8's defaults let its young generation grow to 32 MB under a steady allocation rate;
    // --optimize-for-size also keeps promoted garbage small, at a cost in speed.
    for (const other of [[], ["--optimize-for-size"]]) {
      const m = run(other, stored);
      console.log(`  ${other.length ? `node ${other.join(" ")}` : "default node flags"}: peak RSS ${m.peakRss} MB (${m.loadedRss} MB once loaded); ${timings(m)}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
