/**
 * The editor's speed as a player feels it: in Chromium, against a production build, the time from
 * clicking a unit's "Add" to the totals bar showing the new points total, on a 2000-point roster
 * (the shipped 40k Battalion + Patrol example). Each add is undone before the next, so every
 * measurement starts from the same 2000 points. Figures are printed, never asserted.
 *
 * BENCH_URL=http://host:port uses a running server; otherwise, when a build exists (.next),
 * one is started on MUSTER_BENCH_PORT (3305) with a fresh embedded database and stopped after.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { report, type Figures } from "./measure";

const RUNS = Number(process.env.BENCH_ADD_RUNS ?? 60);
const WARMUP = 5;
const EXAMPLE = "wh40k-2000-battalion-patrol.json";
const ROOT = path.resolve(import.meta.dirname, "../..");

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** A production server of our own, when none was named: prepare a fresh database, then next start. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return undefined;
  const port = Number(process.env.MUSTER_BENCH_PORT ?? 3305);
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-"));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", MUSTER_DATA_DIR: path.join(dataRoot, "pglite") };
  const prepare = spawn(process.execPath, ["--import", "tsx", "scripts/prepare-db.ts"], { cwd: ROOT, env, stdio: "ignore" });
  if ((await new Promise<number | null>((resolve) => prepare.on("close", resolve))) !== 0) return undefined;
  const server: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: ROOT, env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGTERM lets the embedded database shut down cleanly.
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("close", resolve));
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
  if (!(await waitForHealth(url, 60_000))) {
    await stop();
    return undefined;
  }
  return { url, stop };
}

/** One add: click, then time until the totals bar's text changes (DOM) and until the next frame (painted). */
async function timeOneAdd(page: Page, entryId: string): Promise<{ dom: number; frame: number }> {
  return page.evaluate(
    (id) =>
      new Promise<{ dom: number; frame: number }>((resolve, reject) => {
        const total = document.querySelector('[data-testid="total-pts"]');
        const button = document.querySelector<HTMLButtonElement>(`[data-testid="add-unit"][data-entry-id="${id}"]`);
        if (!total || !button) return reject(new Error("totals bar or add button not found"));
        const before = total.textContent;
        let start = 0;
        const observer = new MutationObserver(() => {
          if (total.textContent === before) return;
          observer.disconnect();
          const dom = performance.now() - start;
          requestAnimationFrame(() => resolve({ dom, frame: performance.now() - start }));
        });
        observer.observe(total, { characterData: true, childList: true, subtree: true });
        start = performance.now();
        button.click();
      }),
    entryId,
  );
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: sorted.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 };
}

async function main(): Promise<void> {
  const named = process.env.BENCH_URL?.replace(/\/$/, "");
  const own = named ? undefined : await startServer();
  const url = named ?? own?.url;
  if (!url) {
    console.log("add a unit in the editor: skipped (no BENCH_URL and no production build; run npm run build first)");
    return;
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const created = await page.request.post(`${url}/api/rosters`, {
      data: { name: "Add-unit benchmark", gameSystemId: "wh40k-9e", catalogueId: "space-marines", rulesetId: "matched", exampleFile: EXAMPLE },
    });
    if (!created.ok()) throw new Error(`creating the roster failed: ${created.status()} ${await created.text()}`);
    const { id, totals } = (await created.json()) as { id: string; totals: Record<string, number> };
    await page.goto(`${url}/rosters/${id}`);
    await page.getByTestId("totals-bar").waitFor();
    // The first unit the browser offers that may be added to the first detachment.
    const entryId = await page.locator('[data-testid="add-unit"]:not([aria-disabled="true"])').first().getAttribute("data-entry-id");
    if (!entryId) throw new Error("no unit can be added");
    const units = await page.getByTestId("unit-card").count();
    const dom: number[] = [];
    const frame: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t = await timeOneAdd(page, entryId);
      if (i >= WARMUP) {
        dom.push(t.dom);
        frame.push(t.frame);
      }
      // Back to the same 2000 points for the next add.
      await page.getByTestId("undo").click();
      await page.getByTestId("unit-card").nth(units).waitFor({ state: "detached" });
    }
    console.log(`Add a unit in the editor (Chromium, ${totals.pts} pts roster with ${units} units, adding ${entryId}; ${RUNS} adds)`);
    report("click Add -> totals bar text updated", figures(dom), "< 50 ms");
    report("click Add -> next frame after the update", figures(frame), "< 50 ms");
  } finally {
    await browser.close();
    await own?.stop();
  }
}

await main();
