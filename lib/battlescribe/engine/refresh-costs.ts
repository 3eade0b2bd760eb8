import type { Engine } from "./engine";
import type { Facts } from "./facts";
import type { SelectionNode } from "./roster";
import { walkForces } from "./roster";
import { multiplyDecimal } from "./decimal";
import { viewEntry } from "./views";

/**
 * BattleScribe's cost refresh: one pass in creation order, children before their parent, each
 * selection's costs set from its entry's modified costs times its number. A modifier that
 * counts costs reads what other selections hold at that moment, so a selection made in this
 * action still counts as nothing for those refreshed before it.
 */
export function refreshCosts(engine: Engine, facts: Facts): void {
  facts.clear();
  const visit = (selection: SelectionNode) => {
    for (const child of selection.children) visit(child);
    const view = viewEntry(selection.node, selection, facts, engine.index.costTypes);
    const costs = new Map<string, number>();
    for (const [typeId, value] of view.costs) costs.set(typeId, multiplyDecimal(value, selection.number));
    selection.costs = costs;
  };
  for (const force of walkForces(engine.roster.forces)) {
    const ordered = [...force.selections].sort((a, b) => a.seq - b.seq);
    for (const selection of ordered) visit(selection);
  }
  facts.clear();
}
