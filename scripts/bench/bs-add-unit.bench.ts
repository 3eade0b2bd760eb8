/**
 * The BattleScribe roster builder in Chromium on the corpus's 40k 10th edition data (game
 * system + Space Marines and the catalogues it links): the time from clicking "Add" on a unit
 * to the totals showing the new points, on a roster of 18 units (issue 32). Figures are
 * printed, never asserted. Then the time to open that saved roster (navigation to its units'
 * Add buttons ready), with the browser's copy of the data (warm: IndexedDB and HTTP cache kept)
 * and without (cold: a new browser context with the same cookie), target under 1 s warm (issue
 * 36). Needs a production build and ../shared/corpus.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { corpusDir, CORPUS_DIR } from "../../tests/support/bs-corpus";
import { report, type Figures } from "./measure";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RUNS = Number(process.env.BENCH_BS_ADD_RUNS ?? 30);

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: sorted.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 };
}

async function run(command: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  const child = spawn(process.execPath, command, { cwd: ROOT, env, stdio: "ignore" });
  return new Promise((resolve) => child.on("close", resolve));
}

const OPENS = Number(process.env.BENCH_BS_OPENS ?? 7);

/** Navigation to the roster's Add buttons ready, in this page (warm) and in fresh contexts (cold). */
async function measureOpen(browser: Browser, page: Page): Promise<void> {
  const url = page.url();
  // The roster as built is saved before it is opened again (autosave follows each change).
  await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.getAttribute("data-status") === "saved", undefined, { timeout: 30_000 });
  const ready = (p: Page) => p.getByRole("button", { name: "Add Captain", exact: true }).first().waitFor();
  const open = async (p: Page) => {
    const start = performance.now();
    await p.goto(url);
    await ready(p);
    return performance.now() - start;
  };
  const warm: number[] = [];
  for (let i = 0; i < OPENS; i++) warm.push(await open(page));
  const cookies = await page.context().cookies();
  const cold: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addCookies(cookies);
    cold.push(await open(await context.newPage()));
    await context.close();
  }
  report("BattleScribe roster: open to Add buttons ready, warm (data from IndexedDB, code cached)", figures(warm), "under 1 s");
  report("BattleScribe roster: open to Add buttons ready, cold (new context: data and code fetched)", figures(cold), "no target; for comparison");
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")) || !corpusDir()) {
    console.log("BattleScribe builder add-unit: skipped (needs a production build and ../shared/corpus)");
    return;
  }
  const port = Number(process.env.MUSTER_BENCH_BS_PORT ?? 3318);
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-bs-"));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", MUSTER_DATA_DIR: path.join(dataRoot, "pglite"), MUSTER_RATE_LIMITS: "off" };
  await run(["--import", "tsx", "scripts/prepare-db.ts"], env);
  const dataDir = path.join(CORPUS_DIR, "bsdata/wh40k-10e");
  const files = fs.readdirSync(dataDir).map((f) => path.join(dataDir, f));
  if ((await run(["--import", "tsx", "scripts/data-import.ts", ...files], env)) !== 0) throw new Error("data:import failed");
  const server: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: ROOT, env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/game-data`);
    await page.getByTestId("data-package-build").first().click();
    await page.getByTestId("bs-catalogue").selectOption({ label: "Imperium - Adeptus Astartes - Space Marines" });
    await page.getByTestId("bs-force-entry").selectOption({ label: "Army Roster" });
    await page.getByTestId("bs-add-force").click();
    // Battle Size and Detachment come with the force; 16 units more make the 18 (one of
    // those named may be refused by the data's limits, hence one more name).
    const units = ["Captain", "Lieutenant", "Intercessor Squad", "Intercessor Squad", "Tactical Squad", "Redemptor Dreadnought", "Hellblaster Squad", "Aggressor Squad", "Outrider Squad", "Land Raider", "Repulsor", "Eliminator Squad", "Apothecary", "Bladeguard Veteran Squad", "Terminator Squad", "Scout Squad", "Rhino"];
    let added = 0;
    for (const name of units) {
      if (added === 16) break;
      const button = page.getByRole("button", { name: `Add ${name}`, exact: true }).first();
      if ((await button.count()) && (await button.getAttribute("aria-disabled")) !== "true") {
        await button.click();
        added += 1;
      }
    }
    const selections = await page.getByTestId("bs-selection").count();
    console.log(`roster: ${selections} top-level selections (${added} units added)`);
    const times: number[] = [];
    const bodyTimes: number[] = [];
    // tsx names the helpers inside the measuring function with esbuild's __name: give the page one.
    await page.evaluate("window.__name = (f) => f");
    for (let i = 0; i < RUNS; i++) {
      // Two figures per click: the new totals painted (the frame after they change), and the
      // whole body caught up (the new unit's card painted; the columns follow at lower priority).
      const { ms, bodyMs } = await page.evaluate(
        () =>
          new Promise<{ ms: number; bodyMs: number }>((resolve, reject) => {
            const total = document.querySelector('[data-testid="bs-total-points"]') ?? document.querySelector('[data-testid^="bs-total-"]');
            const button = document.querySelector<HTMLButtonElement>('button[aria-label="Add Intercessor Squad"]');
            if (!total || !button) return reject(new Error("totals or button not found"));
            const before = total.textContent;
            const cards = document.querySelectorAll('[data-testid="bs-selection"]').length;
            const afterPaint = (done: (ms: number) => void) => requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
            let ms = -1;
            const observer = new MutationObserver(() => {
              if (ms < 0 && total.textContent !== before) {
                ms = 0;
                afterPaint((painted) => (ms = painted));
              }
              if (document.querySelectorAll('[data-testid="bs-selection"]').length === cards) return;
              observer.disconnect();
              afterPaint((bodyMs) => {
                const wait = () => (ms > 0 ? resolve({ ms, bodyMs }) : setTimeout(wait, 0));
                wait();
              });
            });
            observer.observe(document.body, { characterData: true, childList: true, subtree: true });
            const start = performance.now();
            button.click();
          }),
      );
      bodyTimes.push(bodyMs);
      times.push(ms);
      // Back to 18 units (unmeasured): the data allows only so many of one unit, and every run
      // measures the same roster.
      await page.getByTestId("bs-selection").nth(selections).waitFor();
      await page.getByRole("button", { name: "Remove Intercessor Squad", exact: true }).last().click();
      await page.getByTestId("bs-selection").nth(selections).waitFor({ state: "detached" });
    }
    report("BattleScribe builder: click Add to new totals painted (40k 10e, 18 units)", figures(times), "under 50 ms");
    report("BattleScribe builder: click Add to the whole body painted (40k 10e, 18 units)", figures(bodyTimes), "no target; for comparison");
    await measureOpen(browser, page);
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      const closed = new Promise((resolve) => server.once("close", resolve));
      server.kill("SIGTERM");
      await closed;
    }
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
}

await main();
