/**
 * PDFs under load: while 10 clients keep asking for the PDF (list and cards) of the 2000-point
 * 40k example, how fast do `GET /api/health` and `GET /api/rosters/:id` answer? PDFs are made in
 * worker threads (lib/server/work-pool.ts), so the server's own event loop stays free. The PDF
 * cache is off here so that every request renders. Figures are printed, never asserted.
 */
import { performance } from "node:perf_hooks";
import { report, type Figures } from "./measure";
import { startBenchServer } from "./bench-server";

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_PDF_SECONDS ?? 20);

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: sorted.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 };
}

async function main(): Promise<void> {
  const server = await startBenchServer("PDFs under load", Number(process.env.MUSTER_BENCH_PDF_PORT ?? 3317), { MUSTER_PDF_CACHE: "0" });
  if (!server) return;
  const { url } = server;
  try {
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
    await server.stop();
  }
}

await main();
