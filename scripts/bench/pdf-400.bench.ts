/**
 * Issue 35: how fast does `GET /api/health` answer while four PDFs (list and cards) of a
 * 400-unit roster are made at once? PDFs render in the worker pool (lib/server/work-pool.ts),
 * so the event loop that answers requests stays free: the target is p99 < 100 ms. The PDF cache
 * is off, so every request renders. Figures are printed, never asserted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { report, type Figures } from "./measure";
import { ROOT, startBenchServer } from "./bench-server";

const ROUNDS = Number(process.env.BENCH_PDF400_ROUNDS ?? 2);
const CLIENTS = 4;
const UNITS = 400;

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: sorted.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 };
}

type Selection = { id: string; joinedTo?: string; selections?: Selection[] } & Record<string, unknown>;

/** The 2,000-point 40k example's units again and again, each copy with ids of its own, up to 400 units. */
function bigRoster(): unknown {
  const example = JSON.parse(readFileSync(path.join(ROOT, "data", "examples", "wh40k-2000-battalion-patrol.json"), "utf8")) as { name: string; limits: Record<string, number>; forces: { selections: Selection[] }[] };
  const units = example.forces.flatMap((force) => force.selections);
  const renamed = (selection: Selection, copy: number): Selection => ({
    ...selection,
    id: `${selection.id}-${copy}`,
    ...(selection.joinedTo ? { joinedTo: `${selection.joinedTo}-${copy}` } : {}),
    ...(selection.selections ? { selections: selection.selections.map((child) => renamed(child, copy)) } : {}),
  });
  const selections: Selection[] = [];
  for (let copy = 0; selections.length < UNITS; copy++) {
    for (const unit of units) if (selections.length < UNITS) selections.push(renamed(unit, copy));
  }
  // Joined leaders whose unit did not make it into the last copy lose the join.
  const ids = new Set(selections.map((s) => s.id));
  for (const s of selections) if (s.joinedTo && !ids.has(s.joinedTo)) delete s.joinedTo;
  return { ...example, name: "Four hundred units", limits: { ...example.limits, pts: 100_000 }, forces: [{ ...example.forces[0], selections }] };
}

async function main(): Promise<void> {
  const server = await startBenchServer("Health while 400-unit PDFs render", Number(process.env.MUSTER_BENCH_PDF400_PORT ?? 3318), { MUSTER_PDF_CACHE: "0" });
  if (!server) return;
  const { url } = server;
  try {
    const imported = await fetch(`${url}/api/rosters/import`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify(bigRoster()) });
    if (imported.status !== 201) throw new Error(`import answered ${imported.status}: ${(await imported.text()).slice(0, 300)}`);
    const cookie = (imported.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { roster } = (await imported.json()) as { roster: { id: string } };
    const pdfUrl = `${url}/api/rosters/${roster.id}/export?format=pdf&cards=1`;
    // One PDF first, so that the workers have loaded the renderer and its fonts.
    await (await fetch(pdfUrl, { headers: { cookie } })).arrayBuffer();
    // The same probe with nothing else running first: on a shared machine, the baseline to compare with.
    const idle: number[] = [];
    const idleEnd = performance.now() + 10_000;
    while (performance.now() < idleEnd) {
      const start = performance.now();
      await (await fetch(`${url}/api/health`)).text();
      idle.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
    const health: number[] = [];
    const pdfTimes: number[] = [];
    let busy = 0;
    let done = false;
    const probe = (async () => {
      while (!done) {
        const start = performance.now();
        await (await fetch(`${url}/api/health`)).text();
        health.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const start = performance.now();
          const response = await fetch(pdfUrl, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status === 503) busy += 1;
          else pdfTimes.push(performance.now() - start);
        }),
      );
    }
    done = true;
    await probe;
    console.log(`${ROUNDS} rounds of ${CLIENTS} PDFs at once of a ${UNITS}-unit roster (list and cards): ${pdfTimes.length} made, ${busy} answered 503 (busy)`);
    report("PDF of 400 units, four at once", figures(pdfTimes));
    report("GET /api/health with nothing else running", figures(idle));
    report("GET /api/health while they render", figures(health), "p99 < 100 ms");
  } finally {
    await server.stop();
  }
}

await main();
