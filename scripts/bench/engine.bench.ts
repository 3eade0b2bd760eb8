/** Engine speed on the shipped example rosters: full evaluation and re-evaluation after one edit. */
import { evaluate } from "../../lib/engine";
import { loadGameData } from "../../lib/gamedata/load-dir";
import type { Roster, Selection } from "../../lib/gamedata/roster-schema";
import { measure, report } from "./measure";

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const data = await loadGameData();

function countSelections(list: Selection[]): number {
  return list.reduce((n, s) => n + 1 + countSelections(s.selections ?? []), 0);
}

/** The roster after a player adds one more copy of its first unit. */
function withOneMoreUnit(roster: Roster, n: number): Roster {
  const [force, ...rest] = roster.forces;
  if (!force || force.selections.length === 0) return roster;
  const renumber = (s: Selection): Selection => ({ ...s, id: `${s.id}-b${n}`, selections: s.selections?.map(renumber) });
  return { ...roster, forces: [{ ...force, selections: [...force.selections, renumber(force.selections[0] as Selection)] }, ...rest] };
}

console.log(`Engine evaluation (${RUNS} runs each, Node ${process.version})`);
const wanted = (process.env.BENCH_EXAMPLES ?? "").split(",").filter(Boolean);
for (const { file, roster } of data.examples) {
  if (wanted.length && !wanted.some((w) => file.includes(w))) continue;
  const system = data.systems.find((s) => s.id === roster.gameSystemId);
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId);
  if (!system || !catalogue) continue;
  const units = roster.forces.reduce((n, f) => n + f.selections.length, 0);
  const selections = roster.forces.reduce((n, f) => n + countSelections(f.selections), 0);
  const label = `${file} (${units} units, ${selections} selections)`;
  report(`${label}: evaluate`, measure(RUNS, () => evaluate(roster, system, catalogue)), "median < 1 ms, p99 < 5 ms");
  const edited = Array.from({ length: 64 }, (_, i) => withOneMoreUnit(roster, i));
  report(`${label}: add a unit, re-evaluate`, measure(RUNS, (i) => evaluate(edited[i % edited.length] as Roster, system, catalogue)), "< 2 ms");
}
