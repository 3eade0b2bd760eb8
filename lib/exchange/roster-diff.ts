/**
 * What changed between two rosters of the same faction, as a player reads it: units added or
 * removed, unit sizes and options changed, costs and validity. Two versions of one roster match
 * units by selection id; two different rosters match them by entry, in list order. Pure; the
 * words come from the message catalogue (`describeRosterChange`).
 */
import { evaluate, getCatalogueIndex, type CatalogueIndex, type SlotTable } from "../engine";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";
import type { Translator } from "../i18n/translate";
import type { GameWords } from "../i18n/game-words";

export type RosterChange =
  | { kind: "renamed"; from: string; to: string }
  | { kind: "unit-added"; unit: string; models: number }
  | { kind: "unit-removed"; unit: string; models: number }
  | { kind: "unit-models"; unit: string; from: number; to: number }
  | { kind: "option-added"; unit: string; option: string; number: number }
  | { kind: "option-removed"; unit: string; option: string; number: number }
  | { kind: "option-number"; unit: string; option: string; from: number; to: number }
  | { kind: "cost"; costType: string; costTypeId?: string; from: number; to: number }
  | { kind: "limit"; costType: string; costTypeId?: string; from: number; to: number }
  | { kind: "validity"; from: boolean; to: boolean };

type UnitSummary = { id: string; entryId: string; name: string; models: number; options: Map<string, { name: string; number: number }> };

function collectOptions(index: CatalogueIndex, table: SlotTable, selections: readonly Selection[], into: Map<string, { name: string; number: number }>, prefix: string): void {
  for (const selection of selections) {
    const slot = table.slots.get(selection.entryId);
    if (!slot || slot.entry.type === "model") continue;
    const key = `${prefix}/${selection.entryId}`;
    const known = into.get(key);
    into.set(key, { name: slot.entry.name, number: (known?.number ?? 0) + selection.number });
    collectOptions(index, index.childrenOf(slot), selection.selections ?? [], into, key);
  }
}

function summarise(roster: Roster, index: CatalogueIndex, models: (id: string) => number): UnitSummary[] {
  const units: UnitSummary[] = [];
  for (const force of roster.forces) {
    for (const unit of force.selections) {
      const slot = index.roots.slots.get(unit.entryId);
      const options = new Map<string, { name: string; number: number }>();
      if (slot) collectOptions(index, index.childrenOf(slot), unit.selections ?? [], options, "");
      units.push({ id: unit.id, entryId: unit.entryId, name: unit.customName || slot?.entry.name || unit.entryId, models: models(unit.id), options });
    }
  }
  return units;
}

/** Pairs by id first, then what is left by entry in order (the first Intercessors with the first). */
function pairUnits(before: UnitSummary[], after: UnitSummary[]): { pairs: [UnitSummary, UnitSummary][]; removed: UnitSummary[]; added: UnitSummary[] } {
  const pairs: [UnitSummary, UnitSummary][] = [];
  const byId = new Map(after.map((unit) => [unit.id, unit]));
  const leftBefore: UnitSummary[] = [];
  const used = new Set<UnitSummary>();
  for (const unit of before) {
    const match = byId.get(unit.id);
    if (match && match.entryId === unit.entryId) {
      pairs.push([unit, match]);
      used.add(match);
    } else leftBefore.push(unit);
  }
  const leftAfter = after.filter((unit) => !used.has(unit));
  const removed: UnitSummary[] = [];
  for (const unit of leftBefore) {
    const i = leftAfter.findIndex((candidate) => candidate.entryId === unit.entryId);
    if (i < 0) removed.push(unit);
    else pairs.push([unit, leftAfter.splice(i, 1)[0]!]);
  }
  return { pairs, removed, added: leftAfter };
}

export function diffRosters(before: Roster, after: Roster, system: GameSystem, catalogue: Catalogue): RosterChange[] {
  const index = getCatalogueIndex(system, catalogue);
  const evalBefore = evaluate(before, system, catalogue, { available: false });
  const evalAfter = evaluate(after, system, catalogue, { available: false });
  const changes: RosterChange[] = [];
  if (before.name !== after.name) changes.push({ kind: "renamed", from: before.name, to: after.name });
  const { pairs, removed, added } = pairUnits(
    summarise(before, index, (id) => evalBefore.totals.selections[id]?.models ?? 0),
    summarise(after, index, (id) => evalAfter.totals.selections[id]?.models ?? 0),
  );
  for (const unit of removed) changes.push({ kind: "unit-removed", unit: unit.name, models: unit.models });
  for (const unit of added) changes.push({ kind: "unit-added", unit: unit.name, models: unit.models });
  for (const [a, b] of pairs) {
    if (a.models !== b.models) changes.push({ kind: "unit-models", unit: b.name, from: a.models, to: b.models });
    for (const [key, option] of a.options) {
      const now = b.options.get(key);
      if (!now) changes.push({ kind: "option-removed", unit: b.name, option: option.name, number: option.number });
      else if (now.number !== option.number) changes.push({ kind: "option-number", unit: b.name, option: option.name, from: option.number, to: now.number });
    }
    for (const [key, option] of b.options) {
      if (!a.options.has(key)) changes.push({ kind: "option-added", unit: b.name, option: option.name, number: option.number });
    }
  }
  const costTypes = new Map(system.costTypes.map((type) => [type.id, type]));
  for (const [id, type] of costTypes) {
    if (type.hidden) continue;
    const from = evalBefore.totals.roster.costs[id] ?? 0;
    const to = evalAfter.totals.roster.costs[id] ?? 0;
    if (from !== to) changes.push({ kind: "cost", costType: type.name, costTypeId: id, from, to });
    const limitFrom = evalBefore.limits[id];
    const limitTo = evalAfter.limits[id];
    if (limitFrom !== undefined && limitTo !== undefined && limitFrom !== limitTo) changes.push({ kind: "limit", costType: type.name, costTypeId: id, from: limitFrom, to: limitTo });
  }
  if (evalBefore.valid !== evalAfter.valid) changes.push({ kind: "validity", from: evalBefore.valid, to: evalAfter.valid });
  return changes;
}

/** A change in words; with a game's words (words), cost types are named as the page names them. */
export function describeRosterChange(tr: Pick<Translator, "t">, change: RosterChange, words?: GameWords): string {
  switch (change.kind) {
    case "renamed":
      return tr.t("diff.renamed", change);
    case "unit-added":
      return tr.t("diff.unitAdded", change);
    case "unit-removed":
      return tr.t("diff.unitRemoved", change);
    case "unit-models":
      return tr.t("diff.unitModels", change);
    case "option-added":
      return tr.t("diff.optionAdded", change);
    case "option-removed":
      return tr.t("diff.optionRemoved", change);
    case "option-number":
      return tr.t("diff.optionNumber", change);
    case "cost":
      return tr.t("diff.cost", { ...change, costType: words?.costName({ id: change.costTypeId ?? change.costType, name: change.costType }) ?? change.costType });
    case "limit":
      return tr.t("diff.limit", { ...change, costType: words?.costName({ id: change.costTypeId ?? change.costType, name: change.costType }) ?? change.costType });
    case "validity":
      return tr.t(change.to ? "diff.nowValid" : "diff.nowInvalid");
  }
}
