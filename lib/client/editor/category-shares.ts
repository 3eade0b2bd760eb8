/**
 * Running totals of the army's percentage rules (The 9th Age: Characters at most 45% of the
 * points, Core at least 20%): each rule of the catalogue that takes a share of a
 * cost for a category (catalogue constraints), with what the roster's units of that category cost now. The engine's
 * issues stay the verdict; this is the gauge beside the 40k slot chips. Pure.
 */
import type { CatalogueIndex, Evaluation } from "@/lib/engine";
import type { Catalogue } from "@/lib/gamedata/catalogue-schema";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { SlotState } from "./force-slots";

export type CategoryShare = {
  constraintId: string;
  categoryId: string;
  name: string;
  costTypeId: string;
  /** What the category's units cost now. */
  actual: number;
  /** That as a percentage of the base (the points limit, or the army's total without one). */
  percent: number;
  type: "min" | "max";
  /** The rule's percentage. */
  limitPercent: number;
  state: SlotState;
};

export function describeCategoryShares(index: CatalogueIndex, catalogue: Catalogue, roster: Roster, evaluation: Evaluation): CategoryShare[] {
  const constraints = (catalogue.constraints ?? []).filter(
    (c) => c.percentValue && c.scope === "roster" && c.childId && (c.type === "min" || c.type === "max") && index.categoryName(c.childId) !== c.childId,
  );
  return constraints.map((constraint) => {
    const categoryId = constraint.childId as string;
    const costTypeId = constraint.field;
    let actual = 0;
    for (const force of roster.forces) {
      for (const unit of force.selections) {
        if (index.roots.slots.get(unit.entryId)?.categoryIds.includes(categoryId)) actual += evaluation.totals.selections[unit.id]?.costs[costTypeId] ?? 0;
      }
    }
    const base = evaluation.limits[costTypeId] ?? evaluation.totals.roster.costs[costTypeId] ?? 0;
    const percent = base > 0 ? (actual / base) * 100 : 0;
    const type = constraint.type as "min" | "max";
    const state: SlotState = type === "min" ? (percent < constraint.value - 1e-9 ? "under" : "ok") : percent > constraint.value + 1e-9 ? "over" : "ok";
    return { constraintId: constraint.id, categoryId, name: index.categoryName(categoryId), costTypeId, actual, percent, type, limitPercent: constraint.value, state };
  });
}
