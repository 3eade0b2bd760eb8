/** A tournament organiser's batch: 200 roster files through the validate command. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { runValidate } from "../../lib/cli/validate-rosters";

const COUNT = Number(process.env.BENCH_ROSTERS ?? 200);
const examplesDir = path.resolve(import.meta.dirname, "../../data/examples");
const examples = ["wh40k-2000-battalion-patrol.json", "t9a-4500.json", "aos-gloomspite-pitched-2000.json", "aof-regiments-1500.json"];
const dir = mkdtempSync(path.join(tmpdir(), "muster-bench-"));
const files: string[] = [];
for (let i = 0; i < COUNT; i++) {
  const name = examples[i % examples.length] as string;
  const roster = JSON.parse(readFileSync(path.join(examplesDir, name), "utf8"));
  roster.name = `${roster.name} #${i}`;
  // Every fifth list gets a limit 500 below its cost, so the batch has invalid rosters to report too.
  if (i % 5 === 0) roster.limits = Object.fromEntries(Object.entries(roster.limits as Record<string, number>).map(([k, v]) => [k, v - 500]));
  const file = path.join(dir, `roster-${i}.json`);
  writeFileSync(file, JSON.stringify(roster));
  files.push(file);
}
let lines = 0;
const start = performance.now();
const code = await runValidate(files, { out: () => lines++, err: () => lines++ });
const ms = performance.now() - start;
rmSync(dir, { recursive: true, force: true });
console.log(`validate ${COUNT} roster files (incl. loading game data): ${ms.toFixed(0)} ms total, ${(ms / COUNT).toFixed(2)} ms per roster, exit code ${code}, ${lines} lines   (target: seconds)`);
