import type { Engine } from "./engine";
import type { Facts } from "./facts";
import { settledFacts } from "./facts";
import type { ProfileView, RuleView } from "./info";
import { viewInfo } from "./info";
import { applyReach, collectReach, type Reach } from "./affects";
import { isWrittenForNewRecruit } from "./new-recruit-data";
import { selectionsById } from "./associations";
import type { ForceNode, SelectionNode } from "./roster";
import type { RosterError } from "./validate";
import { rosterCosts, validateRoster } from "./validate";
import { viewCategory, viewForceEntry } from "./views";
import { addDecimal } from "./decimal";

export type CostSnapshot = { name: string; typeId: string; value: number; hidden?: boolean };

export type CategorySnapshot = { id?: string; name: string; entryId: string; primary: boolean; customName?: string; customNotes?: string };

export type SelectionSnapshot = {
  id: string;
  name: string;
  entryId: string;
  entryGroupId?: string;
  type: string;
  number: number;
  hidden: boolean;
  page?: string;
  publicationId?: string;
  /** The name of the publication the entry cites, from the game system or a catalogue. */
  publicationName?: string;
  /** New Recruit: the label the data puts beside the name. */
  annotation?: string;
  customName?: string;
  customNotes?: string;
  costs: CostSnapshot[];
  children: SelectionSnapshot[];
  profiles: ProfileView[];
  rules: RuleView[];
  categories: CategorySnapshot[];
  /** New Recruit: the selections this one is linked to, by the data's association. */
  associations?: AssociationSnapshot[];
};

export type AssociationSnapshot = { associationId: string; name: string; to: string; targetName: string };

export type ForceSnapshot = {
  id: string;
  name: string;
  entryId: string;
  catalogueId?: string;
  catalogueName?: string;
  catalogueRevision?: number;
  hidden: boolean;
  page?: string;
  publicationId?: string;
  customName?: string;
  customNotes?: string;
  selections: SelectionSnapshot[];
  childForces: ForceSnapshot[];
  categories: CategorySnapshot[];
  profiles: ProfileView[];
  rules: RuleView[];
};

export type RosterSnapshot = {
  id: string;
  name: string;
  gameSystemId: string;
  gameSystemName: string;
  gameSystemRevision?: number;
  forces: ForceSnapshot[];
  costs: CostSnapshot[];
  costLimits: CostSnapshot[];
  errors: RosterError[];
};

/**
 * Names as BattleScribe and New Recruit list them: ignoring case (BattleScribe's
 * compareToIgnoreCase, character by character), with the numbers in them in natural order
 * ("Unit 2" before "Unit 10", as New Recruit's numeric localeCompare puts them), a nameless one
 * first. Written out rather than an Intl.Collator: the collator loads ICU data (3 MB a process).
 */
export function compareNames(a: string, b: string): number {
  return compareLowerCased(a.toLowerCase(), b.toLowerCase());
}

/** compareNames on names already lower-cased (sorts lower-case each name once, not per comparison). */
function compareLowerCased(x: string, y: string): number {
  if (!x || !y) return x ? 1 : y ? -1 : 0;
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(j);
    if (!isDigit(cx) || !isDigit(cy)) {
      if (cx !== cy) return cx - cy;
      i++;
      j++;
      continue;
    }
    // Two runs of digits: the longer number (leading zeros aside) is the larger.
    let endX = i;
    while (endX < x.length && isDigit(x.charCodeAt(endX))) endX++;
    let endY = j;
    while (endY < y.length && isDigit(y.charCodeAt(endY))) endY++;
    while (i < endX - 1 && x.charCodeAt(i) === 48) i++;
    while (j < endY - 1 && y.charCodeAt(j) === 48) j++;
    if (endX - i !== endY - j) return endX - i - (endY - j);
    for (; i < endX; i++, j++) if (x.charCodeAt(i) !== y.charCodeAt(j)) return x.charCodeAt(i) - y.charCodeAt(j);
  }
  return x.length - i - (y.length - j);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Sorted by name (see compareNames); equal names keep their order. */
function byName<T>(items: T[], nameOf: (item: T) => string): T[] {
  if (items.length < 2) return items;
  return items
    .map((item, i) => ({ item, i, name: nameOf(item).toLowerCase() }))
    .sort((x, y) => compareLowerCased(x.name, y.name) || x.i - y.i)
    .map((x) => x.item);
}

/**
 * Selections as BattleScribe lists them, by name; New Recruit's sortIndex, when the data gives
 * one, comes first (what the data author placed first stays first). Equal ones keep the order
 * they were made in.
 */
function inListOrder(selections: SelectionNode[], snapshot: (selection: SelectionNode) => SelectionSnapshot): SelectionSnapshot[] {
  const made = selections.map(snapshot);
  if (made.length < 2) return made;
  const names = made.map((m) => m.name.toLowerCase());
  const ranks = selections.map((s) => s.node.sortIndex ?? Number.POSITIVE_INFINITY);
  const order = made.map((_, i) => i);
  order.sort((a, b) => {
    const x = ranks[a] as number;
    const y = ranks[b] as number;
    if (x !== y) return x < y ? -1 : 1;
    return compareLowerCased(names[a] as string, names[b] as string) || a - b;
  });
  return order.map((i) => made[i] as SelectionSnapshot);
}

/**
 * Costs in the cost types' order: the roster's every type, zero included; a selection's only
 * the types its entry (or one of its modifiers) gives it.
 */
function costList(engine: Engine, costs: Map<string, number>, everyType: boolean): CostSnapshot[] {
  return engine.index.costTypes
    .filter((costType) => everyType || costs.has(costType.id))
    .map((costType) => ({
      name: costType.name,
      typeId: costType.id,
      value: costs.get(costType.id) ?? 0,
      ...(costType.hidden ? { hidden: true } : {}),
    }));
}

const publicationNames = new WeakMap<Engine["index"], Map<string, string>>();

/** A cited publication's id and name; publications of every file count, the game system's first. */
function publicationOf(engine: Engine, publicationId: string | undefined): { publicationId?: string; publicationName?: string } {
  if (!publicationId) return {};
  let names = publicationNames.get(engine.index);
  if (!names) {
    names = new Map();
    for (const file of [engine.index.data.gameSystem, ...engine.index.data.catalogues]) {
      for (const publication of file.publications ?? []) if (!names.has(publication.id) && publication.name) names.set(publication.id, publication.name);
    }
    publicationNames.set(engine.index, names);
  }
  const name = names.get(publicationId);
  return name ? { publicationId, publicationName: name } : { publicationId };
}

/**
 * What a selection costs with everything it holds, by cost type, added up as decimals: the
 * cost types of its children count even when it has none of its own (a unit whose points sit
 * on its models).
 */
export function costsWithChildren(selection: SelectionSnapshot, into: CostSnapshot[] = []): CostSnapshot[] {
  for (const cost of selection.costs) {
    const found = into.find((c) => c.typeId === cost.typeId);
    if (found) found.value = addDecimal(found.value, cost.value);
    else into.push({ ...cost });
  }
  for (const child of selection.children) costsWithChildren(child, into);
  return into;
}

function associationsOf(selection: SelectionNode, facts: Facts, byId: () => Map<string, SelectionNode>): AssociationSnapshot[] {
  const found: AssociationSnapshot[] = [];
  for (const link of selection.associations ?? []) {
    const target = byId().get(link.to);
    if (!target) continue;
    const association = selection.node.associations.find((a) => a.id === link.associationId);
    found.push({ associationId: link.associationId, name: association?.name ?? "", to: link.to, targetName: facts.viewOf(target).name });
  }
  return found;
}

function snapshotSelection(engine: Engine, facts: Facts, selection: SelectionNode, reach: readonly Reach[]): SelectionSnapshot {
  const own = facts.viewOf(selection);
  const info = viewInfo(engine.index, selection.node.info, selection, facts, selection.node.prefix);
  const changed = reach.length > 0 ? applyReach(reach, selection, info.profiles, { categories: own.categories, hidden: own.hidden, ...(own.annotation ? { annotation: own.annotation } : {}) }, isWrittenForNewRecruit(engine.index)) : undefined;
  const view = changed ? { ...own, ...changed, hidden: changed.hidden ?? own.hidden, annotation: changed.annotation } : own;
  return {
    id: selection.id,
    name: view.name,
    entryId: selection.node.id,
    ...(selection.node.groupId ? { entryGroupId: selection.node.groupId } : {}),
    type: selection.node.type,
    number: selection.number,
    hidden: view.hidden,
    ...(view.page ?? selection.node.entry.page ? { page: view.page ?? selection.node.entry.page } : {}),
    ...publicationOf(engine, selection.node.entry.publicationId),
    ...(view.annotation ? { annotation: view.annotation } : {}),
    ...(selection.customName ? { customName: selection.customName } : {}),
    ...(selection.customNotes ? { customNotes: selection.customNotes } : {}),
    costs: costList(engine, selection.costs, false),
    children: inListOrder(selection.children, (c) => snapshotSelection(engine, facts, c, reach)),
    profiles: info.profiles,
    rules: info.rules,
    categories: byName(
      view.categories.map((entryId) => ({
        name: engine.index.categories.get(entryId)?.name ?? entryId,
        entryId,
        primary: entryId === view.primary,
      })),
      (category) => category.name,
    ),
    ...(selection.associations?.length ? { associations: associationsOf(selection, facts, () => (facts.selectionsById ??= selectionsById(engine))) } : {}),
  };
}

function snapshotForce(engine: Engine, facts: Facts, force: ForceNode, reach: readonly Reach[]): ForceSnapshot {
  const view = viewForceEntry(force.entry, force, facts);
  // A force's rules: its entry's, then the root rules of the catalogue its selections come from.
  const catalogue = force.catalogue;
  const info = viewInfo(
    engine.index,
    {
      profiles: force.entry.profiles ?? [],
      rules: [...(force.entry.rules ?? []), ...(catalogue?.rules ?? [])],
      infoLinks: [...(force.entry.infoLinks ?? []), ...(catalogue?.infoLinks ?? [])],
      infoGroups: force.entry.infoGroups ?? [],
    },
    force,
    facts,
  );
  return {
    id: force.id,
    name: view.name,
    entryId: force.entry.id,
    ...(force.catalogue ? { catalogueId: force.catalogue.id, catalogueName: force.catalogue.name } : {}),
    ...(force.catalogue?.revision !== undefined ? { catalogueRevision: force.catalogue.revision } : {}),
    hidden: view.hidden,
    ...(force.entry.page ? { page: force.entry.page } : {}),
    ...(force.entry.publicationId ? { publicationId: force.entry.publicationId } : {}),
    ...(force.customName ? { customName: force.customName } : {}),
    ...(force.customNotes ? { customNotes: force.customNotes } : {}),
    selections: inListOrder(force.selections, (s) => snapshotSelection(engine, facts, s, reach)),
    // Child forces by name, as BattleScribe's roster tree lists them.
    childForces: byName(
      force.forces.map((f) => snapshotForce(engine, facts, f, reach)),
      (f) => f.name,
    ),
    categories: force.categories.map((category) => ({
      id: category.id,
      name: category.entryId === "(No Category)" ? "Uncategorised" : viewCategory(category, facts).name,
      entryId: category.entryId,
      primary: false,
      ...(category.customName ? { customName: category.customName } : {}),
      ...(category.customNotes ? { customNotes: category.customNotes } : {}),
    })),
    profiles: info.profiles,
    rules: info.rules,
  };
}

/** `facts`, when given, must be settled facts of the roster as it is now (see settledFacts). */
/** `errors`, when given, must be validateRoster's answer for these facts (a caller that has it already). */
export function snapshotRoster(engine: Engine, facts: Facts = settledFacts(engine), errors: RosterError[] = validateRoster(engine, facts)): RosterSnapshot {
  const roster = engine.roster;
  const gameSystem = engine.index.data.gameSystem;
  const reach = collectReach(engine, facts);
  return {
    id: roster.id,
    name: roster.name,
    gameSystemId: gameSystem.id,
    gameSystemName: gameSystem.name,
    gameSystemRevision: gameSystem.revision,
    forces: roster.forces.map((f) => snapshotForce(engine, facts, f, reach)),
    costs: costList(engine, rosterCosts(engine), true),
    costLimits: [...roster.costLimits].map(([typeId, value]) => ({
      name: engine.index.costTypes.find((c) => c.id === typeId)?.name ?? typeId,
      typeId,
      value,
    })),
    errors,
  };
}
