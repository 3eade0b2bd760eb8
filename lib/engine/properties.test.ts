/** Properties that hold for any roster a player could make out of the shipped examples. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadGameData } from "../gamedata/load-dir";
import type { Roster, Selection } from "../gamedata/roster-schema";
import { evaluate } from "./evaluate";

const data = await loadGameData();

function allSelections(roster: Roster): Selection[] {
  const out: Selection[] = [];
  const walk = (list: Selection[]) => list.forEach((s) => (out.push(s), walk(s.selections ?? [])));
  roster.forces.forEach((f) => walk(f.selections));
  return out;
}

type Edit = { kind: "number" | "remove" | "copy"; pick: number; value: number };
const edit = fc.record({
  kind: fc.constantFrom("number" as const, "remove" as const, "copy" as const),
  pick: fc.nat(),
  value: fc.integer({ min: 1, max: 40 }),
});

/** Plays random edits on a copy: change a count, remove a selection, duplicate a unit. */
function mutate(example: Roster, edits: Edit[]): Roster {
  const roster = structuredClone(example);
  edits.forEach((e, n) => {
    const selections = allSelections(roster);
    if (selections.length === 0) return;
    const target = selections[e.pick % selections.length] as Selection;
    if (e.kind === "number") target.number = e.value;
    else if (e.kind === "remove") {
      const strip = (list: Selection[]): Selection[] => list.filter((s) => s !== target).map((s) => ({ ...s, selections: s.selections && strip(s.selections) }));
      roster.forces.forEach((f) => (f.selections = strip(f.selections)));
    } else {
      const force = roster.forces[e.pick % roster.forces.length];
      const unit = force?.selections[e.value % Math.max(1, force.selections.length)];
      if (!force || !unit) return;
      const renumber = (s: Selection): Selection => ({ ...s, id: `${s.id}-p${n}`, selections: s.selections?.map(renumber) });
      force.selections.push(renumber(unit));
    }
  });
  return roster;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(data.examples.map((e) => [e.file, e.roster] as const))("%s", (_file, example) => {
  const system = data.systems.find((s) => s.id === example.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === example.catalogueId)!;
  const rosters = fc.array(edit, { maxLength: 6 }).map((edits) => mutate(example, edits));

  it("totals are the sums of their parts", () => {
    fc.assert(
      fc.property(rosters, (roster) => {
        const { totals } = evaluate(roster, system, catalogue);
        const costTypes = system.costTypes.map((c) => c.id);
        for (const type of costTypes) {
          const forces = sum(roster.forces.map((f) => totals.forces[f.id]?.costs[type] ?? 0));
          expect(totals.roster.costs[type] ?? 0).toBeCloseTo(forces, 6);
        }
        const units = roster.forces.flatMap((f) => f.selections.map((s) => totals.selections[s.id]?.models ?? 0));
        expect(totals.roster.models).toBe(sum(units));
        for (const selection of allSelections(roster)) {
          const children = selection.selections ?? [];
          const own = totals.selections[selection.id];
          for (const type of costTypes) {
            const childSum = sum(children.map((c) => totals.selections[c.id]?.costs[type] ?? 0));
            // A selection costs at least what its children cost, unless its own cost is negative data.
            if (childSum > 0) expect(Math.abs(own?.costs[type] ?? 0)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("is deterministic and leaves its input untouched", () => {
    fc.assert(
      fc.property(rosters, (roster) => {
        const before = JSON.stringify(roster);
        const first = evaluate(roster, system, catalogue);
        const second = evaluate(structuredClone(roster), system, catalogue);
        expect(second).toEqual(first);
        expect(JSON.stringify(roster)).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it("prices a unit's copies the same as the unit", () => {
    fc.assert(
      fc.property(fc.nat(), (pick) => {
        const force = example.forces[0];
        if (!force || force.selections.length === 0) return;
        const unit = force.selections[pick % force.selections.length] as Selection;
        const roster = mutate(example, [{ kind: "copy", pick: 0, value: pick % force.selections.length }]);
        const { totals } = evaluate(roster, system, catalogue);
        const copy = roster.forces[0]?.selections.at(-1) as Selection;
        expect(totals.selections[copy.id]).toEqual(totals.selections[unit.id]);
      }),
      { numRuns: 20 },
    );
  });
});
