/**
 * Allowances: a group of options capped by a cost (The 9th Age's magic items: "up to 150 pts,
 * 200 for the General"). The editor shows what is left before the player picks, so it needs the
 * cap as modifiers set it. The engine reports the cap only once it is broken; until then it is
 * worked out here for the conditions such caps use (what the unit itself holds), and the
 * engine's figure wins whenever it has one.
 */
import type { CatalogueIndex, CostMap, Evaluation, GroupSlot, Slot } from "@/lib/engine";
import type { Condition, Constraint, Modifier, Repeat } from "@/lib/gamedata/catalogue-schema";
import type { Selection } from "@/lib/gamedata/roster-schema";

export type Allowance = {
  groupId: string;
  costType: string;
  limit: number;
  spent: number;
  left: number;
  constraintId: string;
};

type Counted = { selections: number; models: number; costs: CostMap };

function isCostField(field: string): boolean {
  return field !== "selections" && field !== "models" && !field.startsWith("limit:");
}

/** Counts `childId` among the parent's children (or all descendants), by the keys of their slots. */
function countUnder(index: CatalogueIndex, parentSlot: Slot, parent: Selection, evaluation: Evaluation, childId: string | undefined, deep: boolean): Counted {
  const total: Counted = { selections: 0, models: 0, costs: {} };
  const visit = (slot: Slot, selection: Selection, depth: number) => {
    const table = index.childrenOf(slot);
    for (const child of selection.selections ?? []) {
      const childSlot = table.slots.get(child.entryId);
      if (!childSlot) continue;
      if (!childId || childSlot.keys.includes(childId)) {
        const tally = evaluation.totals.selections[child.id];
        total.selections += child.number;
        total.models += tally?.models ?? 0;
        for (const [type, value] of Object.entries(tally?.costs ?? {})) total.costs[type] = (total.costs[type] ?? 0) + value;
      }
      if (deep && depth < 8) visit(childSlot, child, depth + 1);
    }
  };
  visit(parentSlot, parent, 0);
  return total;
}

type Query = Pick<Condition, "field" | "scope" | "childId" | "includeChildSelections">;

export type Ask = (query: Query) => number | undefined;

function pick(field: string, counted: Counted): number {
  if (field === "selections") return counted.selections;
  if (field === "models") return counted.models;
  return counted.costs[field] ?? 0;
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

function repeatTimes(ask: Ask, repeats: Repeat[]): number | undefined {
  let times = Infinity;
  for (const repeat of repeats) {
    const counted = ask(repeat);
    if (counted === undefined) return undefined;
    const ratio = counted / repeat.value;
    times = Math.min(times, Math.max(0, repeat.roundUp ? Math.ceil(ratio) : Math.floor(ratio)) * repeat.repeats);
  }
  return Number.isFinite(times) ? times : 0;
}

function conditionsHold(modifier: Modifier, ask: Ask): boolean | undefined {
  if (modifier.conditionGroups?.length) return undefined;
  for (const condition of modifier.conditions ?? []) {
    const actual = ask(condition);
    if (actual === undefined) return undefined;
    if (!compare(condition.type, actual, condition.value)) return false;
  }
  return true;
}

/** The constraint's value after the group's modifiers, or undefined when a condition is out of reach here. */
export function resolveLimit(constraint: Constraint, modifiers: Modifier[], ask: Ask): number | undefined {
  let value = constraint.value;
  for (const modifier of modifiers) {
    if (modifier.field !== constraint.id) continue;
    const holds = conditionsHold(modifier, ask);
    if (holds === undefined) return undefined;
    if (!holds) continue;
    const times = modifier.repeats?.length ? repeatTimes(ask, modifier.repeats) : 1;
    if (times === undefined) return undefined;
    if (times === 0) continue;
    const n = Number(modifier.value);
    if (modifier.type === "set") value = n;
    else if (modifier.type === "increment") value += n * times;
    else if (modifier.type === "decrement") value -= n * times;
    else value *= n ** times;
  }
  return value;
}

/** Answers a condition's question about what `parent` holds; undefined beyond the unit's reach. */
export function askUnder(index: CatalogueIndex, parentSlot: Slot, parent: Selection, evaluation: Evaluation): Ask {
  return (query) => {
    if (query.field.startsWith("limit:")) return evaluation.limits[query.field.slice(6)] ?? 0;
    if (query.scope !== "parent" && query.scope !== "self") return undefined;
    return pick(query.field, countUnder(index, parentSlot, parent, evaluation, query.childId, Boolean(query.includeChildSelections)));
  };
}

/** A group's min and max selections under `parent`, after its modifiers (a Warlord Trait only with a Warlord). */
export function resolveGroupCounts(group: GroupSlot, ask: Ask): { min?: number; max?: number } {
  const pickLimit = (type: "min" | "max") => {
    const values = group.constraints
      .filter((c) => c.type === type && c.scope === "parent" && c.field === "selections" && !c.percentValue)
      .map((c) => resolveLimit(c, group.modifiers, ask) ?? c.value);
    if (values.length === 0) return undefined;
    return type === "min" ? Math.max(...values) : Math.min(...values);
  };
  const min = pickLimit("min");
  const max = pickLimit("max");
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Every cost cap of `group` under `parent`, with what its chosen options already spend. */
export function findAllowances(
  index: CatalogueIndex,
  parentSlot: Slot,
  parent: Selection,
  group: GroupSlot,
  evaluation: Evaluation,
): Allowance[] {
  const caps = group.constraints.filter((c) => c.type === "max" && c.scope === "parent" && isCostField(c.field));
  if (caps.length === 0) return [];
  const ask = askUnder(index, parentSlot, parent, evaluation);
  return caps.map((cap) => {
    const reported = evaluation.issues.find((i) => i.params.constraintId === cap.id && i.path[i.path.length - 1] === parent.id);
    const limit = typeof reported?.params.limit === "number" ? reported.params.limit : resolveLimit(cap, group.modifiers, ask) ?? cap.value;
    const spent = pick(cap.field, countUnder(index, parentSlot, parent, evaluation, group.groupId, false));
    return { groupId: group.groupId, costType: cap.field, limit, spent, left: limit - spent, constraintId: cap.id };
  });
}
