/**
 * A collapsed unit card's one line: what the player chose under the unit, by name, models with
 * their number ("9× Intercessor"), nested choices after their parent. Pure.
 */
import type { CatalogueIndex, Slot } from "@/lib/engine";
import type { Selection } from "@/lib/gamedata/roster-schema";

export type SummaryItem = { name: string; number: number };

export function summarizeOptions(index: CatalogueIndex, slot: Slot, unit: Selection, limit = 40): SummaryItem[] {
  const out: SummaryItem[] = [];
  const visit = (parent: Slot, selections: Selection[]) => {
    const table = index.childrenOf(parent);
    for (const selection of selections) {
      if (out.length >= limit) return;
      const child = table.slots.get(selection.entryId);
      if (!child || child.hidden) continue;
      out.push({ name: selection.customName ?? child.entry.name, number: selection.number });
      visit(child, selection.selections ?? []);
    }
  };
  visit(slot, unit.selections ?? []);
  return out;
}
