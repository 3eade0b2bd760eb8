/** Counting and conditions: how constraints, conditions and repeats see the roster. */
import type { Condition, ConditionGroup, Repeat } from "../gamedata/catalogue-schema";
import type { CostMap, Node } from "./types";

/**
 * Who is asking. A selection owns its entry's constraints; an entry or group that has no
 * selection yet is asked about under its would-be parent (`self` absent).
 */
export type Owner = { self?: Node; parent?: Node; key: string; root: Node; limits: CostMap };

type Query = {
  field: string;
  scope: "self" | "parent" | "unit" | "force" | "roster";
  childId?: string;
  includeChildSelections?: boolean;
};

function scopeNode(owner: Owner, scope: Query["scope"]): Node | undefined {
  const anchor = owner.self ?? owner.parent;
  switch (scope) {
    case "self":
      return owner.self;
    case "parent":
      return owner.self?.parent ?? owner.parent;
    case "unit":
      return anchor?.unit ?? anchor;
    case "force":
      return anchor?.force ?? owner.root;
    case "roster":
      return owner.root;
  }
}

function pick(field: string, source: { selections: number; models: number; costs: CostMap }): number {
  if (field === "selections") return source.selections;
  if (field === "models") return source.models;
  return source.costs[field] ?? 0;
}

/** Scopes wider than a parent count everything inside them, nested selections included. */
export function count(owner: Owner, query: Query, childId: string | undefined = query.childId): number {
  if (query.field.startsWith("limit:")) return owner.limits[query.field.slice(6)] ?? 0;
  const node = scopeNode(owner, query.scope);
  if (!node) return 0;
  if (query.scope === "self" && !childId) {
    return pick(query.field, { selections: node.number, models: node.models, costs: node.subtreeCosts });
  }
  const deep = query.includeChildSelections || query.scope === "unit" || query.scope === "force" || query.scope === "roster";
  const agg = (deep ? node.descAgg : node.childAgg).get(childId ?? owner.key);
  return agg ? pick(query.field, agg) : 0;
}

function compare(type: Condition["type"], actual: number, value: number): boolean {
  switch (type) {
    case "atLeast":
      return actual >= value;
    case "atMost":
      return actual <= value;
    case "greaterThan":
      return actual > value;
    case "lessThan":
      return actual < value;
    case "equalTo":
      return actual === value;
    case "notEqualTo":
      return actual !== value;
  }
}

export function testCondition(owner: Owner, condition: Condition): boolean {
  return compare(condition.type, count(owner, condition), condition.value);
}

export function testConditionGroup(owner: Owner, group: ConditionGroup): boolean {
  const results = [
    ...(group.conditions ?? []).map((c) => testCondition(owner, c)),
    ...(group.conditionGroups ?? []).map((g) => testConditionGroup(owner, g)),
  ];
  return group.type === "and" ? results.every(Boolean) : results.some(Boolean);
}

/** How many times a repeating modifier applies: the fewest any of its repeats allows. */
export function countRepeats(owner: Owner, repeats: Repeat[]): number {
  let times = Infinity;
  for (const repeat of repeats) {
    const ratio = count(owner, repeat) / repeat.value;
    const whole = repeat.roundUp ? Math.ceil(ratio) : Math.floor(ratio);
    times = Math.min(times, Math.max(0, whole) * repeat.repeats);
  }
  return Number.isFinite(times) ? times : 0;
}
