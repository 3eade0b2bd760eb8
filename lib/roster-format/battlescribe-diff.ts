/**
 * What changed between two versions of a BattleScribe roster, in the words Muster's history
 * already uses (lib/exchange/roster-diff.ts RosterChange): units matched by selection id,
 * their options by entry path and name, totals by cost type. Pure.
 */
import { isBlocking } from "../battlescribe/engine/validate";
import type { RosterSnapshot, SelectionSnapshot } from "../battlescribe/engine/snapshot";
import { modelCount } from "../battlescribe/export/roster-view";
import type { RosterChange } from "../exchange/roster-diff";

type UnitSummary = { name: string; models: number; options: Map<string, { name: string; number: number }> };

function unitName(selection: SelectionSnapshot): string {
  return selection.customName || selection.name;
}

function collectOptions(children: SelectionSnapshot[], prefix: string, into: Map<string, { name: string; number: number }>): void {
  for (const child of children) {
    if (child.type === "model") {
      collectOptions(child.children, prefix, into);
      continue;
    }
    const key = `${prefix}/${child.entryId}`;
    const known = into.get(key);
    into.set(key, { name: child.name, number: (known?.number ?? 0) + child.number });
    collectOptions(child.children, key, into);
  }
}

function summarise(snapshot: RosterSnapshot): Map<string, UnitSummary> {
  const units = new Map<string, UnitSummary>();
  const visit = (forces: RosterSnapshot["forces"]) => {
    for (const force of forces) {
      for (const selection of force.selections) {
        const options = new Map<string, { name: string; number: number }>();
        collectOptions(selection.children, "", options);
        units.set(selection.id, { name: unitName(selection), models: modelCount(selection), options });
      }
      visit(force.childForces);
    }
  };
  visit(snapshot.forces);
  return units;
}

function optionChanges(unit: string, before: UnitSummary, after: UnitSummary): RosterChange[] {
  const changes: RosterChange[] = [];
  for (const [key, was] of before.options) {
    const now = after.options.get(key);
    if (!now) changes.push({ kind: "option-removed", unit, option: was.name, number: was.number });
    else if (now.number !== was.number) changes.push({ kind: "option-number", unit, option: now.name, from: was.number, to: now.number });
  }
  for (const [key, now] of after.options) if (!before.options.has(key)) changes.push({ kind: "option-added", unit, option: now.name, number: now.number });
  return changes;
}

export function diffBsSnapshots(before: RosterSnapshot, after: RosterSnapshot): RosterChange[] {
  const changes: RosterChange[] = [];
  if (before.name !== after.name) changes.push({ kind: "renamed", from: before.name, to: after.name });
  const was = summarise(before);
  const now = summarise(after);
  for (const [id, unit] of was) if (!now.has(id)) changes.push({ kind: "unit-removed", unit: unit.name, models: unit.models });
  for (const [id, unit] of now) {
    const old = was.get(id);
    if (!old) {
      changes.push({ kind: "unit-added", unit: unit.name, models: unit.models });
      continue;
    }
    if (old.models !== unit.models) changes.push({ kind: "unit-models", unit: unit.name, from: old.models, to: unit.models });
    changes.push(...optionChanges(unit.name, old, unit));
  }
  const costTypes = new Map([...before.costs, ...after.costs].map((c) => [c.typeId, c]));
  for (const [typeId, type] of costTypes) {
    if (type.hidden) continue;
    const from = before.costs.find((c) => c.typeId === typeId)?.value ?? 0;
    const to = after.costs.find((c) => c.typeId === typeId)?.value ?? 0;
    if (from !== to) changes.push({ kind: "cost", costType: type.name, costTypeId: typeId, from, to });
  }
  const validBefore = !before.errors.some(isBlocking);
  const validAfter = !after.errors.some(isBlocking);
  if (validBefore !== validAfter) changes.push({ kind: "validity", from: validBefore, to: validAfter });
  return changes;
}
