import type { EntryNode } from "./entry-nodes";
import type { ForceNode, RosterNode, RosterRoot, SelectionNode } from "./roster";
import { forceOf, rosterOf } from "./roster";
import { addDecimal } from "./decimal";

/**
 * Counting as BattleScribe's constraints, conditions and repeats do: find the scope node, take
 * the selections (or forces) under it that match the child filter, and add up their number or
 * a cost. Categories a selection has right now and the live costs come from `facts`.
 */
export type QueryFacts = {
  categoriesOf(selection: SelectionNode): readonly string[];
  /**
   * The categories instanceOf sees: every one the selection has after modifiers, also while
   * its own view is being made (where `categoriesOf` gives those its links give it).
   */
  instanceCategoriesOf?(selection: SelectionNode): readonly string[];
  /** Cost of the selection alone (unit cost x number), as it stands in this refresh. */
  ownCost(selection: SelectionNode, costTypeId: string): number;
  costLimit(costTypeId: string): number;
  /**
   * Remembers query results while the roster does not change. Costs change during a cost
   * refresh, so a cost query is remembered only when `costsSettled` says they are final.
   */
  memo?: Map<object, ScopeMemo>;
  /** Category entry ids: a count by category depends on modifiers. */
  categoryIds?: ReadonlySet<string>;
  /** Every selection's view (and so its categories) is worked out: counts by category may be remembered. */
  viewsSettled?: boolean;
  costsSettled?: boolean;
  /**
   * The data was written for New Recruit, and two of its readings, on which such data relies,
   * apply (BattleScribe reads both otherwise):
   * - forces within forces count wherever forces are counted, whatever `includeChildForces` says
   *   (Age of Sigmar 4's "min 1 Regiment in the roster" and "at most 1 force in the roster: add a
   *   regiment" count the regiments inside the General's Handbook force; BattleScribe counts only
   *   the scope's own forces without the flag);
   * - instanceOf with scope force asks whether the selection's force was made from a force entry,
   *   and with scope ancestor it goes on past the selections to the forces they are in (Age of
   *   Sigmar 4 shows its lores only in a force of the General's Handbook, and a hero leads a
   *   regiment when "an ancestor is a Regiment"; BattleScribe answers instanceOf for selections
   *   only, and never for a force);
   * - categories that `affects` modifiers give other selections are counted and asked by
   *   instanceOf (reach-categories.ts).
   */
  newRecruit?: boolean;
  /**
   * New Recruit: the categories one more selection of an entry would have under a parent, as far
   * as they are known before it exists (its links', and those `affects` modifiers of the roster
   * would give it), for instanceOf on what may be added.
   */
  virtualCategoriesOf?(node: EntryNode, parent: RosterNode): readonly string[];
};

function filterKey(filter: ChildFilter): string {
  if (filter.key !== undefined) return filter.key;
  switch (filter.kind) {
    case "any":
    case "none":
      return filter.kind;
    case "id":
      return `i:${filter.id}:${filter.shared}`;
    case "entry":
      return `e:${filter.shared ? filter.entryId : filter.compositeId}:${filter.shared}`;
    case "group":
      return `g:${filter.groupId}`;
    case "category":
      return `c:${filter.categoryId}`;
    case "forceEntry":
      return `f:${filter.forceEntryId}`;
  }
}

/** Where an unselected entry would sit: it has no children and no costs yet. */
/** Remembered results for one scope node, by the query's include flags (0-3). */
export type ScopeMemo = { values: Map<string, number>[]; indexes: (Map<string, number> | undefined)[] };

function memoFor(facts: QueryFacts, scope: object): ScopeMemo {
  const memo = facts.memo as Map<object, ScopeMemo>;
  let found = memo.get(scope);
  if (!found) {
    found = { values: [new Map(), new Map(), new Map(), new Map()], indexes: [undefined, undefined, undefined, undefined] };
    memo.set(scope, found);
  }
  return found;
}

function flagsOf(query: Query): number {
  return (query.includeChildSelections ? 1 : 0) + (query.includeChildForces ? 2 : 0);
}

/** Where an entry would go; `node`: the entry, when one is asked about (what may be added). */
export type VirtualNode = { kind: "virtual"; parent: RosterNode; node?: EntryNode };

export type ScopeNode = RosterNode | VirtualNode | { kind: "catalogue"; roster: RosterRoot; catalogueId: string | undefined };

export type Query = {
  field?: string;
  scope?: string;
  childId?: string;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
};

/** `key`, when given, is the filter's memo key worked out ahead (see `filterKey`). */
export type ChildFilter = { key?: string } & (
  | { kind: "any" }
  | { kind: "id"; id: string; shared: boolean }
  /** A constraint counts the entry it belongs to: by composite id unless shared. */
  | { kind: "entry"; compositeId: string; entryId: string; shared: boolean }
  | { kind: "group"; groupId: string }
  | { kind: "category"; categoryId: string }
  | { kind: "forceEntry"; forceEntryId: string }
  | { kind: "none" }
);

/** A filter with its memo key worked out once, for filters kept and used again. */
export function keyedFilter(filter: ChildFilter): ChildFilter {
  return { ...filter, key: filterKey(filter) };
}

export const ANY_CHILD: ChildFilter = keyedFilter({ kind: "any" });

const SELECTION_TYPES = new Set(["unit", "model", "upgrade", "mount", "crew", "unit-group"]);

export function selectionMatches(selection: SelectionNode, filter: ChildFilter, facts: QueryFacts): boolean {
  switch (filter.kind) {
    case "any":
      return true;
    case "none":
    case "forceEntry":
      return false;
    case "entry":
      return filter.shared ? selection.node.entry.id === filter.entryId : selection.node.id === filter.compositeId;
    case "group":
      return selection.node.groups.some((g) => g.id === filter.groupId);
    case "category":
      return facts.categoriesOf(selection).includes(filter.categoryId);
    case "id": {
      const node = selection.node;
      if (node.matchIds.includes(filter.id)) return true;
      if (node.groups.some((g) => g.matchIds.includes(filter.id))) return true;
      if (facts.categoriesOf(selection).includes(filter.id)) return true;
      return SELECTION_TYPES.has(filter.id) && node.type === filter.id;
    }
  }
}

function forceMatches(force: ForceNode, filter: ChildFilter): boolean {
  if (filter.kind === "any") return true;
  if (filter.kind === "forceEntry") return force.entry.id === filter.forceEntryId;
  if (filter.kind === "id") return isForceOfEntry(force, filter.id) || force.catalogue?.id === filter.id;
  return false;
}

/**
 * Whether a force was made from a force entry: a force made through a force entry link (New
 * Recruit's) carries the composite id `link::target`, and the data names it by either part
 * (Age of Sigmar 4 counts "forces of Regiment" by the target's id).
 */
export function isForceOfEntry(force: ForceNode, id: string): boolean {
  return force.entry.id === id || force.entry.id.split("::").includes(id);
}

/** The direct selections a scope node holds, before the child filter. */
function topSelections(scope: ScopeNode, includeChildForces: boolean): SelectionNode[] {
  switch (scope.kind) {
    case "virtual":
      return [];
    case "selection":
      return scope.children;
    case "category":
      return forceSelections(scope.force, includeChildForces);
    case "force":
      return forceSelections(scope, includeChildForces);
    case "roster":
      return scope.forces.flatMap((f) => forceSelections(f, includeChildForces));
    case "catalogue":
      return scope.roster.forces
        .filter((f) => f.catalogue?.id === scope.catalogueId)
        .flatMap((f) => forceSelections(f, includeChildForces));
  }
}

function forceSelections(force: ForceNode, includeChildForces: boolean): SelectionNode[] {
  if (!includeChildForces || force.forces.length === 0) return force.selections;
  return [...force.selections, ...force.forces.flatMap((f) => forceSelections(f, true))];
}

function categoryFilterOf(scope: ScopeNode): string | undefined {
  return scope.kind === "category" ? scope.entryId : undefined;
}

/**
 * The selections a query counts. For a cost field a matching selection brings its whole
 * subtree (a unit with its wargear), so its descendants are not visited again.
 */
export function matchingSelections(
  scope: ScopeNode,
  filter: ChildFilter,
  query: Query,
  facts: QueryFacts,
  wholeSubtrees: boolean,
): SelectionNode[] {
  const found: SelectionNode[] = [];
  const inCategory = categoryFilterOf(scope);
  const visit = (selections: SelectionNode[], top: boolean) => {
    for (const selection of selections) {
      const inScope = !top || !inCategory || facts.categoriesOf(selection).includes(inCategory);
      if (!inScope) continue;
      if (selectionMatches(selection, filter, facts)) {
        found.push(selection);
        if (wholeSubtrees) continue;
      }
      if (query.includeChildSelections) visit(selection.children, false);
    }
  };
  visit(topSelections(scope, Boolean(query.includeChildForces)), true);
  return found;
}

function subtreeCost(selection: SelectionNode, costTypeId: string, facts: QueryFacts): number {
  let total = facts.ownCost(selection, costTypeId);
  for (const child of selection.children) total = addDecimal(total, subtreeCost(child, costTypeId, facts));
  return total;
}

function forcesIn(scope: ScopeNode, includeChildForces: boolean): ForceNode[] {
  const direct = scope.kind === "roster" ? scope.forces : scope.kind === "force" ? scope.forces : [];
  if (!includeChildForces) return direct;
  const all: ForceNode[] = [];
  const walk = (forces: ForceNode[]) => {
    for (const force of forces) {
      all.push(force);
      walk(force.forces);
    }
  };
  walk(direct);
  return all;
}

export function limitField(field: string | undefined): string | undefined {
  return field?.startsWith("limit::") ? field.slice("limit::".length) : undefined;
}

/** What a query adds up in its scope: selections, forces or a cost. */
export function queryValue(scope: ScopeNode, filter: ChildFilter, query: Query, facts: QueryFacts): number {
  const field = query.field ?? "selections";
  const memo = facts.memo;
  const cacheable = memo && scope.kind !== "virtual" && scope.kind !== "catalogue" && !dependsOnCategories(scope, filter, facts) && (facts.costsSettled || field === "selections" || field === "forces");
  if (!cacheable) return computeValue(scope, filter, query, facts, field);
  const values = memoFor(facts, scope).values[flagsOf(query)] as Map<string, number>;
  const key = field === "selections" ? filterKey(filter) : `${filterKey(filter)}|${field}`;
  const cached = values.get(key);
  if (cached !== undefined) return cached;
  const value = computeValue(scope, filter, query, facts, field);
  values.set(key, value);
  return value;
}

function computeValue(scope: ScopeNode, filter: ChildFilter, query: Query, facts: QueryFacts, field: string): number {
  if (field === "forces") {
    return forcesIn(scope, Boolean(query.includeChildForces) || Boolean(facts.newRecruit)).filter((f) => forceMatches(f, filter)).length;
  }
  if (field === "selections") {
    const indexed = facts.memo && scope.kind !== "virtual" && scope.kind !== "catalogue" ? countFromIndex(scope, filter, query, facts) : undefined;
    if (indexed !== undefined) return indexed;
    return matchingSelections(scope, filter, query, facts, false).reduce((sum, s) => sum + s.number, 0);
  }
  const costTypeId = limitField(field) ?? field;
  if (filter.kind === "forceEntry") return forceEntryCost(scope, filter, query, costTypeId, facts);
  return matchingSelections(scope, filter, query, facts, true).reduce((sum, s) => addDecimal(sum, subtreeCost(s, costTypeId, facts)), 0);
}

/**
 * A force entry's cost constraint (Age of Sigmar's "**Pitched Battle** max 2000 pts", its
 * Allies' max 400) measures what the forces of that entry hold, child forces included when
 * the query says so.
 */
function forceEntryCost(scope: ScopeNode, filter: ChildFilter, query: Query, costTypeId: string, facts: QueryFacts): number {
  const include = Boolean(query.includeChildForces);
  let total = 0;
  const visit = (forces: ForceNode[]) => {
    for (const force of forces) {
      if (forceMatches(force, filter)) {
        for (const selection of forceSelections(force, include)) total = addDecimal(total, subtreeCost(selection, costTypeId, facts));
      } else if (include) {
        visit(force.forces);
      }
    }
  };
  visit(scope.kind === "roster" || scope.kind === "force" ? scope.forces : []);
  return total;
}

/** The whole a percentage is taken of: the roster's limit, or everything in the scope. */
export function percentBase(scope: ScopeNode, query: Query, facts: QueryFacts): number {
  const field = query.field ?? "selections";
  const limitOf = limitField(field);
  if (limitOf) return facts.costLimit(limitOf);
  return queryValue(scope, { kind: "any" }, { ...query, childId: undefined }, facts);
}

function matchesScopeId(node: RosterNode, id: string, facts: QueryFacts): boolean {
  if (node.kind === "selection") {
    return node.node.matchIds.includes(id) || facts.categoriesOf(node).includes(id);
  }
  if (node.kind === "force") return node.entry.id === id || node.catalogue?.id === id;
  if (node.kind === "category") return node.entryId === id;
  return false;
}

export function parentOf(node: RosterNode | VirtualNode): RosterNode | undefined {
  if (node.kind === "virtual") return node.parent;
  if (node.kind === "roster") return undefined;
  if (node.kind === "category") return node.force;
  return node.parent;
}

/** The node a scope names, seen from `self` (a selection, or where an entry would go). */
export function resolveScope(self: SelectionNode | VirtualNode | RosterNode, scope: string | undefined, facts: QueryFacts): ScopeNode | undefined {
  const anchor: RosterNode = self.kind === "virtual" ? self.parent : self;
  switch (scope ?? "parent") {
    case "self":
      return self;
    case "parent":
      return parentOf(self);
    case "force":
      return forceOf(anchor) ?? undefined;
    case "roster":
      return rosterOf(anchor);
    case "primary-catalogue":
      return { kind: "catalogue", roster: rosterOf(anchor), catalogueId: forceOf(anchor)?.catalogue?.id };
    case "primary-category": {
      const root = rootSelectionOf(self);
      const force = forceOf(anchor);
      if (!root || !force) return undefined;
      const primary = facts.categoriesOf(root)[0];
      return force.categories.find((c) => c.entryId === primary);
    }
    case "ancestor":
      // Not one node: instanceOf walks the ancestors and a condition's count takes the whole
      // unit (both in conditions.ts); a constraint in this scope checks nothing.
      return undefined;
    case "root-entry":
      return rootSelectionOf(self);
    case "model-self":
      // New Recruit (unclear, no corpus use): the model the node is part of, else the node itself.
      return nearestOfType(self, ["model"]) ?? (self.kind === "virtual" ? self.parent : self);
    default: {
      const types = TYPE_SCOPES.get(scope as string);
      if (types) return nearestOfType(self, types);
      const wanted = scope as string;
      let current: RosterNode | undefined = self.kind === "virtual" ? self.parent : self;
      while (current) {
        if (matchesScopeId(current, wanted, facts)) return current;
        current = parentOf(current);
      }
      return undefined;
    }
  }
}

/**
 * New Recruit's scopes by selection type (data written with its editor uses them): the
 * nearest selection of that type, the node itself included, walking up to the force.
 */
const TYPE_SCOPES: ReadonlyMap<string, readonly string[]> = new Map([
  ["unit", ["unit"]],
  ["model", ["model"]],
  ["upgrade", ["upgrade"]],
  ["model-or-unit", ["model", "unit"]],
]);

function nearestOfType(self: SelectionNode | VirtualNode | RosterNode, types: readonly string[]): SelectionNode | undefined {
  // An entry not yet chosen (virtual) has no type of its own here: its parent is where to start.
  let current: RosterNode | undefined = self.kind === "virtual" ? self.parent : self;
  while (current && current.kind === "selection") {
    if (types.includes(current.node.type)) return current;
    current = current.parent;
  }
  return undefined;
}

export function isTypeScope(scope: string | undefined): boolean {
  return scope === "root-entry" || scope === "model-self" || (scope !== undefined && TYPE_SCOPES.has(scope));
}

export function rootSelectionOf(self: SelectionNode | VirtualNode | RosterNode): SelectionNode | undefined {
  let current: RosterNode | undefined = self.kind === "virtual" ? self.parent : self;
  let root: SelectionNode | undefined;
  while (current && current.kind === "selection") {
    root = current;
    current = current.parent;
  }
  return root;
}

/** Whether any node from `from` up the tree (the scope's nodes for `ancestor`) is the child id. */
export function isInstanceOf(node: ScopeNode, id: string, facts: QueryFacts, ancestors: boolean): boolean {
  let current: RosterNode | undefined = node.kind === "virtual" || node.kind === "catalogue" ? undefined : node;
  while (current && current.kind === "selection") {
    if (current.node.matchIds.includes(id) || (facts.instanceCategoriesOf ?? facts.categoriesOf)(current).includes(id)) return true;
    if (current.kind === "selection" && SELECTION_TYPES.has(id) && current.node.type === id) return true;
    if (!ancestors) return false;
    current = parentOf(current);
  }
  if (!ancestors || !facts.newRecruit) return false;
  for (let force = current; force?.kind === "force"; force = force.parent) if (isForceOfEntry(force, id)) return true;
  return false;
}

function pushUnique(keys: string[], n: number, id: string): number {
  for (let i = 0; i < n; i++) if (keys[i] === id) return n;
  keys[n] = id;
  return n + 1;
}

/**
 * The ids that name a selection (entry, links, groups, type, and its categories once settled),
 * each once, written to the front of `keys` and counted. The array is reused from selection to
 * selection: an index is built for every scope of every evaluation.
 */
function indexKeys(selection: SelectionNode, facts: QueryFacts, keys: string[]): number {
  let n = 0;
  for (const id of selection.node.matchIds) n = pushUnique(keys, n, id);
  for (const group of selection.node.groups) for (const id of group.matchIds) n = pushUnique(keys, n, id);
  n = pushUnique(keys, n, selection.node.type);
  if (facts.viewsSettled) for (const category of facts.categoriesOf(selection)) n = pushUnique(keys, n, category);
  return n;
}

/**
 * Categories come from modifiers, which may be half worked out when a count is asked: such a
 * count is never remembered.
 */
function dependsOnCategories(scope: ScopeNode, filter: ChildFilter, facts: QueryFacts): boolean {
  if (facts.viewsSettled) return false;
  if (scope.kind === "category" || filter.kind === "category") return true;
  return filter.kind === "id" && (!facts.categoryIds || facts.categoryIds.has(filter.id));
}

/** Whether `includeChildForces` can change what a scope holds. */
function holdsChildForces(scope: RosterNode): boolean {
  switch (scope.kind) {
    case "roster":
      return scope.forces.some((f) => f.forces.length > 0);
    case "force":
      return scope.forces.length > 0;
    case "category":
      return scope.force.forces.length > 0;
    default:
      return false;
  }
}

/**
 * Counts of every selection in a scope by each id it may be named by (entry, link, group,
 * category, type), built once per scope and refresh: a condition on a 40k unit then costs a
 * map lookup instead of a walk over the roster.
 */
function countFromIndex(scope: RosterNode, filter: ChildFilter, query: Query, facts: QueryFacts): number | undefined {
  if (dependsOnCategories(scope, filter, facts)) return undefined;
  let id: string;
  switch (filter.kind) {
    case "id":
      if (!filter.shared) return undefined;
      id = filter.id;
      break;
    case "category":
      id = filter.categoryId;
      break;
    case "entry":
      id = filter.shared ? filter.entryId : filter.compositeId;
      break;
    case "group":
      id = filter.groupId;
      break;
    default:
      return undefined;
  }
  // Scopes that hold the same selections share one index: child forces only matter where
  // there are some, and a roster of one force holds what that force holds.
  const childForces = Boolean(query.includeChildForces) && holdsChildForces(scope);
  const indexScope = scope.kind === "roster" && scope.forces.length === 1 && !childForces ? (scope.forces[0] as ForceNode) : scope;
  const memo = memoFor(facts, indexScope);
  const flags = (query.includeChildSelections ? 1 : 0) + (childForces ? 2 : 0);
  let index = memo.indexes[flags];
  if (!index) {
    const built = new Map<string, number>();
    const keys: string[] = [];
    for (const selection of matchingSelections(scope, ANY_CHILD, query, facts, false)) {
      const n = indexKeys(selection, facts, keys);
      for (let i = 0; i < n; i++) {
        const key = keys[i] as string;
        built.set(key, (built.get(key) ?? 0) + selection.number);
      }
    }
    memo.indexes[flags] = built;
    index = built;
  }
  return index.get(id) ?? 0;
}
