/**
 * A roster on BattleScribe data in the shapes Muster's list and reference cards are drawn
 * from (RosterView, UnitCard), so the PDF, the print view and the text of imported game
 * systems come from the same code as Muster's own. Pure: a snapshot in, plain data out.
 */
import type { CostMap } from "../../engine/types";
import type { ForceView, OptionView, RosterView, UnitView } from "../../exchange/roster-view";
import type { CardInstance, CardRule, ProfileTable, TakenOption, UnitCard } from "../../exchange/unit-cards";
import type { Translator } from "../../i18n/translate";
import { describeRosterError } from "../engine/error-words";
import { addDecimal } from "../engine/decimal";
import { mergeIdenticalSelections } from "./identical-selections";
import { isBlocking } from "../engine/validate";
import type { ProfileView } from "../engine/info";
import type { CategorySnapshot, CostSnapshot, ForceSnapshot, RosterSnapshot, SelectionSnapshot } from "../engine/snapshot";

/** Costs of a selection with everything chosen under it, hidden cost types left out. */
function subtreeCosts(selection: SelectionSnapshot, into: CostMap = {}): CostMap {
  for (const cost of selection.costs) if (!cost.hidden) into[cost.typeId] = addDecimal(into[cost.typeId] ?? 0, cost.value);
  for (const child of selection.children) subtreeCosts(child, into);
  return into;
}

function ownCosts(costs: CostSnapshot[]): CostMap {
  return Object.fromEntries(costs.filter((c) => !c.hidden).map((c) => [c.typeId, c.value]));
}

function addCosts(into: CostMap, costs: CostMap): CostMap {
  for (const [id, value] of Object.entries(costs)) into[id] = addDecimal(into[id] ?? 0, value);
  return into;
}

/** Models in a selection: its own number when it is a model, else what its children hold. */
export function modelCount(selection: SelectionSnapshot): number {
  if (selection.type === "model") return selection.number;
  return selection.children.reduce((n, child) => n + modelCount(child), 0) * (selection.type === "unit" ? 1 : selection.number);
}

/** The player's own name for it, else the data's name with the label New Recruit data may add. */
function displayName(selection: SelectionSnapshot, tr: Translator): string {
  const named = selection.customName || (selection.annotation ? tr.t("bs.text.annotated", { name: selection.name, annotation: selection.annotation }) : selection.name);
  // New Recruit's associations: the list says which model carries it, which regiment it joined.
  const targets = (selection.associations ?? []).map((link) => link.targetName);
  return targets.length > 0 ? tr.t("bs.text.associated", { name: named, targets: listOf(targets, tr.locale) }) : named;
}

function visibleChildren(selection: SelectionSnapshot): SelectionSnapshot[] {
  return selection.children.filter((c) => !c.hidden);
}

/** What the list shows under a selection: identical models and wargear once, with their number. */
function listedChildren(selection: SelectionSnapshot): SelectionSnapshot[] {
  return mergeIdenticalSelections(visibleChildren(selection));
}

function optionViews(selection: SelectionSnapshot, depth: number, tr: Translator): OptionView[] {
  return listedChildren(selection).flatMap((child) => [
    { id: child.id, entryId: child.entryId, name: displayName(child, tr), number: child.number, costs: ownCosts(child.costs), depth, isModel: child.type === "model", hidden: false },
    ...optionViews(child, depth + 1, tr),
  ]);
}

function primaryCategory(categories: CategorySnapshot[]): CategorySnapshot | undefined {
  return categories.find((c) => c.primary);
}

/** Where each error was raised, by selection id: the unit (root selection) it belongs to. */
function errorsByUnit(snapshot: RosterSnapshot): Map<string, number> {
  const unitOf = new Map<string, string>();
  const walk = (root: SelectionSnapshot, selection: SelectionSnapshot) => {
    unitOf.set(selection.id, root.id);
    for (const child of selection.children) walk(root, child);
  };
  const walkForce = (force: ForceSnapshot) => {
    for (const root of force.selections) walk(root, root);
    force.childForces.forEach(walkForce);
  };
  snapshot.forces.forEach(walkForce);
  const counts = new Map<string, number>();
  for (const error of snapshot.errors) {
    const node = error.raisedOn;
    const unit = node.kind === "selection" ? unitOf.get(node.id) : undefined;
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return counts;
}

function unitView(selection: SelectionSnapshot, issues: Map<string, number>, uncategorised: string, tr: Translator): UnitView {
  const category = primaryCategory(selection.categories);
  return {
    id: selection.id,
    entryId: selection.entryId,
    name: displayName(selection, tr),
    entryName: selection.name,
    categoryId: category?.entryId ?? "",
    categoryName: category?.name ?? uncategorised,
    costs: subtreeCosts(selection),
    models: modelCount(selection),
    options: optionViews(selection, 0, tr),
    keywordChoices: [],
    spells: [],
    combined: false,
    ...(selection.customNotes ? { notes: selection.customNotes } : {}),
    issueCount: issues.get(selection.id) ?? 0,
  };
}

function forceViews(force: ForceSnapshot, issues: Map<string, number>, tr: Translator): ForceView[] {
  const uncategorised = tr.t("bs.uncategorised");
  const units = force.selections.filter((s) => !s.hidden).map((s) => unitView(s, issues, uncategorised, tr));
  // Groups follow the order of the force's categories, as BattleScribe lists them.
  const order = new Map(force.categories.map((c, i) => [c.entryId, i]));
  const groups = new Map<string, ForceView["groups"][number]>();
  for (const unit of units) {
    const group = groups.get(unit.categoryId) ?? { categoryId: unit.categoryId, categoryName: unit.categoryName, units: [] };
    group.units.push(unit);
    groups.set(unit.categoryId, group);
  }
  const sorted = [...groups.values()].sort((a, b) => (order.get(a.categoryId) ?? 1e9) - (order.get(b.categoryId) ?? 1e9));
  const costs = units.reduce((total, unit) => addCosts(total, unit.costs), {} as CostMap);
  return [{ id: force.id, name: force.customName || force.name, costs, groups: sorted }, ...force.childForces.flatMap((f) => forceViews(f, issues, tr))];
}

function listOf(names: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}

export function describeBsRoster(snapshot: RosterSnapshot, tr: Translator): RosterView {
  const issues = errorsByUnit(snapshot);
  const forces = snapshot.forces.flatMap((f) => forceViews(f, issues, tr));
  const catalogues = [...new Set(allForces(snapshot.forces).map((f) => f.catalogueName).filter((n): n is string => Boolean(n)))];
  const visibleTypes = snapshot.costs.filter((c) => !c.hidden);
  const unitOf = new Map(forces.flatMap((f) => f.groups.flatMap((g) => g.units.map((u) => [u.id, u.name] as const))));
  return {
    name: snapshot.name,
    systemId: snapshot.gameSystemId,
    systemName: snapshot.gameSystemName,
    factionName: listOf(catalogues, tr.locale),
    rulesetName: listOf(snapshot.forces.map((f) => f.customName || f.name), tr.locale),
    costTypes: visibleTypes.map((c) => ({ id: c.typeId, name: c.name.trim() })),
    limits: Object.fromEntries(snapshot.costLimits.filter((l) => l.value > 0).map((l) => [l.typeId, l.value])),
    totals: Object.fromEntries(visibleTypes.map((c) => [c.typeId, c.value])),
    models: forces.reduce((n, f) => n + f.groups.reduce((m, g) => m + g.units.reduce((k, u) => k + u.models, 0), 0), 0),
    resources: {},
    valid: !snapshot.errors.some(isBlocking),
    issues: snapshot.errors.map((error) => {
      const unitName = error.raisedOn.kind === "selection" ? unitOf.get(error.raisedOn.id) : undefined;
      const severity = isBlocking(error) ? ("error" as const) : ("warning" as const);
      return { severity, message: describeRosterError(tr.t, error), ...(unitName ? { unitName } : {}) };
    }),
    armyLimits: [],
    forces,
    hiddenItems: 0,
  };
}

function allForces(forces: ForceSnapshot[]): ForceSnapshot[] {
  return forces.flatMap((f) => [f, ...allForces(f.childForces)]);
}

/** Every selection under a unit, the unit included, skipping what modifiers hide. */
function selectionsOf(selection: SelectionSnapshot): SelectionSnapshot[] {
  return [selection, ...visibleChildren(selection).flatMap(selectionsOf)];
}

function addProfile(tables: Map<string, ProfileTable>, seen: Set<string>, profile: ProfileView, tr: Translator): void {
  if (profile.hidden) return;
  // One row per distinct profile: ten Intercessors with the same bolt rifle make one line.
  const key = `${profile.typeId}\u0000${profile.name}\u0000${profile.characteristics.map((c) => c.value).join("\u0000")}`;
  if (seen.has(key)) return;
  seen.add(key);
  let table = tables.get(profile.typeId);
  if (!table) {
    table = { typeId: profile.typeId, typeName: profile.typeName, columns: profile.characteristics.map((c) => c.name), rows: [] };
    tables.set(profile.typeId, table);
  }
  const name = profile.annotation ? tr.t("bs.text.annotated", { name: profile.name, annotation: profile.annotation }) : profile.name;
  table.rows.push({ name, values: table.columns.map((column) => profile.characteristics.find((c) => c.name === column)?.value ?? "") });
}

function taken(selection: SelectionSnapshot, tr: Translator): TakenOption[] {
  return listedChildren(selection).map((child) => ({ name: displayName(child, tr), number: child.number, isModel: child.type === "model", hidden: false, children: taken(child, tr) }));
}

/**
 * Whether a root selection gets a reference card: a unit or model does; an upgrade (10e's
 * Battle Size, Detachment) only when something in it has a profile to show.
 */
function deservesCard(selection: SelectionSnapshot): boolean {
  if (selection.type !== "upgrade") return true;
  return selectionsOf(selection).some((s) => s.profiles.some((p) => !p.hidden));
}

/**
 * One card per distinct unit entry: its profiles (characteristics as modifiers leave them, every
 * weapon and ability of what the roster took), rules, and the categories as keywords.
 */
export function describeBsUnitCards(snapshot: RosterSnapshot, tr: Translator): UnitCard[] {
  const cards = new Map<string, UnitCard & { seen: Set<string>; tables: Map<string, ProfileTable>; ruleIds: Set<string> }>();
  for (const force of allForces(snapshot.forces)) {
    for (const unit of force.selections) {
      if (unit.hidden || !deservesCard(unit)) continue;
      let card = cards.get(unit.entryId);
      if (!card) {
        card = {
          entryId: unit.entryId,
          name: unit.name,
          role: primaryCategory(unit.categories)?.name ?? "",
          costs: {},
          models: 0,
          profiles: [],
          rules: [],
          upgrades: [],
          keywords: unit.categories.filter((c) => !c.primary).map((c) => c.name),
          factionKeywords: [],
          spells: [],
          items: [],
          hiddenItems: 0,
          instances: [],
          seen: new Set(),
          tables: new Map(),
          ruleIds: new Set(),
        };
        cards.set(unit.entryId, card);
      }
      const costs = subtreeCosts(unit);
      const models = modelCount(unit);
      addCosts(card.costs, costs);
      card.models += models;
      for (const selection of selectionsOf(unit)) {
        for (const profile of selection.profiles) addProfile(card.tables, card.seen, profile, tr);
        for (const rule of selection.rules) {
          // The same rule reached through two links (a weapon's "Pistol" twice) is one paragraph.
          const sameText = `${rule.name}\u0000${rule.description}`;
          if (rule.hidden || card.ruleIds.has(rule.id) || card.ruleIds.has(sameText)) continue;
          card.ruleIds.add(rule.id);
          card.ruleIds.add(sameText);
          card.rules.push({ id: rule.id, name: rule.name, description: rule.description } satisfies CardRule);
        }
      }
      const instance: CardInstance = {
        id: unit.id,
        name: displayName(unit, tr),
        forceName: force.customName || force.name,
        costs,
        models,
        keywordChoices: [],
        spellNames: [],
        taken: taken(unit, tr),
      };
      card.instances.push(instance);
    }
  }
  return [...cards.values()].map(({ seen: _seen, tables, ruleIds: _ruleIds, ...card }) => ({ ...card, profiles: [...tables.values()] }));
}
