/**
 * What `validate` says about a BattleScribe or New Recruit roster read on the data given: each
 * problem once, naming the unit it concerns; each entry the data no longer offers named with
 * the points the file gave it, what inside it was kept, and how far that moved the total.
 */
import { describeRosterError } from "../battlescribe/engine/error-words";
import { addDecimal } from "../battlescribe/engine/decimal";
import type { CostSnapshot, RosterSnapshot, SelectionSnapshot } from "../battlescribe/engine/snapshot";
import type { RosterError } from "../battlescribe/engine/validate";
import type { OpenedRoster } from "../battlescribe/ros/open-roster-file";
import { en } from "../i18n/english";

export type BsLine = { severity: "error" | "warning" | "info" | "note"; text: string; unit?: string };

/** Each root selection's name (the player's own, else the data's) by the id of everything in it. */
function unitNames(snapshot: RosterSnapshot): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (selection: SelectionSnapshot, unit: string) => {
    names.set(selection.id, unit);
    for (const child of selection.children) walk(child, unit);
  };
  const walkForce = (force: RosterSnapshot["forces"][number]) => {
    for (const root of force.selections) walk(root, root.customName || root.name);
    force.childForces.forEach(walkForce);
  };
  snapshot.forces.forEach(walkForce);
  return names;
}

/** Costs as words ("40 pts, 2 CP"), visible cost types only, zeros left out. */
function costWords(costs: Map<string, number>, costTypes: CostSnapshot[]): string {
  return costTypes
    .filter((type) => !type.hidden && (costs.get(type.typeId) ?? 0) !== 0)
    .map((type) => en.t("bs.cost", { value: costs.get(type.typeId) as number, name: type.name.trim() }))
    .join(", ");
}

function errorLine(error: RosterError, units: Map<string, string>): BsLine {
  const message = describeRosterError(en.t, error);
  const severity = error.severity ?? "error";
  const unit = error.raisedOn.kind === "selection" ? units.get(error.raisedOn.id) : undefined;
  // The words already name it when it was counted on the unit itself, or name it themselves.
  if (!unit || unit === error.params.owner || error.params.unit) return { severity, text: message, ...(unit ? { unit } : {}) };
  return { severity, text: en.t("xui.validate.bsUnit", { unit, message }), unit };
}

export function bsRosterLines(opened: OpenedRoster, snapshot: RosterSnapshot): BsLine[] {
  const units = unitNames(snapshot);
  const lines: BsLine[] = [];
  const seen = new Set<string>();
  const add = (line: BsLine) => {
    const key = `${line.severity}\u0000${line.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    lines.push(line);
  };
  for (const c of opened.catalogueByName) add({ severity: "note", text: en.t("xui.validate.bsCatalogueByName", { id: c.rosterCatalogueId, name: c.name }) });
  for (const error of snapshot.errors) add(errorLine(error, units));
  const moved = new Map<string, number>();
  for (const dropped of opened.unknown) {
    const costs = costWords(dropped.costs, snapshot.costs);
    add({ severity: "error", text: costs ? en.t("xui.validate.bsDropped", { name: dropped.name, path: dropped.path, costs }) : en.t("xui.validate.bsUnknown", { name: dropped.name, path: dropped.path }) });
    for (const kept of dropped.kept) add({ severity: "note", text: en.t("xui.validate.bsKept", { name: kept, holder: dropped.name }) });
    for (const [typeId, value] of dropped.costs) moved.set(typeId, addDecimal(moved.get(typeId) ?? 0, -value));
  }
  const total = costWords(moved, snapshot.costs);
  if (total) add({ severity: "note", text: en.t("xui.validate.bsTotalMoved", { costs: total }) });
  for (const d of opened.costDifferences) add({ severity: "note", text: en.t("xui.validate.bsCost", { name: d.name, cost: d.costName, stored: d.stored, computed: d.computed }) });
  return lines;
}
