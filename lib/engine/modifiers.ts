/** Applies an entry's modifiers to its costs, constraint values, visibility and name. */
import type { Constraint, Cost, Modifier } from "../gamedata/catalogue-schema";
import type { CostMap, Slot } from "./types";
import { countRepeats, testCondition, testConditionGroup, type Owner } from "./counting";

export type Effective = {
  costs: CostMap;
  constraintValues: Map<string, number>;
  hidden: boolean;
  name: string;
};

export type Base = {
  costs?: Cost[];
  constraints: Constraint[];
  modifiers: Modifier[];
  hidden: boolean;
  name: string;
};

function applies(owner: Owner, modifier: Modifier): boolean {
  for (const condition of modifier.conditions ?? []) if (!testCondition(owner, condition)) return false;
  for (const group of modifier.conditionGroups ?? []) if (!testConditionGroup(owner, group)) return false;
  return true;
}

function applyNumber(current: number, modifier: Modifier, times: number): number {
  const value = Number(modifier.value);
  switch (modifier.type) {
    case "set":
      return value;
    case "increment":
      return current + value * times;
    case "decrement":
      return current - value * times;
    case "multiply":
      return current * value ** times;
  }
}

export function resolveEffective(owner: Owner, base: Base): Effective {
  const costs: CostMap = {};
  for (const cost of base.costs ?? []) costs[cost.typeId] = cost.value;
  const constraintValues = new Map(base.constraints.map((c) => [c.id, c.value]));
  let hidden = base.hidden;
  let name = base.name;
  for (const modifier of base.modifiers) {
    if (!applies(owner, modifier)) continue;
    const times = modifier.repeats?.length ? countRepeats(owner, modifier.repeats) : 1;
    if (times === 0) continue;
    if (modifier.field === "hidden") hidden = Boolean(modifier.value);
    else if (modifier.field === "name") name = String(modifier.value);
    else if (constraintValues.has(modifier.field)) {
      constraintValues.set(modifier.field, applyNumber(constraintValues.get(modifier.field) ?? 0, modifier, times));
    } else costs[modifier.field] = applyNumber(costs[modifier.field] ?? 0, modifier, times);
  }
  return { costs, constraintValues, hidden, name };
}

const unmodified = new WeakMap<Slot, Effective>();

/** An entry's values where it may be chosen. Shared, read-only result: never mutate it. */
export function resolveSlot(owner: Owner, slot: Slot): Effective {
  const base = { costs: slot.entry.costs, constraints: slot.constraints, modifiers: slot.modifiers, hidden: slot.hidden, name: slot.entry.name };
  // Most entries have no modifier: their values never change, so compute them once.
  if (slot.modifiers.length > 0) return resolveEffective(owner, base);
  let cached = unmodified.get(slot);
  if (!cached) {
    cached = resolveEffective(owner, base);
    unmodified.set(slot, cached);
  }
  return cached;
}
