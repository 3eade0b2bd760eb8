/** The addable units of a catalogue, flattened for search and listing. Pure. */
import type { Catalogue, GameSystem, SelectionEntry } from "./catalogue-schema";

export type UnitEntrySummary = {
  entryId: string;
  name: string;
  type: SelectionEntry["type"];
  categoryIds: string[];
  categoryNames: string[];
  keywords: string[];
  costs: Record<string, number>;
};

export function listUnitEntries(system: GameSystem, catalogue: Catalogue): UnitEntrySummary[] {
  const shared = new Map(
    [...(system.sharedSelectionEntries ?? []), ...(catalogue.sharedSelectionEntries ?? [])].map((e) => [e.id, e]),
  );
  const categoryNames = new Map(system.categories.map((c) => [c.id, c.name]));
  const roots: { entry: SelectionEntry; extraCategories: string[] }[] = catalogue.selectionEntries.map((entry) => ({
    entry,
    extraCategories: [],
  }));
  for (const link of catalogue.entryLinks ?? []) {
    const entry = shared.get(link.targetId);
    if (entry && !link.hidden) roots.push({ entry, extraCategories: (link.categoryLinks ?? []).map((c) => c.categoryId) });
  }
  return roots
    .filter(({ entry }) => !entry.hidden && entry.type !== "upgrade")
    .map(({ entry, extraCategories }) => {
      const categoryIds = [...new Set([...(entry.categoryLinks ?? []).map((c) => c.categoryId), ...extraCategories])];
      return {
        entryId: entry.id,
        name: entry.name,
        type: entry.type,
        categoryIds,
        categoryNames: categoryIds.map((id) => categoryNames.get(id) ?? id),
        keywords: [...(entry.factionKeywords ?? []), ...(entry.keywords ?? [])],
        costs: Object.fromEntries((entry.costs ?? []).map((c) => [c.typeId, c.value])),
      };
    });
}
