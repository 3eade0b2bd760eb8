/**
 * What a unit is, read two ways so the shipped data can be compared with the community's
 * BattleScribe files (../shared/corpus, never copied here): its points and model count as
 * added by a player (standard wargear and minimum models included) and every unit and weapon
 * profile reachable from its entry, options included.
 */
import { evaluate, getCatalogueIndex } from "../../lib/engine";
import type { Catalogue, GameSystem, Profile, SelectionEntry, SelectionEntryGroup } from "../../lib/gamedata/catalogue-schema";
import { createSelection } from "../../lib/roster/create-selection";
import { createRoster } from "../../lib/roster/new-roster";
import { addOption } from "../../lib/roster/roster-ops";
import { setChildCount } from "../../lib/client/editor/editor-ops";
import type { EntryContainer, EntryLink } from "../../lib/battlescribe/data-types";
import type { Engine } from "../../lib/battlescribe/engine/engine";
import type { SelectionSnapshot } from "../../lib/battlescribe/engine/snapshot";
import { snapshotRoster } from "../../lib/battlescribe/engine/snapshot";
import type { ForceBuilder } from "./bs-battalion";

export type ProfileFacts = { name: string; kind: "unit" | "weapon"; values: Map<string, string> };
export type UnitFacts = {
  name: string;
  points: number;
  models: number;
  profiles: Map<string, ProfileFacts>;
  /** Keywords as printed (BattleScribe: the unit's categories), normalised. */
  keywords: Set<string>;
  /** Rules the unit has, by normalised name. */
  rules: Set<string>;
};

/** Names and characteristic names compared as a reader would: case, spaces and punctuation aside. */
export function normalName(name: string): string {
  return name.toLowerCase().replace(/[’‘`]/g, "'").replace(/[^a-z0-9]+/g, "");
}

/** Printed values compared without typographic noise: curly inches, an empty cell written "-". */
export function normalValue(value: string): string {
  const plain = value.replace(/[″“”]/g, '"').replace(/\s+/g, " ").trim();
  return plain === "" ? "-" : plain;
}

/** Rule text is not compared: only short printed values (move, attacks, to hit, points...). */
const TEXT_CHARACTERISTICS = new Set(["abilities", "description", "abilitydetails", "keywords"]);

function valuesOf(characteristics: Iterable<[string, string]>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of characteristics) {
    const key = normalName(name);
    if (!TEXT_CHARACTERISTICS.has(key)) values.set(key, normalValue(value));
  }
  return values;
}

function addProfile(out: Map<string, ProfileFacts>, name: string, kind: ProfileFacts["kind"], values: Map<string, string>): void {
  const key = normalName(name);
  if (!out.has(key)) out.set(key, { name, kind, values });
}

// ---- Muster's shipped data -------------------------------------------------------------------

type OurContainer = { profiles?: Profile[]; selectionEntries?: SelectionEntry[]; selectionEntryGroups?: SelectionEntryGroup[]; entryLinks?: { targetId: string }[] };

function ourProfileKind(typeId: string, unitProfileTypes: Set<string>): ProfileFacts["kind"] | undefined {
  if (unitProfileTypes.has(typeId)) return "unit";
  return typeId.includes("weapon") ? "weapon" : undefined;
}

/** A shipped unit as a player adds it, and every profile its entry and options hold. */
export function musterUnitFacts(system: GameSystem, catalogue: Catalogue, entryId: string, unitProfileTypes: Set<string>): UnitFacts {
  const index = getCatalogueIndex(system, catalogue);
  const slot = index.roots.slots.get(entryId);
  if (!slot) throw new Error(`${entryId} is not a unit of ${catalogue.id}`);
  let n = 0;
  const newId = () => `c${++n}`;
  const roster = createRoster(system, catalogue, { name: "Corpus comparison", rulesetId: system.rulesets[0]!.id }, newId);
  const unit = createSelection(index, slot, newId);
  roster.forces[0]!.selections.push(unit);
  const tally = evaluate(roster, system, catalogue).totals.selections[unit.id];

  const sharedEntries = new Map([...(system.sharedSelectionEntries ?? []), ...(catalogue.sharedSelectionEntries ?? [])].map((e) => [e.id, e]));
  const sharedGroups = new Map([...(system.sharedSelectionEntryGroups ?? []), ...(catalogue.sharedSelectionEntryGroups ?? [])].map((g) => [g.id, g]));
  const profiles = new Map<string, ProfileFacts>();
  const seen = new Set<unknown>();
  const walk = (container: OurContainer | undefined): void => {
    if (!container || seen.has(container)) return;
    seen.add(container);
    for (const profile of container.profiles ?? []) {
      const kind = ourProfileKind(profile.typeId, unitProfileTypes);
      if (kind) addProfile(profiles, profile.name, kind, valuesOf(Object.entries(profile.characteristics)));
    }
    for (const child of container.selectionEntries ?? []) walk(child);
    for (const group of container.selectionEntryGroups ?? []) walk(group);
    for (const link of container.entryLinks ?? []) walk(sharedEntries.get(link.targetId) ?? sharedGroups.get(link.targetId));
  };
  walk(slot.entry);
  const sharedRules = new Map([...(system.sharedRules ?? []), ...(catalogue.sharedRules ?? [])].map((r) => [r.id, r.name]));
  const rules = new Set([...(slot.entry.ruleLinks ?? []).map((id) => sharedRules.get(id) ?? id), ...(slot.entry.rules ?? []).map((r) => r.name)].map(normalName));
  const keywords = new Set((slot.entry.keywords ?? []).map(normalName));
  return { name: slot.entry.name, points: tally?.costs.pts ?? 0, models: tally?.models ?? 0, profiles, keywords, rules };
}

// ---- The corpus, through the BattleScribe engine ---------------------------------------------

function corpusProfileKind(typeName: string | undefined): ProfileFacts["kind"] | undefined {
  const type = normalName(typeName ?? "");
  if (type === "unit") return "unit";
  return type.includes("weapon") ? "weapon" : undefined;
}

function subtreeCost(selection: SelectionSnapshot, costName: string): number {
  const own = selection.costs.filter((c) => c.name.trim() === costName).reduce((n, c) => n + c.value, 0);
  return own + selection.children.reduce((n, c) => n + subtreeCost(c, costName), 0);
}

function subtreeModels(selection: SelectionSnapshot): number {
  const own = selection.type === "model" ? selection.number : 0;
  return own + selection.children.reduce((n, c) => n + subtreeModels(c), 0);
}

/**
 * A corpus unit added the way a player adds it in BattleScribe (its required children made on
 * their own), its points and models counted from the engine's snapshot, and its profiles read
 * from the data, links followed, so options the player has not taken are compared too.
 */
export function corpusUnitFacts(engine: Engine, builder: ForceBuilder, name: string, costName: string): UnitFacts | undefined {
  let added;
  try {
    added = builder.unit(name);
  } catch {
    return undefined;
  }
  const snapshot = snapshotRoster(engine)
    .forces.find((f) => f.id === builder.forceId)
    ?.selections.find((s) => s.id === added.id);
  if (!snapshot) return undefined;
  const { index } = engine;
  const profiles = new Map<string, ProfileFacts>();
  const seen = new Set<unknown>();
  const walk = (container: EntryContainer | undefined): void => {
    if (!container || seen.has(container)) return;
    seen.add(container);
    const add = (profile: { name: string; typeName?: string; typeId: string; characteristics?: { name: string; value: string }[] } | undefined) => {
      if (!profile) return;
      const kind = corpusProfileKind(profile.typeName ?? index.profileTypes.get(profile.typeId)?.name);
      if (kind) addProfile(profiles, profile.name, kind, valuesOf((profile.characteristics ?? []).map((c) => [c.name, c.value])));
    };
    for (const profile of container.profiles ?? []) add(profile);
    for (const link of container.infoLinks ?? []) if (link.type === "profile") add(index.profiles.get(link.targetId));
    for (const child of container.selectionEntries ?? []) walk(child);
    for (const group of container.selectionEntryGroups ?? []) walk(group);
    for (const link of (container.entryLinks ?? []) as EntryLink[]) {
      walk(link);
      walk(index.entries.get(link.targetId) ?? index.groups.get(link.targetId));
    }
  };
  // What the engine shows for the selections made (modifiers applied), then options not taken.
  const shown = (selection: SelectionSnapshot): void => {
    for (const profile of selection.profiles) {
      const kind = corpusProfileKind(profile.typeName);
      if (kind) addProfile(profiles, profile.name, kind, valuesOf(profile.characteristics.map((c) => [c.name, c.value])));
    }
    for (const child of selection.children) shown(child);
  };
  shown(snapshot);
  // A root selection made through a link is recorded as "linkId::targetId".
  for (const id of snapshot.entryId.split("::")) walk(index.entries.get(id) ?? findLink(engine, id));
  const rules = new Set<string>();
  const ruleNames = (selection: SelectionSnapshot): void => {
    for (const rule of selection.rules) rules.add(normalName(rule.name));
    for (const child of selection.children) ruleNames(child);
  };
  ruleNames(snapshot);
  const keywords = new Set(snapshot.categories.map((c) => normalName(c.name)));
  return { name, points: subtreeCost(snapshot, costName), models: subtreeModels(snapshot), profiles, keywords, rules };
}

/** An entry link anywhere in the data, by id (root links of catalogues). */
function findLink(engine: Engine, id: string): EntryLink | undefined {
  for (const file of [engine.index.data.gameSystem, ...engine.index.data.catalogues]) {
    const link = (file.entryLinks ?? []).find((l) => l.id === id);
    if (link) return link;
  }
  return undefined;
}

// ---- One unit with choices made, priced by both engines --------------------------------------

/** A choice made on a freshly added unit: take an option, or set how many of a model it has. */
export type Choice = { option: string } | { models: string; count: number };

/** Muster's points for a unit with choices made (`option` and `models` are entry ids). */
export function musterPointsWith(system: GameSystem, catalogue: Catalogue, entryId: string, choices: Choice[]): number {
  const index = getCatalogueIndex(system, catalogue);
  let n = 0;
  const newId = () => `p${++n}`;
  let roster = createRoster(system, catalogue, { name: "Corpus comparison", rulesetId: system.rulesets[0]!.id }, newId);
  const unit = createSelection(index, index.roots.slots.get(entryId)!, newId);
  roster.forces[0]!.selections.push(unit);
  for (const choice of choices) {
    roster = "option" in choice
      ? addOption(index, roster, unit.id, choice.option, newId, true)
      : setChildCount(index, roster, unit.id, choice.models, choice.count, newId);
  }
  return evaluate(roster, system, catalogue).totals.selections[unit.id]?.costs.pts ?? Number.NaN;
}

/** The corpus's points for the same unit and choices (`option` and `models` are entry names). */
export function corpusPointsWith(engine: Engine, builder: ForceBuilder, name: string, choices: Choice[], costName: string): number {
  const unit = builder.unit(name);
  for (const choice of choices) {
    if ("option" in choice) builder.option(unit, choice.option);
    else builder.setCount(builder.child(unit, choice.models), choice.count);
  }
  const snapshot = snapshotRoster(engine).forces.find((f) => f.id === builder.forceId)?.selections.find((s) => s.id === unit.id);
  return snapshot ? subtreeCost(snapshot, costName) : Number.NaN;
}
