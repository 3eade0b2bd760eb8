/**
 * PDFs under load: while 10 clients keep asking for the PDF (list and cards) of the 2000-point
 * 40k example, how fast do `GET /api/health` and `GET /api/rosters/:id` answer? PDFs are made in
 * renderer processes (lib/pdf/pdf-pool.ts), so the server's own event loop stays free. The PDF
 * cache is off here so that every request renders. Figures are printed, never asserted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { report, type Figures } from "./measure";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_PDF_SECONDS ?? 20);

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: sorted.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 };
}

async function waitForHealth(url: string): Promise<boolean> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.log("PDFs under load: skipped (no production build; run npm run build first)");
    return;
  }
  const port = Number(process.env.MUSTER_BENCH_PDF_PORT ?? 3317);
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-pdf-"));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", MUSTER_DATA_DIR: path.join(dataRoot, "pglite"), MUSTER_RATE_LIMITS: "off", MUSTER_PDF_CACHE: "0" };
  const prepare = spawn(process.execPath, ["--import", "tsx", "scripts/prepare-db.ts"], { cwd: ROOT, env, stdio: "ignore" });
  const prepared = await new Promise<number | null>((resolve) => prepare.on("close", resolve));
  if (prepared !== 0) {
    console.log(`PDFs under load: skipped (preparing the database failed with ${prepared})`);
    return;
  }
  const server: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: ROOT, env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  try {
    if (!(await waitForHealth(url))) throw new Error("the server did not start");
    const created = await fetch(`${url}/api/rosters`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ name: "PDF load", gameSystemId: "wh40k-9e", catalogueId: "space-marines", rulesetId: "matched", exampleFile: "wh40k-2000-battalion-patrol.json" }),
    });
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { id } = (await created.json()) as { id: string };
    const pdfUrl = `${url}/api/rosters/${id}/export?format=pdf&cards=1`;
    const end = performance.now() + SECONDS * 1000;
    let pdfs = 0;
    let busy = 0;
    const pdfTimes: number[] = [];
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await fetch(pdfUrl, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status === 503) {
          // A well-behaved client waits as long as Retry-After says before asking again.
          busy += 1;
          await new Promise((r) => setTimeout(r, Number(response.headers.get("retry-after") ?? 1) * 1000));
        } else {
          pdfs += 1;
          pdfTimes.push(performance.now() - start);
        }
      }
    });
    const health: number[] = [];
    const reads: number[] = [];
    const probe = (async () => {
      while (performance.now() < end) {
        let start = performance.now();
        await (await fetch(`${url}/api/health`)).text();
        health.push(performance.now() - start);
        start = performance.now();
        await (await fetch(`${url}/api/rosters/${id}`, { headers: { cookie } })).text();
        reads.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.all([...clients, probe]);
    console.log(`${CLIENTS} clients asking for PDFs for ${SECONDS} s: ${pdfs} PDFs made, ${busy} answered 503 (busy)`);
    report("PDF (list and cards) while under load", figures(pdfTimes));
    report("GET /api/health while PDFs are made", figures(health), "p99 < 100 ms");
    report("GET /api/rosters/:id while PDFs are made", figures(reads), "p99 < 100 ms");
  } finally {
    if (server.exitCode === null) {
      const closed = new Promise((resolve) => server.once("close", resolve));
      server.kill("SIGTERM");
      await closed;
    }
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
}

await main();
