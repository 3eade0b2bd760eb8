/**
 * `npm run data:sweep -- <folder of repositories>`: installs every BattleScribe game system it
 * finds (each repository folder may hold several), builds one roster per catalogue by adding
 * each of its first five units through the engine, and prints a table: system, revision,
 * catalogues, warnings by kind, time, peak RSS and the roster check.
 *
 * A catalogue that links one missing from the folder (a snapshot without its largest files) is
 * left out, with what links it, and counted under "left-out-incomplete" rather than refusing the
 * whole system. Each game system is installed by a process of its own (started with `npm start`'s Node
 * flags), so that its time and peak RSS are its own. The database is the one DATABASE_URL
 * names, else a temporary embedded one made for the sweep and removed after it; the peak RSS of
 * an embedded run includes the embedded database itself (about 250 MB).
 *
 *   --markdown        print the table as Markdown (docs/battlescribe.md holds one)
 *   --only <text>     only repositories whose folder name contains the text
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverEnvironment, serverNodeFlags } from "./server-node-flags";

const ROOT = path.resolve(import.meta.dirname, "..");
const HERE = import.meta.filename;

type SystemResult = {
  repository: string;
  system: string;
  id: string;
  revision: number;
  catalogues: number;
  libraries: number;
  warnings: Record<string, number>;
  installMs: number;
  rosterMs: number;
  peakRssMb: number;
  rosters: { built: number; tried: number; units: number; problems: string[] };
  error?: string;
};

function repositoriesIn(folder: string): string[] {
  const holdsData = (dir: string) => fs.readdirSync(dir).some((name) => /\.(gstz?|catz?|json)$/i.test(name));
  if (holdsData(folder)) return [folder];
  return fs
    .readdirSync(folder)
    .filter((name) => !name.startsWith(".") && fs.statSync(path.join(folder, name)).isDirectory())
    .map((name) => path.join(folder, name))
    .sort();
}

function runChild(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [...serverNodeFlags(), "--import", "tsx", HERE, ...args], { cwd: ROOT, env: { ...env, ...serverEnvironment() }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, out, err })));
}

async function prepareDatabase(): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => void }> {
  const root = process.env.DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "muster-sweep-"));
  const env = root ? { ...process.env, MUSTER_DATA_DIR: path.join(root, "pglite") } : { ...process.env };
  const prepared = await runChild(["--prepare"], env);
  if (prepared.code !== 0) throw new Error(`could not prepare the sweep's database: ${prepared.err || prepared.out}`);
  return { env, cleanup: () => (root ? fs.rmSync(root, { recursive: true, force: true }) : undefined) };
}

function formatWarnings(warnings: Record<string, number>): string {
  const parts = Object.entries(warnings)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${n}`);
  return parts.length > 0 ? parts.join(", ") : "none";
}

function printTable(results: SystemResult[], markdown: boolean): void {
  const header = ["repository", "system", "revision", "catalogues", "warnings by kind", "install", "peak RSS", "roster check"];
  const rows = results.map((r) => [
    r.repository,
    r.system,
    String(r.revision),
    r.error ? "-" : `${r.catalogues} (${r.libraries} libraries)`,
    r.error ? "-" : formatWarnings(r.warnings),
    r.error ? "-" : `${(r.installMs / 1000).toFixed(1)} s`,
    `${r.peakRssMb} MB`,
    r.error
      ? `NOT INSTALLED: ${r.error}`
      : `${r.rosters.built}/${r.rosters.tried} built, ${r.rosters.units} units (${(r.rosterMs / 1000).toFixed(1)} s)${r.rosters.problems.length > 0 ? `; ${r.rosters.problems.slice(0, 3).join("; ")}` : ""}`,
  ]);
  if (markdown) {
    console.log(`| ${header.join(" | ")} |`);
    console.log(`|${header.map(() => "---").join("|")}|`);
    for (const row of rows) console.log(`| ${row.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`);
    return;
  }
  for (const row of rows) console.log(row.join("  ·  "));
}

async function parent(argv: string[]): Promise<void> {
  const markdown = argv.includes("--markdown");
  const onlyAt = argv.indexOf("--only");
  const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
  const folders = argv.filter((a, i) => !a.startsWith("--") && (onlyAt < 0 || i !== onlyAt + 1));
  if (folders.length === 0) {
    console.error("Name a folder of repositories: npm run data:sweep -- ../bsdata");
    process.exit(2);
  }
  const repositories = folders.flatMap(repositoriesIn).filter((r) => !only || path.basename(r).includes(only));
  const { env, cleanup } = await prepareDatabase();
  const results: SystemResult[] = [];
  try {
    for (const repository of repositories) {
      const listed = await runChild(["--list", repository], env);
      const systems = listed.code === 0 ? (JSON.parse(listed.out.trim().split("\n").pop() ?? "[]") as { id: string; name: string }[]) : [];
      if (systems.length === 0) {
        const reason = listed.code === 0 ? "no game system found" : (listed.err.trim().split("\n").pop() ?? "failed");
        results.push({ repository: path.basename(repository), system: "-", id: "", revision: 0, catalogues: 0, libraries: 0, warnings: {}, installMs: 0, rosterMs: 0, peakRssMb: 0, rosters: { built: 0, tried: 0, units: 0, problems: [] }, error: reason });
        continue;
      }
      for (const system of systems) {
        const run = await runChild(["--system", repository, system.id], env);
        const last = run.out.trim().split("\n").pop() ?? "";
        let result: SystemResult;
        try {
          result = JSON.parse(last) as SystemResult;
        } catch {
          result = { repository: path.basename(repository), system: system.name, id: system.id, revision: 0, catalogues: 0, libraries: 0, warnings: {}, installMs: 0, rosterMs: 0, peakRssMb: 0, rosters: { built: 0, tried: 0, units: 0, problems: [] }, error: (run.err.trim().split("\n").pop() ?? `exit ${run.code}`).slice(0, 300) };
        }
        results.push(result);
        if (!markdown) printTable([result], false);
      }
    }
  } finally {
    cleanup();
  }
  if (markdown) printTable(results, true);
  const failed = results.filter((r) => r.error || r.rosters.built < r.rosters.tried);
  console.log(`\n${results.length} game systems, ${results.filter((r) => !r.error).length} installed, ${results.length - failed.length} with every roster built.`);
}

/** In the child: prepare the database, list a repository's systems, or sweep one system. */
async function child(argv: string[]): Promise<void> {
  const { openDatabase } = await import("../lib/db/open-database");
  const database = openDatabase();
  try {
    if (argv[0] === "--prepare") {
      const { applyMigrations } = await import("../lib/db/apply-migrations");
      await applyMigrations(database.sql);
      return;
    }
    const { sourcesOnDisk } = await import("../lib/data-install/data-file-sources");
    const { installDataFiles, planInstall } = await import("../lib/data-install/install-data-files");
    const repository = argv[1] as string;
    const sources = await sourcesOnDisk([repository]);
    if (argv[0] === "--list") {
      const { plan } = await planInstall(sources);
      console.log(JSON.stringify(plan.sets.map((s) => ({ id: s.gameSystem.id, name: s.gameSystem.name }))));
      return;
    }
    const systemId = argv[2] as string;
    const started = performance.now();
    const base = { repository: path.basename(repository), id: systemId, system: systemId, revision: 0, catalogues: 0, libraries: 0, warnings: {} as Record<string, number>, rosterMs: 0, rosters: { built: 0, tried: 0, units: 0, problems: [] as string[] } };
    let report;
    try {
      report = await installDataFiles(database.prisma, sources, { ownerId: "", only: (head) => head.id === systemId, allOrNothing: true, leaveOutIncomplete: true });
    } catch (error) {
      const { describeDataError } = await import("../lib/battlescribe/xml/data-error-text");
      const { DataFileError } = await import("../lib/battlescribe/xml/data-file-error");
      const { DataSetError } = await import("../lib/battlescribe/xml/data-set-error");
      const message = error instanceof DataFileError || error instanceof DataSetError ? describeDataError(error) : error instanceof Error ? error.message : String(error);
      console.log(JSON.stringify({ ...base, installMs: performance.now() - started, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), error: message }));
      return;
    }
    const installMs = performance.now() - started;
    const installed = report.installed[0];
    if (!installed) throw new Error("nothing installed");
    for (const warning of installed.warningList) base.warnings[warning.code] = (base.warnings[warning.code] ?? 0) + Number(warning.params.count ?? 1);
    for (const note of installed.notes) base.warnings[note.code] = (base.warnings[note.code] ?? 0) + 1;
    const peakInstall = Math.round(process.resourceUsage().maxRSS / 1024);

    const { loadPackageDataSet } = await import("../lib/db/bs-data-sets");
    const { createEngine } = await import("../lib/battlescribe/engine/engine");
    const { buildSampleRoster } = await import("../lib/battlescribe/sweep/sample-roster");
    const data = await loadPackageDataSet(database.prisma, installed.id);
    const rosterStart = performance.now();
    const engine = createEngine(data);
    const playable = data.catalogues.filter((c) => !c.library && !c.hidden);
    for (const catalogue of playable) {
      const sample = buildSampleRoster(engine, catalogue.id);
      base.rosters.tried++;
      if (!sample.problem) base.rosters.built++;
      else base.rosters.problems.push(`${sample.catalogue}: ${sample.problem}`.slice(0, 200));
      base.rosters.units += sample.units.length;
    }
    console.log(
      JSON.stringify({
        ...base,
        system: installed.name,
        revision: installed.revision,
        catalogues: data.catalogues.length,
        libraries: data.catalogues.filter((c) => c.library).length,
        installMs,
        rosterMs: performance.now() - rosterStart,
        peakRssMb: peakInstall,
      }),
    );
  } finally {
    await database.close();
  }
}

const argv = process.argv.slice(2);
if (argv[0] === "--prepare" || argv[0] === "--list" || argv[0] === "--system") {
  await child(argv);
  process.exit(0);
} else {
  await parent(argv);
}
