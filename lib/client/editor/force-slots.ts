/**
 * A detachment's Force Organisation at a glance: each role's filled count against its min/max,
 * from the force entry's category links. The engine's issues stay the verdict; this is the chart.
 */
import type { CatalogueIndex } from "@/lib/engine";
import type { Force } from "@/lib/gamedata/roster-schema";

export type SlotState = "under" | "ok" | "over";

export type ForceSlot = { categoryId: string; name: string; filled: number; min?: number; max?: number; state: SlotState };

export function describeForceSlots(index: CatalogueIndex, force: Force): ForceSlot[] {
  const entry = index.forceEntry(force.forceEntryId);
  if (!entry) return [];
  const slots: ForceSlot[] = [];
  for (const link of entry.categoryLinks) {
    const counted = (link.constraints ?? []).filter((c) => c.field === "selections" && !c.percentValue);
    if (counted.length === 0) continue;
    const min = counted.filter((c) => c.type === "min").map((c) => c.value);
    const max = counted.filter((c) => c.type === "max").map((c) => c.value);
    let filled = 0;
    for (const unit of force.selections) {
      if (index.roots.slots.get(unit.entryId)?.categoryIds.includes(link.categoryId)) filled += unit.number;
    }
    const lo = min.length ? Math.max(...min) : undefined;
    const hi = max.length ? Math.min(...max) : undefined;
    const state: SlotState = lo !== undefined && filled < lo ? "under" : hi !== undefined && hi >= 0 && filled > hi ? "over" : "ok";
    slots.push({ categoryId: link.categoryId, name: index.categoryName(link.categoryId), filled, ...(lo !== undefined ? { min: lo } : {}), ...(hi !== undefined ? { max: hi } : {}), state });
  }
  return slots;
}
