/**
 * PDF generation time for every shipped example: the list with reference cards, A4. The first
 * PDF of a process also loads and prepares the fonts; it is reported on its own. Figures only.
 */
import { performance } from "node:perf_hooks";
import { evaluate } from "../../lib/engine";
import { describeRoster } from "../../lib/exchange/roster-view";
import { describeUnitCards } from "../../lib/exchange/unit-cards";
import { loadGameData } from "../../lib/gamedata/load-dir";
import { report, type Figures } from "./measure";

// Measured as the server runs it (`next start` sets production): React's development build,
// which the renderer would otherwise load, checks far more and is much slower.
(process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
const { renderRosterPdf } = await import("../../lib/pdf/render-roster-pdf");

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 8);
const FOCUS = "wh40k-2000-battalion-patrol.json";
const data = await loadGameData();

async function measureAsync(runs: number, work: () => Promise<unknown>, warmup = 2): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { runs, medianMs: at(0.5), p99Ms: at(0.99), maxMs: times[times.length - 1] ?? 0 };
}

/** From the roster document to PDF bytes: evaluation, list view, cards and rendering. */
function pdfOf(file: string) {
  const roster = data.examples.find((e) => e.file === file)!.roster;
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  return async () => {
    const evaluation = evaluate(roster, system, catalogue, { available: false });
    const view = describeRoster(roster, system, catalogue, { evaluation });
    const cards = describeUnitCards(roster, system, catalogue, { evaluation });
    return renderRosterPdf({ view, cards, paper: "a4", shareUrl: "https://muster.example/share/benchmark-token" });
  };
}

console.log(`PDF with reference cards, A4 (${RUNS} runs each after 2 warm-up runs, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? "unset"})`);
const first = performance.now();
const bytes = await pdfOf(FOCUS)();
console.log(`${`${FOCUS}: first PDF of the process (loads fonts)`.padEnd(58)} ${(performance.now() - first).toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KiB`);
report(`${FOCUS}: PDF with cards`, await measureAsync(RUNS, pdfOf(FOCUS)), "< 1 s");
for (const { file } of data.examples) {
  if (file === FOCUS) continue;
  report(`${file}: PDF with cards`, await measureAsync(RUNS, pdfOf(file)));
}
