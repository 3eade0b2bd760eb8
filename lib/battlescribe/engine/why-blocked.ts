import type { AvailableEntry } from "./available";
import type { Engine } from "./engine";
import type { Facts } from "./facts";
import type { ChildFilter, ScopeNode, VirtualNode } from "./queries";
import { keyedFilter, queryValue, resolveScope } from "./queries";
import type { ForceNode, SelectionNode } from "./roster";
import { viewEntry } from "./views";

/**
 * Why one more selection of an entry would break a maximum of the data: the entry's name, the
 * limit as modifiers leave it, how many there are already, and the place that counts them, all
 * in the catalogue's own names. The words are made where it is shown.
 */
export type BlockedReason = { entry: string; limit: number; actual: number; owner: string };

function scopeName(scope: ScopeNode, facts: Facts): string {
  switch (scope.kind) {
    case "roster":
      return scope.name;
    case "force":
      return scope.customName ?? scope.entry.name;
    case "category":
      return scope.entry?.name ?? scope.link.name ?? scope.entryId;
    case "selection":
      return scope.customName ?? facts.viewOf(scope).name;
    case "catalogue":
      return scope.roster.name;
    case "virtual":
      return scope.parent.kind === "roster" ? scope.parent.name : scopeName(scope.parent, facts);
  }
}

/**
 * The first maximum (of selections, not a percentage) that one more of `entry` under `parent`
 * would break, or undefined when it may be added. Only counts the data states as a constraint
 * of the entry itself: limits of categories and forces show as problems once broken.
 */
export function whyBlocked(engine: Engine, parent: ForceNode | SelectionNode, entry: AvailableEntry, facts: Facts): BlockedReason | undefined {
  const maxima = entry.node.constraints.filter((c) => (c.type === "max" || c.type === "exactly") && (c.field ?? "selections") === "selections" && !c.percentValue);
  if (maxima.length === 0) return undefined;
  const self: VirtualNode = { kind: "virtual", parent };
  const limits = entry.limits ?? viewEntry(entry.node, self, facts, engine.index.costTypes).limits;
  for (const constraint of maxima) {
    const limit = limits.get(constraint.id) ?? constraint.value;
    // A negative maximum is BattleScribe's "no limit", unless New Recruit's `negative` says otherwise.
    if (limit < 0 && constraint.negative !== true) continue;
    const scope = resolveScope(self, constraint.scope, facts);
    if (!scope) continue;
    const filter: ChildFilter = keyedFilter({ kind: "entry", compositeId: entry.node.id, entryId: entry.node.entry.id, shared: constraint.shared !== false });
    const actual = queryValue(scope, filter, constraint, facts);
    if (actual + 1 > limit) return { entry: entry.name, limit, actual, owner: scopeName(scope, facts) };
  }
  return undefined;
}
