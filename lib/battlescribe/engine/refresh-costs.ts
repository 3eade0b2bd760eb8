import type { CostType } from "../data-types";
import { multiplyDecimal } from "./decimal";
import type { Engine } from "./engine";
import type { EntryNode } from "./entry-nodes";
import type { Facts } from "./facts";
import { readsCosts } from "./modifiers";
import type { SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";
import { viewEntry } from "./views";

/**
 * Works out every selection's costs (its entry's cost after modifiers, times its number) in two
 * steps, so that a cost modifier counting costs (its own entry's, or two entries counting each
 * other's) is evaluated once, against the unmodified costs, never in a loop (issue #34):
 *  1. every selection's costs without the cost modifiers whose conditions or repeats count a
 *     cost;
 *  2. the selections whose entry has such modifiers, with all of them, every cost counted as
 *     step 1 left it.
 * The result does not depend on the order selections were made in: "+10 pts for every 50 pts
 * of this unit in the force" makes a 100-point unit 120 alone and 140 each for two.
 */
export function refreshCosts(engine: Engine, facts: Facts): void {
  facts.clear();
  const costTypes = engine.index.costTypes;
  const all: SelectionNode[] = [];
  for (const force of walkForces(engine.roster.forces)) walkSelections(force.selections, all);
  const again: SelectionNode[] = [];
  for (const selection of all) {
    const counting = countsCosts(selection.node, costTypes);
    selection.costs = costsOf(selection, viewEntry(selection.node, selection, facts, costTypes, counting ? "withoutCostReading" : "all").costs);
    if (counting) again.push(selection);
  }
  if (again.length > 0) {
    facts.clear();
    const finals = again.map((selection) => costsOf(selection, viewEntry(selection.node, selection, facts, costTypes).costs));
    again.forEach((selection, i) => (selection.costs = finals[i] as Map<string, number>));
  }
  facts.clear();
}

function costsOf(selection: SelectionNode, unitCosts: Map<string, number>): Map<string, number> {
  const costs = new Map<string, number>();
  for (const [typeId, value] of unitCosts) costs.set(typeId, multiplyDecimal(value, selection.number));
  return costs;
}

const countingCosts = new WeakMap<EntryNode, boolean>();

/** Whether any of the entry's cost modifiers (in groups too) counts a cost: worked out once per entry. */
function countsCosts(node: EntryNode, costTypes: CostType[]): boolean {
  let found = countingCosts.get(node);
  if (found === undefined) {
    const ids = new Set(costTypes.map((c) => c.id));
    const visit = (modifiers: EntryNode["modifiers"], groups: EntryNode["modifierGroups"], inGroup: boolean): boolean =>
      modifiers.some((m) => ids.has(m.field) && (inGroup || readsCosts(m))) ||
      groups.some((g) => visit(g.modifiers ?? [], g.modifierGroups ?? [], inGroup || readsCosts(g)));
    found = visit(node.modifiers, node.modifierGroups, false);
    countingCosts.set(node, found);
  }
  return found;
}
