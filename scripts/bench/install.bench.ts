/**
 * Installing the 40k 10th edition repository (issue 33): time and peak RSS of `npm run
 * data:import` in its own process, where that time goes, and an upload through the Game data
 * page of a running production server, with /api/health answered meanwhile (p50/p99/max).
 * Figures are printed, never asserted. Each part runs on the embedded database and, when a
 * PostgreSQL server answers (DATABASE_URL, TEST_DATABASE_URL, else 127.0.0.1:5432), on it too.
 *
 * MUSTER_BENCH_INSTALL_ONLY=cli or =page runs only that half.
 *
 * The repository: MUSTER_BENCH_REPOSITORY (a checkout of BSData/wh40k-10e), else the subset in
 * ../shared/corpus/bsdata/wh40k-10e (said so), else skipped. The page needs `next build`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { corpusDir } from "../../tests/support/bs-corpus";
import { dataImportNodeFlags, serverEnvironment, serverNodeFlags } from "../server-node-flags";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.MUSTER_BENCH_INSTALL_PORT ?? 3350);
const DATA_FILE = /\.(gstz?|catz?|json)$/i;

type Db = { label: string; env: NodeJS.ProcessEnv; drop: () => Promise<void> };

function repository(): { dir: string; label: string } | undefined {
  const given = process.env.MUSTER_BENCH_REPOSITORY;
  if (given && fs.existsSync(given)) return { dir: given, label: `${path.basename(given)} (MUSTER_BENCH_REPOSITORY)` };
  const corpus = corpusDir();
  if (corpus) return { dir: path.join(corpus, "bsdata/wh40k-10e"), label: "the corpus's 40k 10th edition subset (7 files; set MUSTER_BENCH_REPOSITORY to a checkout of BSData/wh40k-10e for the whole repository)" };
  return undefined;
}

function dataFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => DATA_FILE.test(name) && !name.split(path.sep).some((part) => part.startsWith(".")))
    .map((name) => path.join(dir, name))
    .sort();
}

/** Resident set of a process and its children, from /proc (Linux); 0 elsewhere. */
function treeRssKb(pid: number): number {
  try {
    let total = 0;
    const kids = new Map<number, number[]>();
    for (const name of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        kids.set(ppid, [...(kids.get(ppid) ?? []), Number(name)]);
      } catch {
        // gone
      }
    }
    const visit = (p: number) => {
      try {
        total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
      } catch {
        // gone
      }
      for (const child of kids.get(p) ?? []) visit(child);
    };
    visit(pid);
    return total;
  } catch {
    return 0;
  }
}

/** Samples a process tree's RSS until stopped; the peak in MB. */
function watchRss(pid: number): { stop: () => number } {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(pid))), 25);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, treeRssKb(pid));
      return Math.round(peak / 1024);
    },
  };
}

function run(args: string[], env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<{ code: number | null; ms: number; peakMb: number; out: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const rss = watchRss(child.pid as number);
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, ms: performance.now() - started, peakMb: rss.stop(), out })));
}

async function serverDatabase(): Promise<Db | undefined> {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `muster_bench_install_${process.pid}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    await admin.end().catch(() => {});
    return undefined;
  }
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL server (${url.host})`,
    env: { ...process.env, DATABASE_URL: url.toString(), MUSTER_RATE_LIMITS: "off", NEXT_TELEMETRY_DISABLED: "1" },
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function embeddedDatabase(): Db {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-install-"));
  const env: NodeJS.ProcessEnv = { ...process.env, MUSTER_DATA_DIR: path.join(root, "pglite"), MUSTER_RATE_LIMITS: "off", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL;
  return { label: "embedded database", env, drop: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

async function benchCli(db: Db, dir: string): Promise<void> {
  await run(["scripts/prepare-db.ts", "--no-seed"], db.env);
  for (const round of ["first install", "reinstall (replaces it)"]) {
    // With the flags `npm run data:import` gives Node: without them the same import peaks 100 MB higher.
    const result = await run(["scripts/data-import.ts", dir], db.env, dataImportNodeFlags());
    const ok = result.code === 0 ? "" : ` (exit ${result.code}: ${result.out.trim().split("\n").pop()})`;
    console.log(`  CLI data:import, ${round}: ${(result.ms / 1000).toFixed(1)} s, peak RSS ${result.peakMb} MB${ok}`);
  }
  const phases = await run(["scripts/bench/install-phases.child.ts", dir], { ...db.env, ...serverEnvironment() }, serverNodeFlags());
  console.log(phases.out.trim().replace(/^/gm, "  "));
}

/** /api/health polled from a process of its own, so that the uploading process does not delay it. */
function pollHealth(url: string): { stop: () => Promise<number[]> } {
  const code = `const times=[];let on=true;process.on("message",()=>{on=false});(async()=>{while(on){const t=performance.now();try{const r=await fetch(${JSON.stringify(url)});await r.arrayBuffer();}catch{}times.push(performance.now()-t);await new Promise(r=>setTimeout(r,20));}process.send(times,()=>process.exit(0));})();`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once("message", (times) => resolve(times as number[]));
        child.send("stop");
      }),
  };
}

function quantiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms over ${sorted.length} requests`;
}

async function benchPage(db: Db, dir: string): Promise<void> {
  await run(["scripts/prepare-db.ts", "--no-seed"], db.env);
  const server: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), "node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], { cwd: ROOT, env: { ...db.env, ...serverEnvironment() }, stdio: "ignore" });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const files = dataFiles(dir);
    for (const round of ["first install", "reinstall (replaces it)"]) {
      // A page view first, so that the baseline is a server that has served something.
      await (await fetch(`${base}/game-data`)).arrayBuffer();
      const idle = Math.round(treeRssKb(server.pid as number) / 1024);
      const form = new FormData();
      for (const file of files) form.append("files", new Blob([fs.readFileSync(file)]), path.basename(file));
      // The same server left alone as long, for comparison: on a busy machine the idle p99 is not 0.
      const quiet = pollHealth(`${base}/api/health`);
      await new Promise((r) => setTimeout(r, 8000));
      const idleTimes = await quiet.stop();
      const health = pollHealth(`${base}/api/health`);
      await new Promise((r) => setTimeout(r, 300));
      const rss = watchRss(server.pid as number);
      const started = performance.now();
      const response = await fetch(`${base}/api/game-data`, { method: "POST", body: form, headers: { origin: base } });
      const body = (await response.json()) as { files?: unknown[]; error?: { message: string } };
      const ms = performance.now() - started;
      const peak = rss.stop();
      const times = await health.stop();
      const outcome = response.status === 201 ? `${body.files?.length ?? 0} files` : `HTTP ${response.status}: ${body.error?.message ?? ""}`;
      console.log(`  Game data page upload, ${round}: ${(ms / 1000).toFixed(1)} s (${outcome}); server RSS ${idle} MB before, peak ${peak} MB (+${peak - idle} MB); /api/health meanwhile ${quantiles(times)} (idle: ${quantiles(idleTimes)})`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("close", r));
  }
}

async function main(): Promise<void> {
  const repo = repository();
  if (!repo) {
    console.log("Install: skipped (set MUSTER_BENCH_REPOSITORY to a checkout of BSData/wh40k-10e, or provide ../shared/corpus)");
    return;
  }
  const files = dataFiles(repo.dir);
  const megabytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1e6;
  console.log(`Install of ${repo.label}: ${files.length} files, ${megabytes.toFixed(1)} MB (targets: under 10 s and 400 MB peak RSS, /api/health p99 under 100 ms)`);
  const built = fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"));
  const databases: Db[] = [embeddedDatabase()];
  const server = await serverDatabase();
  if (server) databases.push(server);
  else console.log("  (no PostgreSQL server answered: embedded database only)");
  // MUSTER_BENCH_INSTALL_ONLY=cli or =page runs one half (a second look at the page after a build).
  const only = process.env.MUSTER_BENCH_INSTALL_ONLY;
  for (const db of databases) {
    console.log(`On the ${db.label}:`);
    try {
      if (only !== "page") await benchCli(db, repo.dir);
    } finally {
      await db.drop();
    }
    if (only === "cli") continue;
    if (!built) {
      console.log("  Game data page: skipped (needs next build)");
      continue;
    }
    const fresh = db === server ? await serverDatabase() : embeddedDatabase();
    if (!fresh) continue;
    try {
      await benchPage(fresh, repo.dir);
    } finally {
      await fresh.drop();
    }
  }
}

await main();
