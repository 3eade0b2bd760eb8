/**
 * Allowances: a group of options capped by a cost (The 9th Age's magic items: "up to 150 pts,
 * 200 for the General"). The editor shows what is left before the player picks; the cap as
 * modifiers set it comes from the engine (`evaluation.groupLimits`).
 */
import type { CatalogueIndex, CostMap, Evaluation, GroupSlot, Slot } from "@/lib/engine";
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

function pick(field: string, counted: Counted): number {
  if (field === "selections") return counted.selections;
  if (field === "models") return counted.models;
  return counted.costs[field] ?? 0;
}

/** A group's min and max selections under `parent`, after its modifiers (a Warlord Trait only with a Warlord). */
export function resolveGroupCounts(group: GroupSlot, parentId: string, evaluation: Evaluation): { min?: number; max?: number } {
  const limits = evaluation.groupLimits[parentId] ?? {};
  const pickLimit = (type: "min" | "max") => {
    const values = group.constraints
      .filter((c) => c.type === type && c.scope === "parent" && c.field === "selections" && !c.percentValue)
      .map((c) => limits[c.id] ?? c.value);
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
  const limits = evaluation.groupLimits[parent.id] ?? {};
  return caps.map((cap) => {
    const limit = limits[cap.id] ?? cap.value;
    const spent = pick(cap.field, countUnder(index, parentSlot, parent, evaluation, group.groupId, false));
    return { groupId: group.groupId, costType: cap.field, limit, spent, left: limit - spent, constraintId: cap.id };
  });
}
