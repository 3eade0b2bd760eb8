import type { Condition, ConditionGroup, Repeat } from "../data-types";
import type { ChildFilter, QueryFacts, ScopeNode, VirtualNode } from "./queries";
import { isInstanceOf, isTypeScope, parentOf, percentBase, queryValue, resolveScope } from "./queries";
import type { RosterNode, SelectionNode } from "./roster";

export type Self = SelectionNode | VirtualNode | RosterNode;

function childFilterOf(childId: string | undefined, shared: boolean | undefined): ChildFilter {
  if (!childId || childId === "any") return { kind: "any" };
  return { kind: "id", id: childId, shared: shared !== false };
}

/** Counts what a condition or repeat measures; a percentage is of the scope's whole. */
function measure(self: Self, query: Condition | Repeat, facts: QueryFacts): number {
  const scope = resolveScope(self, query.scope, facts);
  if (!scope) return 0;
  const value = queryValue(scope, childFilterOf(query.childId, query.shared), query, facts);
  if (!query.percentValue) return value;
  const base = percentBase(scope, query, facts);
  return base === 0 ? 0 : (value / base) * 100;
}

/**
 * BattleScribe answers instanceOf only for selections: scope self, parent or ancestor, and a
 * child id naming an entry, a category or a type; forces, the roster and catalogues are never
 * instances of anything.
 */
function instanceOf(self: Self, condition: Condition, facts: QueryFacts): boolean {
  const id = condition.childId ?? "";
  const scope = condition.scope ?? "parent";
  if (scope === "ancestor") {
    const start = parentOf(self);
    return start ? isInstanceOf(start, id, facts, true) : false;
  }
  if (scope !== "self" && scope !== "parent" && !isTypeScope(scope)) return false;
  const node: ScopeNode | undefined = resolveScope(self, scope, facts);
  return node?.kind === "selection" ? isInstanceOf(node, id, facts, false) : false;
}

export function conditionHolds(self: Self, condition: Condition, facts: QueryFacts): boolean {
  switch (condition.type) {
    case "instanceOf":
      return instanceOf(self, condition, facts);
    case "notInstanceOf":
      return !instanceOf(self, condition, facts);
    case "always":
      return true;
    case "never":
      return false;
  }
  // Without a child id BattleScribe's query yields NaN: every comparison but "not equal" fails.
  const value = condition.childId ? measure(self, condition, facts) : Number.NaN;
  const target = condition.value;
  switch (condition.type) {
    case "atLeast":
      return value >= target;
    case "atMost":
      return value <= target;
    case "greaterThan":
      return value > target;
    case "lessThan":
      return value < target;
    case "equalTo":
      return value === target;
    case "notEqualTo":
      return value !== target;
    default:
      return false;
  }
}

export function groupHolds(self: Self, group: ConditionGroup, facts: QueryFacts): boolean {
  const results = [
    ...(group.conditions ?? []).map((c) => () => conditionHolds(self, c, facts)),
    ...(group.conditionGroups ?? []).map((g) => () => groupHolds(self, g, facts)),
  ];
  if (group.type === "or") return results.length === 0 || results.some((r) => r());
  return results.every((r) => r());
}

/** Conditions and condition groups of one modifier: all must hold. */
export function allHold(self: Self, holder: { conditions?: Condition[]; conditionGroups?: ConditionGroup[] }, facts: QueryFacts): boolean {
  for (const condition of holder.conditions ?? []) if (!conditionHolds(self, condition, facts)) return false;
  for (const group of holder.conditionGroups ?? []) if (!groupHolds(self, group, facts)) return false;
  return true;
}

/** How many times repeats apply a modifier; 1 when it has none. */
export function repeatTimes(self: Self, repeats: Repeat[] | undefined, facts: QueryFacts): number {
  if (!repeats || repeats.length === 0) return 1;
  let times = 0;
  for (const repeat of repeats) {
    if (!repeat.value) continue;
    const ratio = measure(self, repeat, facts) / repeat.value;
    const steps = repeat.roundUp ? Math.ceil(ratio) : Math.floor(ratio);
    times += Math.max(0, steps) * (repeat.repeats ?? 1);
  }
  return times;
}
