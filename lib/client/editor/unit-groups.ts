/**
 * A force's units grouped by role (primary category) in the game system's order, as the exports
 * group them, each group in roster order. Pure.
 */
import type { CatalogueIndex } from "@/lib/engine";
import type { Force, Selection } from "@/lib/gamedata/roster-schema";

export type UnitGroup = { categoryId: string; name: string; units: Selection[] };

export function groupUnitsByRole(index: CatalogueIndex, force: Pick<Force, "selections">): UnitGroup[] {
  const order = new Map(index.system.categories.map((c, i) => [c.id, i]));
  const groups = new Map<string, UnitGroup>();
  for (const unit of force.selections) {
    const categoryId = index.roots.slots.get(unit.entryId)?.primaryCategoryId ?? "";
    let group = groups.get(categoryId);
    if (!group) {
      group = { categoryId, name: categoryId ? index.categoryName(categoryId) : "", units: [] };
      groups.set(categoryId, group);
    }
    group.units.push(unit);
  }
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()].sort((a, b) => rank(a.categoryId) - rank(b.categoryId));
}
