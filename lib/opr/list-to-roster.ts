/**
 * An Army Forge list becomes a Muster roster on the catalogue imported from its army book:
 * units with their sizes, combined units (Army Forge's second half becomes Muster's
 * `combined`), heroes joined to units, chosen upgrades. Costs are never copied: the engine
 * recomputes them, and what the list stored is set beside the result. Pure.
 */
import { evaluate, getCatalogueIndex, type CatalogueIndex, type Slot } from "../engine";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";
import { createSelection, type NewId } from "../roster/create-selection";
import { createRoster } from "../roster/new-roster";
import { sharedCatalogueId } from "./private-books";
import { catalogueIdOfBook, keptWeaponEntryId, optionEntryId, sectionGroupId, unitEntryId } from "./book-to-catalogue";
import type { OprGameSystem } from "./game-systems";
import { sumStoredUnitCost, type ArmyForgeList } from "./list-schema";

type ListUnit = ArmyForgeList["units"][number];
type ListUpgrade = NonNullable<ListUnit["selectedUpgrades"]>[number];

/**
 * What the list holds that the imported books do not offer, by the names the list uses; `book`
 * when the unit's own army book (Army Forge's uid) is not installed at all.
 */
export type UnmatchedItem = { kind: "unit"; name: string; book?: string } | { kind: "option"; name: string; unit: string };

export type UnitPointsReport = { name: string; stored: number; recomputed: number };

export type ListConversion = {
  roster: Roster;
  unmatched: UnmatchedItem[];
  /** Units whose stored cost differs from Muster's (a combined unit adds both halves). */
  pointsDifferences: UnitPointsReport[];
  storedTotal?: number;
  recomputedTotal: number;
};

function unitName(unit: ListUnit): string {
  return unit.customName || unit.name;
}

function optionName(upgrade: ListUpgrade): string {
  return upgrade.option.label ?? upgrade.upgrade?.label ?? "?";
}

/** The option's entry under the unit: by section and option uid, or by the option uid alone. */
function findOptionSlot(index: CatalogueIndex, unitSlot: Slot, upgrade: ListUpgrade): Slot | undefined {
  const optionUid = upgrade.option.uid;
  if (!optionUid) return undefined;
  const table = index.childrenOf(unitSlot);
  if (upgrade.upgrade?.uid) {
    const exact = table.slots.get(optionEntryId(sectionGroupId(unitSlot.entryId, upgrade.upgrade.uid), optionUid));
    if (exact) return exact;
  }
  const suffix = optionEntryId("", optionUid);
  return [...table.slots.values()].find((slot) => slot.entryId.endsWith(suffix));
}

function addOption(index: CatalogueIndex, unit: Selection, unitSlot: Slot, slot: Slot, newId: NewId): Selection {
  const groupId = slot.groupIds.at(-1);
  const kept = groupId ? keptWeaponEntryId(groupId) : undefined;
  const children = (unit.selections ?? []).filter((child) => child.entryId !== kept);
  const same = children.find((child) => child.entryId === slot.entryId);
  const next = same
    ? children.map((child) => (child === same ? { ...child, number: child.number + 1 } : child))
    : [...children, createSelection(index, index.childrenOf(unitSlot).slots.get(slot.entryId) ?? slot, newId)];
  return { ...unit, selections: next };
}

function musterId(selectionId: string | undefined, newId: NewId): string {
  return selectionId ? `af-${selectionId.replace(/[^A-Za-z0-9_.:-]/g, "_")}` : newId();
}

/**
 * `catalogue` is the roster's: one book, or several side by side (combine-books.ts) for a list
 * with allies; `bookCatalogueIds` are the books it holds (the catalogue alone when omitted).
 * Each unit is read against its own book, named by its `armyId`.
 */
export function armyForgeListToRoster(
  list: ArmyForgeList,
  data: { system: GameSystem; catalogue: Catalogue; opr: OprGameSystem; bookCatalogueIds?: string[] },
  newId: NewId,
): ListConversion {
  const { system, catalogue, opr } = data;
  // A book installed for one browser has its own catalogue id; its entries keep the shared one's.
  const books = new Set((data.bookCatalogueIds ?? [catalogue.id]).map(sharedCatalogueId));
  const index = getCatalogueIndex(system, catalogue);
  // A list built with Army Forge's Force Org switched on is checked against the game's Force Org ruleset.
  const ruleset = (list.forceOrg ? system.rulesets.find((r) => r.id === opr.forceOrgRulesetId) : undefined) ?? system.rulesets[0];
  const limit = list.pointsLimit;
  const battleSize = ruleset?.battleSizes?.find((size) => limit !== undefined && size.limits[opr.costTypeId] === limit);
  const roster = createRoster(
    system,
    catalogue,
    {
      name: (list.name || catalogue.name).slice(0, 200),
      rulesetId: ruleset?.id ?? "standard",
      ...(battleSize ? { battleSizeId: battleSize.id } : {}),
      limits: limit !== undefined ? { [opr.costTypeId]: limit } : {},
      forceEntryId: opr.forceEntryId,
    },
    newId,
  );
  const unmatched: UnmatchedItem[] = [];
  const selections: Selection[] = [];
  const bySelectionId = new Map<string, Selection>();
  const halves = new Map<string, ListUnit[]>();

  for (const unit of list.units) {
    const target = unit.combined && unit.joinToUnit ? list.units.find((u) => u.selectionId === unit.joinToUnit && u.id === unit.id) : undefined;
    if (target?.selectionId) {
      // Army Forge lists the second half of a combined unit as a unit of its own, joined to the first.
      halves.set(target.selectionId, [...(halves.get(target.selectionId) ?? []), unit]);
      continue;
    }
    const bookUid = unit.armyId ?? list.armyId;
    const bookId = bookUid ? catalogueIdOfBook(bookUid, opr) : undefined;
    if (bookUid && (!bookId || !books.has(bookId))) {
      unmatched.push({ kind: "unit", name: unitName(unit), book: bookUid });
      continue;
    }
    const slot = bookId ? index.roots.slots.get(unitEntryId(bookId, unit.id)) : undefined;
    if (!slot) {
      unmatched.push({ kind: "unit", name: unitName(unit) });
      continue;
    }
    let selection: Selection = { ...createSelection(index, slot, newId), id: musterId(unit.selectionId, newId) };
    for (const upgrade of unit.selectedUpgrades ?? []) {
      const optionSlot = findOptionSlot(index, slot, upgrade);
      if (!optionSlot) unmatched.push({ kind: "option", name: optionName(upgrade), unit: unitName(unit) });
      else selection = addOption(index, selection, slot, optionSlot, newId);
    }
    if (unit.customName) selection.customName = unit.customName.slice(0, 200);
    if (unit.notes) selection.notes = unit.notes.slice(0, 5_000);
    selections.push(selection);
    if (unit.selectionId) bySelectionId.set(unit.selectionId, selection);
  }

  // A hero may be joined to either half of a combined unit: both stand for the one selection.
  const joinTarget = new Map(bySelectionId);
  for (const [first, rest] of halves) {
    const selection = bySelectionId.get(first);
    if (!selection) continue;
    selection.combined = true;
    for (const half of rest) if (half.selectionId) joinTarget.set(half.selectionId, selection);
  }
  for (const unit of list.units) {
    const selection = unit.selectionId ? bySelectionId.get(unit.selectionId) : undefined;
    const joined = unit.joinToUnit && !unit.combined ? joinTarget.get(unit.joinToUnit) : undefined;
    if (selection && joined) selection.joinedTo = joined.id;
  }

  const first = roster.forces[0];
  const built: Roster = first ? { ...roster, forces: [{ ...first, selections }] } : roster;
  const evaluation = evaluate(built, system, catalogue, { available: false });
  const pointsDifferences: UnitPointsReport[] = [];
  for (const unit of list.units) {
    const selection = unit.selectionId ? bySelectionId.get(unit.selectionId) : undefined;
    if (!selection) continue;
    const stored = [unit, ...(halves.get(unit.selectionId ?? "") ?? [])].reduce((sum, half) => sum + sumStoredUnitCost(half), 0);
    const recomputed = evaluation.totals.selections[selection.id]?.costs[opr.costTypeId] ?? 0;
    if (stored !== recomputed) pointsDifferences.push({ name: unitName(unit), stored, recomputed });
  }
  return {
    roster: built,
    unmatched,
    pointsDifferences,
    ...(list.listPoints !== undefined ? { storedTotal: list.listPoints } : {}),
    recomputedTotal: evaluation.totals.roster.costs[opr.costTypeId] ?? 0,
  };
}
