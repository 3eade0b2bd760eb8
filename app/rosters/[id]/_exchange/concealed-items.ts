/**
 * The selections a hidden-roster link conceals: every selection in a category the ruleset's
 * `hidden-roster` rule names (magic items), with the unit that carries it. Pure.
 */
import type { CatalogueIndex, SlotTable } from "@/lib/engine";
import type { GameSystem } from "@/lib/gamedata/catalogue-schema";
import type { Roster, Selection } from "@/lib/gamedata/roster-schema";
import { hiddenCategoryIds } from "@/lib/exchange/roster-view";

export type ConcealedItem = { id: string; name: string; unitName: string };

export function listConcealedItems(roster: Roster, system: GameSystem, index: CatalogueIndex): ConcealedItem[] {
  const concealed = new Set(hiddenCategoryIds(system, roster.rulesetId));
  if (concealed.size === 0) return [];
  const items: ConcealedItem[] = [];
  const walk = (table: SlotTable | undefined, selections: Selection[], unitName: string) => {
    for (const selection of selections) {
      const slot = table?.slots.get(selection.entryId);
      const name = selection.customName ?? slot?.entry.name ?? selection.entryId;
      if (slot && slot.categoryIds.some((c) => concealed.has(c))) {
        items.push({ id: selection.id, name, unitName });
        // Whatever an item contains is concealed with it and revealed with it.
        continue;
      }
      if (selection.selections?.length) walk(slot ? index.childrenOf(slot) : undefined, selection.selections, unitName);
    }
  };
  for (const force of roster.forces) {
    for (const unit of force.selections) {
      const slot = index.roots.slots.get(unit.entryId);
      const unitName = unit.customName ?? slot?.entry.name ?? unit.entryId;
      walk(slot ? index.childrenOf(slot) : undefined, unit.selections ?? [], unitName);
    }
  }
  return items;
}
