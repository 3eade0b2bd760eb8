/**
 * Lists in the wild carry totals priced by an older army book. Rather than trust or hide them,
 * each unit's stored cost is set beside the cost Muster's engine recomputed for it.
 */
import { sumStoredUnitCost, type ArmyForgeList } from "./list-schema";

export type UnitPointsDifference = { unitId: string; unitName: string; stored: number; recomputed: number };

/** Units whose recomputed cost differs from the stored one; units the engine did not price are left to the unmatched list. */
export function findPointsDifferences(list: ArmyForgeList, recomputedByUnitId: ReadonlyMap<string, number>): UnitPointsDifference[] {
  return list.units.flatMap((unit) => {
    const recomputed = recomputedByUnitId.get(unit.id);
    if (recomputed === undefined) return [];
    const stored = sumStoredUnitCost(unit);
    return stored === recomputed ? [] : [{ unitId: unit.id, unitName: unit.customName || unit.name, stored, recomputed }];
  });
}
