/**
 * The web tier against the framework's ceiling (issue 36): a bare dynamic Next.js route and
 * Muster's production build (`next start` with npm start's Node flags) run side by side, and
 * autocannon loads them in turn (bare, then the target, for every target), so that whatever else
 * the machine does hits both. Each target is printed with its requests per second, its p99, the
 * server's CPU time per request, and its share of the bare route measured just before it (pages
 * also of a bare dynamic page: the framework's own floor for any page).
 *
 *   npm run bench:web [-- --seconds=15 --connections=100 --db=embedded|server|both
 *                        --targets=health,roster-api,home,roster-page,game-data,weight
 *                        --cpu-prof=<folder>]
 *
 * `weight` prints what each page sends before it is interactive (HTML, inline RSC, JavaScript
 * gzip; targets: inline RSC under 60 KB on the roster page, JavaScript under 150 KB per page),
 * once, on the first database mode.
 *
 * Server mode runs on a database created for the run on MUSTER_BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or DATABASE_URL (whichever is set first) and dropped afterwards.
 */
import pg from "pg";
import { serverNodeFlags } from "../server-node-flags";
import { startBenchServer } from "./bench-server";
import { startBareApp, type BareServer } from "./web-bare-app";
import { installBenchPackage, type BenchPackage } from "./web-game-data";
import { runLoad, warmUp, type LoadFigures } from "./web-load";
import { formatPageWeight, measurePageWeight } from "./web-page-weight";

const MUSTER_PORT = 3164;
const BARE_PORT = 3174;
const EXAMPLE = { name: "Bench 2000", gameSystemId: "wh40k-9e", catalogueId: "space-marines", rulesetId: "matched", battleSizeId: "strike-force", exampleFile: "wh40k-2000-battalion-patrol.json" };

type Mode = "embedded" | "server";
/** What the targets need: the example roster, its browser's cookie, and the uploaded package (if any). */
type Context = { rosterId: string; cookie: string; data: BenchPackage | null };

/** A page is also measured against a bare dynamic page: the floor any App Router page pays. */
type Target = { name: string; label: string; path: (c: Context) => string | null; headers?: (c: Context) => Record<string, string>; page: boolean };

const withCookie = (c: Context) => ({ cookie: c.cookie });

const TARGETS: Target[] = [
  { name: "health", label: "GET /api/health", path: () => "/api/health", page: false },
  { name: "roster-api", label: "GET /api/rosters/<id>", path: (c) => `/api/rosters/${c.rosterId}`, headers: withCookie, page: false },
  { name: "home", label: "GET /", path: () => "/", page: true },
  { name: "roster-page", label: "GET /rosters/<id>", path: (c) => `/rosters/${c.rosterId}`, headers: withCookie, page: true },
  { name: "game-data", label: "GET /api/game-data/<10e>", path: (c) => (c.data ? `/api/game-data/${c.data.id}` : null), headers: withCookie, page: false },
  { name: "game-data", label: "  same, If-None-Match", path: (c) => (c.data ? `/api/game-data/${c.data.id}` : null), headers: (c) => ({ cookie: c.cookie, "if-none-match": c.data?.etag ?? "" }), page: false },
];
const only = readArg("targets", "").split(",").filter(Boolean);
/** `--cpu-prof=<folder>`: Muster's server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const profileDir = readArg("cpu-prof", "");
const profileFlags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];

/** Pages whose weight is printed: every page a player opens without a token of someone else's. */
const WEIGHED_PAGES: { label: string; path: (c: Context) => string }[] = [
  { label: "/", path: () => "/" },
  { label: "/rosters", path: () => "/rosters" },
  { label: "/rosters/new", path: () => "/rosters/new" },
  { label: "/rosters/<2000-pt example>", path: (c) => `/rosters/${c.rosterId}` },
  { label: "/game-data", path: () => "/game-data" },
  { label: "/events", path: () => "/events" },
  { label: "/compare", path: () => "/compare" },
  { label: "/account", path: () => "/account" },
  { label: "/account/sign-in", path: () => "/account/sign-in" },
];
let weighed = false;

async function printPageWeights(url: string, context: Context, bare: BareServer): Promise<void> {
  weighed = true;
  console.log("page weight (before interactive; JS gzip level 6)");
  const pages = [...WEIGHED_PAGES.map((page) => ({ label: page.label, url, path: page.path(context), cookie: context.cookie })), { label: "bare page (framework)", url: bare.url, path: "/page-bare", cookie: undefined }];
  for (const page of pages) {
    const weight = await measurePageWeight(page.url, page.path, page.cookie ? { cookie: page.cookie } : {}).catch((error: Error) => error);
    console.log(weight instanceof Error ? `${page.label.padEnd(26)} ${weight.message}` : formatPageWeight(page.label, weight));
  }
}

function readArg(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? process.env[`MUSTER_BENCH_WEB_${name.toUpperCase()}`] ?? fallback;
}

const seconds = Number(readArg("seconds", "15"));
const connections = Number(readArg("connections", "100"));
const serverUrl = process.env.MUSTER_BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || "";
const modes: Mode[] = (() => {
  const chosen = readArg("db", serverUrl ? "both" : "embedded");
  return chosen === "both" ? ["embedded", "server"] : [chosen as Mode];
})();

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The shipped 2000-point 40k example as a new roster of a new browser: its id and that browser's cookie. */
async function createExampleRoster(url: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${url}/api/rosters`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify(EXAMPLE) });
  if (response.status !== 201) throw new Error(`creating the example roster answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { id, cookie };
}

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`);
const cpu = (f: LoadFigures) => (f.cpuMsPerRequest === undefined ? "" : `  cpu ${f.cpuMsPerRequest.toFixed(2).padStart(6)} ms/req`);
const cell = (f: LoadFigures) =>
  f.ok === 0 ? `  none answered in ${seconds} s`.padEnd(27) : `${f.rps.toFixed(0).padStart(6)} req/s  p99 ${ms(f.p99Ms).padStart(7)}${cpu(f)}${f.failed ? `  (${f.failed} failed)` : ""}`;
const share = (target: LoadFigures, bare: LoadFigures) => (bare.rps ? `${((100 * target.rps) / bare.rps).toFixed(1).padStart(5)}%` : "    -");

async function benchMode(mode: Mode, bare: BareServer): Promise<void> {
  const database = `muster_bench_${Math.random().toString(36).slice(2, 10)}`;
  const env: Record<string, string> = { DATABASE_URL: "" };
  if (mode === "server") {
    const target = new URL(serverUrl);
    target.pathname = `/${database}`;
    await onServer(`CREATE DATABASE "${database}"`);
    env.DATABASE_URL = target.toString();
  }
  const muster = await startBenchServer(`muster (${mode})`, MUSTER_PORT, env, [...serverNodeFlags(), ...profileFlags]);
  try {
    if (!muster) return;
    const roster = await createExampleRoster(muster.url);
    const targets = TARGETS.filter((t) => only.length === 0 || only.includes(t.name));
    const data = targets.some((t) => t.name === "game-data") ? await installBenchPackage(muster.url, roster.cookie) : null;
    const context: Context = { rosterId: roster.id, cookie: roster.cookie, data };
    if (!weighed && (only.length === 0 || only.includes("weight"))) await printPageWeights(muster.url, context, bare);
    for (const target of targets) {
      const targetPath = target.path(context);
      if (targetPath === null) continue;
      const url = `${muster.url}${targetPath}`;
      const headers = target.headers?.(context) ?? {};
      const bareRoute = { url: `${bare.url}/bare`, connections, seconds, pid: bare.pid };
      const barePage = { url: `${bare.url}/page-bare`, connections, seconds, pid: bare.pid };
      await warmUp(bareRoute.url);
      if (target.page) await warmUp(barePage.url);
      await warmUp(url, headers);
      const route = await runLoad(bareRoute);
      const page = target.page ? await runLoad(barePage) : undefined;
      const measured = await runLoad({ url, connections, seconds, headers, pid: muster.pid });
      console.log(`${mode.padEnd(9)} ${target.label.padEnd(22)} ${cell(measured)}`);
      console.log(`${"".padEnd(9)} ${"  bare route".padEnd(22)} ${cell(route)}   share of it ${share(measured, route)}`);
      if (page) console.log(`${"".padEnd(9)} ${"  bare page".padEnd(22)} ${cell(page)}   share of it ${share(measured, page)}`);
    }
  } finally {
    await muster?.stop();
    if (mode === "server") await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
  }
}

console.log(`web tier vs a bare dynamic Next.js route: ${connections} connections, ${seconds} s per run, interleaved (bare, then target)`);
if (!serverUrl && !process.argv.some((a) => a.startsWith("--db="))) console.log("server mode: skipped (set MUSTER_BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL)");
const bare = await startBareApp(BARE_PORT, serverNodeFlags());
try {
  for (const mode of modes) await benchMode(mode, bare);
} finally {
  await bare.stop();
}
