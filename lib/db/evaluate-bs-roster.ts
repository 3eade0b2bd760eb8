/** Works out a stored BattleScribe roster's totals and verdict on the data installed now. */
import type { DataSet } from "../battlescribe/data-types";
import { createEngine } from "../battlescribe/engine/engine";
import { snapshotRoster } from "../battlescribe/engine/snapshot";
import { openRosterFile } from "../battlescribe/ros/open-roster-file";
import { isBlocking } from "../battlescribe/engine/validate";

export type BsRosterVerdict = { name: string; totals: Record<string, number>; valid: boolean; missing: string[]; errors: number };

export function evaluateBsRoster(data: DataSet, xml: string): BsRosterVerdict {
  const opened = openRosterFile(createEngine(data), "roster.ros", xml);
  const snapshot = snapshotRoster(opened.engine);
  const errors = snapshot.errors.filter(isBlocking).length;
  return {
    name: snapshot.name,
    totals: Object.fromEntries(snapshot.costs.map((c) => [c.typeId, c.value])),
    valid: errors === 0 && opened.unknown.length === 0,
    missing: opened.unknown.map((u) => u.path),
    errors,
  };
}
