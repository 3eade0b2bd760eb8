/** compare(): what depends on both armies (AoS sudden death, 40k battle size, points gap). */
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import type { Roster } from "../gamedata/roster-schema";
import { evaluate } from "./evaluate";
import { getCatalogueIndex } from "./catalogue-index";
import type { ComparisonFact, MusterArmySummary } from "./compare-types";
import { compareArmies } from "./compare-facts";
import { resolvedKeywords } from "./rules/keywords";
import type { CostMap } from "./types";

export type Army = { roster: Roster; catalogue: Catalogue };

export type Comparison = {
  a: MusterArmySummary;
  b: MusterArmySummary;
  facts: ComparisonFact[];
  /** a minus b, per cost type either army has. */
  differences: CostMap;
};

function summarise(system: GameSystem, army: Army): MusterArmySummary {
  const evaluation = evaluate(army.roster, system, army.catalogue, { available: false });
  const index = getCatalogueIndex(system, army.catalogue);
  const units: MusterArmySummary["units"] = [];
  for (const force of army.roster.forces) {
    for (const selection of force.selections) {
      const slot = index.roots.slots.get(selection.entryId);
      if (!slot) continue;
      const keywords = resolvedKeywords(
        { slot, selection } as Parameters<typeof resolvedKeywords>[0],
        army.catalogue,
      );
      units.push({
        id: selection.id,
        name: selection.customName ?? slot.entry.name,
        models: evaluation.totals.selections[selection.id]?.models ?? 0,
        keywords,
      });
    }
  }
  const totals = { models: evaluation.totals.roster.models, costs: evaluation.totals.roster.costs };
  return { roster: army.roster, evaluation, totals, units };
}

export function compare(system: GameSystem, armyA: Army, armyB: Army): Comparison {
  const a = summarise(system, armyA);
  const b = summarise(system, armyB);
  const ruleset = system.rulesets.find((r) => r.id === armyA.roster.rulesetId) ?? system.rulesets[0];
  const facts = compareArmies(ruleset?.rules ?? [], a, b);
  const differences: CostMap = {};
  const types = new Set([...Object.keys(a.evaluation.totals.roster.costs), ...Object.keys(b.evaluation.totals.roster.costs)]);
  for (const type of types) {
    differences[type] = (a.evaluation.totals.roster.costs[type] ?? 0) - (b.evaluation.totals.roster.costs[type] ?? 0);
  }
  return { a, b, facts, differences };
}
