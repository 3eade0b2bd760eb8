/**
 * A new selection as the player expects it when clicking "add": the minimum models, the
 * default choice of every required group, and no optional extras.
 */
import type { CatalogueIndex, Slot, SlotTable } from "../engine/types";
import type { Selection } from "../gamedata/roster-schema";

export type NewId = () => string;

function requiredCount(slot: Slot): number {
  let min = 0;
  for (const c of slot.constraints) {
    if (c.type === "min" && c.scope === "parent" && c.field === "selections" && !c.percentValue) min = Math.max(min, c.value);
  }
  return min;
}

function requiredGroupChoices(table: SlotTable): string[] {
  const picks: string[] = [];
  for (const group of table.groups) {
    if (group.hidden) continue;
    const min = group.constraints.find((c) => c.type === "min" && c.scope === "parent" && c.field === "selections")?.value ?? 0;
    if (min < 1) continue;
    const members = [...table.slots.values()].filter((s) => s.groupIds[s.groupIds.length - 1] === group.groupId && !s.hidden);
    // The default first, then the group's entries in order until the minimum is met.
    const ordered = [...new Set([group.defaultEntryId, ...members.map((m) => m.entryId)])].filter((id): id is string => Boolean(id));
    picks.push(...ordered.slice(0, min));
  }
  return picks;
}

export function createSelection(index: CatalogueIndex, slot: Slot, newId: NewId, number = 1, depth = 0): Selection {
  const selection: Selection = { id: newId(), entryId: slot.entryId, number };
  if (depth > 6) return selection;
  const table = index.childrenOf(slot);
  const children: Selection[] = [];
  const chosen = new Set(requiredGroupChoices(table));
  // What a model comes with, every model of the selection has: four Intercessors, four bolt pistols.
  const perModel = slot.entry.type === "model" ? number : 1;
  for (const child of table.slots.values()) {
    if (child.hidden) continue;
    const count = Math.max(requiredCount(child), chosen.has(child.entryId) ? 1 : 0) * perModel;
    if (count > 0) children.push(createSelection(index, child, newId, count, depth + 1));
  }
  if (children.length > 0) selection.selections = children;
  return selection;
}
