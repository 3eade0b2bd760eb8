/**
 * Reference cards: one per distinct unit entry in a roster, with what a player needs at the
 * table (profiles, weapons, abilities, keywords, spells, magic items) for what the roster
 * actually took. Two squads of the same datasheet share one card that lists both loadouts.
 * Pure: the PDF renders this shape, and a browser could too.
 */
import { unitKeywordChoices } from "../roster/keyword-choices";
import { carriedLeft, combinedFactor, countReplaced, countsPerHalf, pathsKnownWhole } from "../roster/loadout";
import type { Catalogue, GameSystem, Profile, Rule, SelectionEntry, Spell } from "../gamedata/catalogue-schema";
import type { Roster, Selection } from "../gamedata/roster-schema";
import { evaluate, getCatalogueIndex } from "../engine";
import type { CatalogueIndex, CostMap, Evaluation, Slot, SlotTable } from "../engine";
import { PLACEHOLDER } from "../engine/rules/keywords";
import { hiddenCategoryIds, type ViewOptions } from "./roster-view";
import type { GameWords } from "../i18n/game-words";

/** All profiles of one profile type on a card: the type's characteristic names are the columns. */
export type ProfileTable = {
  typeId: string;
  typeName: string;
  columns: string[];
  rows: { name: string; values: string[] }[];
};

export type CardRule = { id: string; name: string; description: string };

export type CardSpell = {
  id: string;
  name: string;
  /** The Path (spell list) it comes from; none for a Hereditary spell. */
  pathName?: string;
  number?: number;
  castingValue?: string;
  range?: string;
  type?: string;
  duration?: string;
  effect: string;
  /** Names of the units of this card that know it. */
  knownBy: string[];
};

export type CardItem = { id: string; name: string; description: string; carriedBy: string[] };

/** A model or option a unit took, with what it took under it. */
export type TakenOption = {
  name: string;
  number: number;
  isModel: boolean;
  /** A magic item concealed under hidden-roster rules: no name, no cost. */
  hidden: boolean;
  children: TakenOption[];
};

/** One selection of the card's entry in the roster. */
export type CardInstance = {
  id: string;
  name: string;
  forceName: string;
  costs: CostMap;
  models: number;
  keywordChoices: [string, string][];
  pathName?: string;
  spellNames: string[];
  taken: TakenOption[];
};

export type UnitCard = {
  entryId: string;
  name: string;
  /** The entry's primary category (battlefield role); empty when it has none. */
  role: string;
  /** What every selection of the entry costs together (concealed items included, never itemised). */
  costs: CostMap;
  models: number;
  description?: string;
  profiles: ProfileTable[];
  /** Entry rules, linked shared rules and the rules of the options taken. */
  rules: CardRule[];
  /** Options taken that explain themselves (armour, mounts, warlord traits). */
  upgrades: CardRule[];
  keywords: string[];
  factionKeywords: string[];
  spells: CardSpell[];
  items: CardItem[];
  hiddenItems: number;
  instances: CardInstance[];
};

export type UnitCardOptions = Pick<ViewOptions, "hideItems" | "evaluation"> & {
  /** The game's words for profile types and characteristics (the data's own names without). */
  words?: Pick<GameWords, "profileType" | "characteristic">;
};

type Lookup = {
  index: CatalogueIndex;
  evaluation: Evaluation;
  rules: Map<string, Rule>;
  spells: Map<string, { spell: Spell; pathName?: string }>;
  pathNames: Map<string, string>;
  /** Each spell list's spells, for wizards that know all of them. */
  pathSpells: Map<string, string[]>;
  itemCategories: Set<string>;
  concealed: Set<string>;
  revealed: ReadonlySet<string>;
  hideItems: boolean;
  words?: UnitCardOptions["words"];
  /** How many units a combined unit stands for under the roster's ruleset (1 when it has no such rule). */
  combinedFactor: number;
};

/** Collects a card's parts in first-seen order without repeats. */
type CardDraft = {
  card: UnitCard;
  order: number;
  categoryOrder: number;
  profileKeys: Set<string>;
  tables: Map<string, ProfileTable>;
  ruleIds: Set<string>;
  upgradeKeys: Set<string>;
  keywords: string[];
  factionKeywords: string[];
  choices: Map<string, string[]>;
  spells: Map<string, CardSpell>;
  items: Map<string, CardItem>;
  /** Counted profiles of the entry (`typeId\u0000name`): how many its units still carry, together. */
  carried: Map<string, number>;
  /** Profiles that options taken brought (`typeId\u0000name`): kept on the card whatever the count says. */
  optionProfiles: Set<string>;
};

function buildLookup(roster: Roster, system: GameSystem, catalogue: Catalogue, options: UnitCardOptions): Lookup {
  const rules = new Map<string, Rule>();
  for (const rule of [...(system.sharedRules ?? []), ...(catalogue.sharedRules ?? [])]) rules.set(rule.id, rule);
  const spells = new Map<string, { spell: Spell; pathName?: string }>();
  const pathNames = new Map<string, string>();
  const pathSpells = new Map<string, string[]>();
  for (const list of [...(system.spellLists ?? []), ...(catalogue.spellLists ?? [])]) {
    pathNames.set(list.id, list.name);
    pathSpells.set(list.id, list.spells.map((spell) => spell.id));
    for (const spell of list.spells) spells.set(spell.id, { spell, pathName: list.name });
  }
  if (catalogue.hereditarySpell) spells.set(catalogue.hereditarySpell.id, { spell: catalogue.hereditarySpell });
  const itemCategories = new Set(hiddenCategoryIds(system, roster.rulesetId));
  return {
    index: getCatalogueIndex(system, catalogue),
    evaluation: options.evaluation ?? evaluate(roster, system, catalogue, { available: false }),
    rules,
    spells,
    pathNames,
    pathSpells,
    itemCategories,
    concealed: options.hideItems ? itemCategories : new Set(),
    revealed: options.hideItems?.revealed ?? new Set(),
    hideItems: Boolean(options.hideItems),
    ...(options.words ? { words: options.words } : {}),
    combinedFactor: combinedFactor(system, roster.rulesetId),
  };
}

function newDraft(slot: Slot, lookup: Lookup, order: number, categoryOrder: number): CardDraft {
  const entry = slot.entry;
  return {
    card: {
      entryId: entry.id,
      name: entry.name,
      role: slot.primaryCategoryId ? lookup.index.categoryName(slot.primaryCategoryId) : "",
      costs: {},
      models: 0,
      ...(entry.description ? { description: entry.description } : {}),
      profiles: [],
      rules: [],
      upgrades: [],
      keywords: [],
      factionKeywords: [],
      spells: [],
      items: [],
      hiddenItems: 0,
      instances: [],
    },
    order,
    categoryOrder,
    profileKeys: new Set(),
    tables: new Map(),
    ruleIds: new Set(),
    upgradeKeys: new Set(),
    keywords: [],
    factionKeywords: [],
    choices: new Map(),
    spells: new Map(),
    items: new Map(),
    carried: new Map(),
    optionProfiles: new Set(),
  };
}

function addProfiles(draft: CardDraft, profiles: Profile[] | undefined, lookup: Lookup): void {
  for (const profile of profiles ?? []) {
    const type = lookup.index.system.profileTypes.find((t) => t.id === profile.typeId);
    if (!type) continue;
    const values = type.characteristics.map((c) => profile.characteristics[c.id] ?? "");
    // The same weapon carried by several models (or squads) is printed once.
    const key = `${profile.typeId}\u0000${profile.name}\u0000${values.join("\u0000")}`;
    if (draft.profileKeys.has(key)) continue;
    draft.profileKeys.add(key);
    let table = draft.tables.get(type.id);
    if (!table) {
      const words = lookup.words;
      table = { typeId: type.id, typeName: words?.profileType(type) ?? type.name, columns: type.characteristics.map((c) => words?.characteristic(type.id, c) ?? c.name), rows: [] };
      draft.tables.set(type.id, table);
    }
    table.rows.push({ name: profile.name, values });
  }
}

function addRules(draft: CardDraft, entry: SelectionEntry, lookup: Lookup): void {
  const linked = (entry.ruleLinks ?? []).map((id) => lookup.rules.get(id)).filter((r): r is Rule => Boolean(r));
  for (const rule of [...(entry.rules ?? []), ...linked]) {
    if (draft.ruleIds.has(rule.id)) continue;
    draft.ruleIds.add(rule.id);
    draft.card.rules.push({ id: rule.id, name: rule.name, description: rule.description });
  }
}

function addKeywords(target: string[], keywords: string[] | undefined): void {
  for (const keyword of keywords ?? []) if (!target.includes(keyword)) target.push(keyword);
}

function addCosts(target: CostMap, costs: CostMap, sign = 1): void {
  for (const [type, value] of Object.entries(costs)) target[type] = (target[type] ?? 0) + sign * value;
}

/** What walking one unit's options carries along. */
type InstanceWalk = {
  name: string;
  /** Spell lists whose every spell the unit knows (collected on the way). */
  knownPaths: Set<string>;
  /** A combined unit's factor: its models and per-model swaps are this many times what one half took. */
  times: number;
  /** Counted profiles its options replaced, by name (see `countReplaced`). */
  replaced: Map<string, number>;
};

const profileKey = (profile: Profile) => `${profile.typeId}\u0000${profile.name}`;

/**
 * How many of a counted profile a unit still carries after its replacements, recorded for the
 * card (a weapon no unit of the card carries any more leaves its table).
 */
function carriedCount(draft: CardDraft, profile: Profile, number: number, walk: InstanceWalk): number {
  const left = carriedLeft(profile, number, walk.replaced);
  draft.carried.set(profileKey(profile), (draft.carried.get(profileKey(profile)) ?? 0) + left);
  return left;
}

/**
 * Walks the options a unit took. Concealed items contribute nothing but a placeholder; their
 * subtree cost is returned so that the unit's cost does not give them away.
 */
function walkOptions(draft: CardDraft, walk: InstanceWalk, table: SlotTable | undefined, selections: Selection[], lookup: Lookup): { taken: TakenOption[]; concealedCosts: CostMap } {
  const taken: TakenOption[] = [];
  const concealedCosts: CostMap = {};
  for (const selection of selections) {
    const slot = table?.slots.get(selection.entryId);
    if (!slot) continue;
    const entry = slot.entry;
    const isItem = slot.categoryIds.some((c) => lookup.itemCategories.has(c));
    const concealed = slot.categoryIds.some((c) => lookup.concealed.has(c)) && !lookup.revealed.has(selection.id);
    if (concealed) {
      draft.card.hiddenItems += 1;
      addCosts(concealedCosts, lookup.evaluation.totals.selections[selection.id]?.costs ?? {});
      taken.push({ name: "", number: selection.number, isModel: false, hidden: true, children: [] });
      continue;
    }
    addProfiles(draft, entry.profiles, lookup);
    // Models and per-model swaps count for each half of a combined unit; an upgrade of the whole
    // unit ("Halberds") is still one. An option standing for a counted weapon (a replaceable
    // weapon's default) shows how many are left.
    const counted = entry.profiles?.find((profile) => profile.count !== undefined);
    let number = selection.number * (countsPerHalf(entry) ? walk.times : 1);
    if (counted) number = carriedCount(draft, counted, number, walk);
    for (const profile of entry.profiles ?? []) if (profile.count === undefined) draft.optionProfiles.add(profileKey(profile));
    addRules(draft, entry, lookup);
    addKeywords(draft.keywords, entry.keywords);
    addKeywords(draft.factionKeywords, entry.factionKeywords);
    addKnownPaths(walk.knownPaths, entry);
    if (isItem) {
      const item = draft.items.get(entry.id) ?? { id: entry.id, name: entry.name, description: entry.description ?? "", carriedBy: [] };
      if (!item.carriedBy.includes(walk.name)) item.carriedBy.push(walk.name);
      draft.items.set(entry.id, item);
    } else if (entry.description && !entry.rules?.length && !entry.ruleLinks?.length) {
      // An option with rules of its own is explained by them; its description is then about
      // who may take it, which matters when building, not at the table.
      const key = `${entry.name}\u0000${entry.description}`;
      if (!draft.upgradeKeys.has(key)) {
        draft.upgradeKeys.add(key);
        draft.card.upgrades.push({ id: entry.id, name: entry.name, description: entry.description });
      }
    }
    const inner = walkOptions(draft, walk, lookup.index.childrenOf(slot), selection.selections ?? [], lookup);
    addCosts(concealedCosts, inner.concealedCosts);
    if (number === 0 && inner.taken.length === 0) continue;
    taken.push({
      name: selection.customName ?? entry.name,
      number,
      isModel: entry.type === "model",
      hidden: false,
      children: inner.taken,
    });
  }
  return { taken, concealedCosts };
}

/**
 * The unit's own counted profiles it still carries after its replacements ("4x Pulse Rifles"
 * once one was swapped), listed with what it took, after its models.
 */
function addCarried(draft: CardDraft, entry: SelectionEntry, taken: TakenOption[], walk: InstanceWalk): TakenOption[] {
  const carried: TakenOption[] = [];
  for (const profile of entry.profiles ?? []) {
    if (profile.count === undefined) continue;
    const left = carriedCount(draft, profile, walk.times, walk);
    if (left > 0) carried.push({ name: profile.name, number: left, isModel: false, hidden: false, children: [] });
  }
  if (carried.length === 0) return taken;
  const models = taken.findIndex((option) => !option.isModel);
  const at = models === -1 ? taken.length : models;
  return [...taken.slice(0, at), ...carried, ...taken.slice(at)];
}

function addKnownPaths(target: Set<string>, entry: SelectionEntry): void {
  for (const path of pathsKnownWhole(entry)) target.add(path);
}

/** The spells a unit knows: those chosen (their names are returned, for the unit's line) and every spell of `knownPaths`. */
function addSpells(draft: CardDraft, selection: Selection, instanceName: string, lookup: Lookup, knownPaths: Set<string>): string[] {
  const names: string[] = [];
  for (const id of selection.spells ?? []) {
    const found = lookup.spells.get(id);
    if (!found) continue;
    names.push(found.spell.name);
    addSpell(draft, id, found, instanceName);
  }
  for (const path of knownPaths) {
    for (const id of lookup.pathSpells.get(path) ?? []) {
      const found = lookup.spells.get(id);
      if (found) addSpell(draft, id, found, instanceName);
    }
  }
  return names;
}

function addSpell(draft: CardDraft, id: string, found: { spell: Spell; pathName?: string }, instanceName: string): void {
  const { spell, pathName } = found;
  const known = draft.spells.get(id);
  if (known) {
    if (!known.knownBy.includes(instanceName)) known.knownBy.push(instanceName);
    return;
  }
  draft.spells.set(id, {
    id,
    name: spell.name,
    ...(pathName ? { pathName } : {}),
    ...(spell.number !== undefined ? { number: spell.number } : {}),
    ...(spell.castingValue ? { castingValue: spell.castingValue } : {}),
    ...(spell.range ? { range: spell.range } : {}),
    ...(spell.type ? { type: spell.type } : {}),
    ...(spell.duration ? { duration: spell.duration } : {}),
    effect: spell.effect,
    knownBy: [instanceName],
  });
}

function addInstance(draft: CardDraft, slot: Slot, selection: Selection, forceName: string, lookup: Lookup): void {
  const entry = slot.entry;
  const name = selection.customName ?? entry.name;
  if (draft.card.instances.length === 0) {
    addProfiles(draft, entry.profiles, lookup);
    addRules(draft, entry, lookup);
    addKeywords(draft.factionKeywords, lookup.index.catalogue.factionKeywords);
    addKeywords(draft.factionKeywords, entry.factionKeywords);
    addKeywords(draft.keywords, entry.keywords);
  }
  for (const [keyword, value] of Object.entries(selection.keywordChoices ?? {})) {
    const values = draft.choices.get(keyword) ?? [];
    if (value && !values.includes(value)) values.push(value);
    draft.choices.set(keyword, values);
  }
  // A combined unit is two of the unit as one: what it took, it took for both halves.
  const times = selection.combined ? lookup.combinedFactor : 1;
  const replaced = countReplaced(lookup.index, lookup.index.childrenOf(slot), selection.selections ?? [], times);
  const walk: InstanceWalk = { name, knownPaths: new Set(), times, replaced };
  addKnownPaths(walk.knownPaths, entry);
  const walked = walkOptions(draft, walk, lookup.index.childrenOf(slot), selection.selections ?? [], lookup);
  const taken = addCarried(draft, entry, walked.taken, walk);
  const tally = lookup.evaluation.totals.selections[selection.id];
  // Concealed items stay in the unit's cost (the rules allow it); the list shows them as one amount.
  const costs: CostMap = { ...tally?.costs };
  const pathName = selection.path ? lookup.pathNames.get(selection.path) ?? selection.path : undefined;
  draft.card.instances.push({
    id: selection.id,
    name,
    forceName,
    costs,
    models: tally?.models ?? 0,
    keywordChoices: Object.entries(selection.keywordChoices ?? {}),
    ...(pathName ? { pathName } : {}),
    spellNames: addSpells(draft, selection, name, lookup, walk.knownPaths),
    taken,
  });
  addCosts(draft.card.costs, costs);
  draft.card.models += tally?.models ?? 0;
}

/** `<CHAPTER>` becomes what the roster chose for it (several different choices: all of them). */
function resolveKeywords(keywords: string[], choices: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const keyword of keywords) {
    const chosen = PLACEHOLDER.test(keyword) ? choices.get(keyword) : undefined;
    const resolved = chosen && chosen.length > 0 ? chosen.join(" / ") : keyword;
    if (!out.includes(resolved)) out.push(resolved);
  }
  return out;
}

/** Rule texts name keywords too ("Friendly <CHAPTER> units"): fill in the roster's choice. */
function resolveText(text: string, choices: Map<string, string[]>): string {
  return text.replace(/<[^<>]+>/g, (keyword) => {
    const chosen = choices.get(keyword);
    return chosen && chosen.length > 0 ? chosen.join(" / ") : keyword;
  });
}

function finishCard(draft: CardDraft, lookup: Lookup): UnitCard {
  const typeOrder = new Map(lookup.index.system.profileTypes.map((t, i) => [t.id, i]));
  const pathOrder = new Map([...lookup.pathNames.values()].map((name, i) => [name, i]));
  const card = draft.card;
  // A weapon every unit of the card has swapped away is no longer on the card.
  for (const [key, left] of draft.carried) {
    if (left > 0 || draft.optionProfiles.has(key)) continue;
    const [typeId, name] = key.split("\u0000");
    const table = draft.tables.get(typeId ?? "");
    if (table) table.rows = table.rows.filter((row) => row.name !== name);
  }
  const fallback = lookup.index.system.defaultWeapon;
  if (fallback && !(draft.tables.get(fallback.typeId)?.rows.length)) addProfiles(draft, [fallback], lookup);
  card.profiles = [...draft.tables.values()].filter((table) => table.rows.length > 0).sort((a, b) => (typeOrder.get(a.typeId) ?? 0) - (typeOrder.get(b.typeId) ?? 0));
  card.keywords = resolveKeywords(draft.keywords, draft.choices);
  card.factionKeywords = resolveKeywords(draft.factionKeywords, draft.choices);
  card.rules = card.rules.map((rule) => ({ ...rule, description: resolveText(rule.description, draft.choices) }));
  card.upgrades = card.upgrades.map((rule) => ({ ...rule, description: resolveText(rule.description, draft.choices) }));
  // Spells in the order of their Paths and numbers; a Hereditary spell (no Path) last.
  const pathRank = (spell: CardSpell) => (spell.pathName !== undefined ? pathOrder.get(spell.pathName) ?? 0 : pathOrder.size);
  card.spells = [...draft.spells.values()].sort((a, b) => pathRank(a) - pathRank(b) || (a.number ?? 0) - (b.number ?? 0));
  card.items = [...draft.items.values()];
  return card;
}

export function describeUnitCards(roster: Roster, system: GameSystem, catalogue: Catalogue, options: UnitCardOptions = {}): UnitCard[] {
  const lookup = buildLookup(roster, system, catalogue, options);
  const categoryOrder = new Map(system.categories.map((c, i) => [c.id, i]));
  const drafts = new Map<string, CardDraft>();
  for (const force of roster.forces) {
    const forceName = lookup.index.forceEntry(force.forceEntryId)?.name ?? force.forceEntryId;
    for (const selection of force.selections) {
      // A selection the catalogue does not know has nothing to print; the list reports it.
      const slot = lookup.index.roots.slots.get(selection.entryId);
      if (!slot) continue;
      let draft = drafts.get(slot.entryId);
      if (!draft) {
        const order = categoryOrder.get(slot.primaryCategoryId ?? "") ?? system.categories.length;
        draft = newDraft(slot, lookup, drafts.size, order);
        drafts.set(slot.entryId, draft);
      }
      addInstance(draft, slot, { ...selection, keywordChoices: unitKeywordChoices(force, selection) }, forceName, lookup);
    }
  }
  return [...drafts.values()]
    .sort((a, b) => a.categoryOrder - b.categoryOrder || a.order - b.order)
    .map((draft) => finishCard(draft, lookup));
}
