/** Text (full and compact) and JSON export time for every shipped example. Figures only. */
import { evaluate } from "../../lib/engine";
import { exportRosterJson } from "../../lib/exchange/roster-json";
import { formatRosterText } from "../../lib/exchange/roster-text";
import { describeRoster } from "../../lib/exchange/roster-view";
import { loadGameData } from "../../lib/gamedata/load-dir";
import { measure, report } from "./measure";

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const data = await loadGameData();

console.log(`Text and JSON export (${RUNS} runs each, Node ${process.version})`);
for (const { file, roster } of data.examples) {
  const system = data.systems.find((s) => s.id === roster.gameSystemId);
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId);
  if (!system || !catalogue) continue;
  // What an export request does: evaluate, lay the roster out for people, then write it.
  report(`${file}: text, full`, measure(RUNS, () => formatRosterText(describeRoster(roster, system, catalogue, { evaluation: evaluate(roster, system, catalogue, { available: false }) }), "full")));
  report(`${file}: text, compact`, measure(RUNS, () => formatRosterText(describeRoster(roster, system, catalogue), "compact")));
  report(`${file}: JSON`, measure(RUNS, () => exportRosterJson(roster, system, catalogue)));
}
