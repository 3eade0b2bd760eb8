/**
 * A roster on BattleScribe data as Muster's comparison rules see an army: its totals and its
 * units with their model counts and keywords (BattleScribe data carries keywords as
 * categories). Pure.
 */
import type { ArmySummary } from "../../engine/compare-types";
import type { CostMap } from "../../engine/types";
import type { ForceSnapshot, RosterSnapshot } from "../engine/snapshot";
import { modelCount } from "./roster-view";

function rootSelections(force: ForceSnapshot): ForceSnapshot["selections"] {
  return [...force.selections, ...force.childForces.flatMap(rootSelections)];
}

export function summariseBsRoster(snapshot: RosterSnapshot): ArmySummary {
  const units: ArmySummary["units"] = snapshot.forces.flatMap(rootSelections).map((selection) => ({
    id: selection.id,
    name: selection.customName || selection.name,
    models: modelCount(selection),
    keywords: [...new Set(selection.categories.map((category) => category.name.trim().toUpperCase()))],
  }));
  const costs: CostMap = {};
  for (const cost of snapshot.costs) costs[cost.typeId] = cost.value;
  return { totals: { models: units.reduce((n, unit) => n + unit.models, 0), costs }, units };
}
