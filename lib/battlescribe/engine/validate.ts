import type { Constraint, Modifier, ModifierGroup, Repeat } from "../data-types";
import { associationProblems } from "./associations";
import type { Engine } from "./engine";
import type { ChildTable, EntryNode, GroupNode } from "./entry-nodes";
import type { Facts } from "./facts";
import type { ChildFilter, ScopeNode, VirtualNode } from "./queries";
import { isTypeScope, keyedFilter, matchingSelections, parentOf, percentBase, queryValue, resolveScope, rootSelectionOf } from "./queries";
import type { CategoryNode, ForceNode, RosterNode, RosterRoot, SelectionNode } from "./roster";
import { rosterOf, walkForces, walkSelections } from "./roster";
import { categoryConstraints, viewCategory, viewEntry, viewForceEntry, viewGroup } from "./views";
import type { DataMessage } from "./views";
import { isWrittenForNewRecruit } from "./new-recruit-data";
import { addDecimal, decimal } from "./decimal";
import { unlinkedRootCategories } from "./root-categories";

/** A broken rule, in the terms BattleScribe reports it. The words are made where it is shown. */
export type RosterError = {
  code: "constraint" | "hidden" | "costLimit" | "message" | "association";
  /** Only data messages are anything but errors: New Recruit's warning and info fields. */
  severity?: DataMessage["severity"];
  /** A data message's own text, `{this}` replaced by the name of what raised it. */
  text?: string;
  entryId: string;
  constraintId: string;
  constraintType?: "min" | "max";
  constraintField?: string;
  raisedOn: RosterNode;
  params: {
    owner: string;
    entry: string;
    limit: number;
    actual: number;
    difference: number;
    field: string;
    /** A collective entry's constraint is checked per model. */
    each: boolean;
    /**
     * A maximum counted across the roster or a force but raised on one selection: the unit that
     * selection belongs to, and where it was counted, so the words name the unit.
     */
    unit?: string;
    place?: "roster" | "force";
    /** A percentage limit: the actual share, in percent, of what the limit is a share of. */
    percent?: number;
  };
};

type Check = {
  constraint: Constraint;
  limit: number;
  self: SelectionNode | VirtualNode | RosterNode;
  filter: ChildFilter;
  /** Where an error raised "on the parent" goes: the category for a root entry. */
  container: RosterNode;
  entryId: string;
  entryName: string;
  perModel?: number;
  /** For an entry's constraint: the parent whose selections of it are checked (see culpritOf). */
  chosenUnder?: ForceNode | SelectionNode;
};

function fieldName(engine: Engine, field: string): string {
  const costTypeId = field.startsWith("limit::") ? field.slice(7) : field;
  return engine.index.costTypes.find((c) => c.id === costTypeId)?.name ?? field;
}

function nodeName(node: RosterNode, facts: Facts): string {
  switch (node.kind) {
    case "roster":
      return node.name;
    case "force":
      return node.entry.name;
    case "category":
      return node.entry?.name ?? node.link.name ?? node.entryId;
    case "selection":
      return facts.viewOf(node).name;
  }
}

function raisingNode(scope: ScopeNode, container: RosterNode): RosterNode {
  if (scope.kind === "virtual") return container;
  if (scope.kind === "catalogue") return scope.roster;
  return scope;
}

/** What a constraint counts, where it counts it. Undefined when its scope is not in the roster. */
type Measure = { scope: ScopeNode; actual: number };

function measure(c: Pick<Check, "constraint" | "self" | "filter" | "perModel">, facts: Facts, direct: DirectCounts): Measure | undefined {
  const { constraint } = c;
  const scope = resolveScope(c.self, constraint.scope, facts);
  if (!scope) return undefined;
  let actual = direct.countOf(scope, c.filter, constraint) ?? queryValue(scope, c.filter, constraint, facts);
  if (c.perModel) actual = decimal(actual / c.perModel);
  return { scope, actual };
}

/**
 * The selection a broken maximum is raised on: the one made last among those the constraint
 * counted, preferring those under the parent being checked (so that a roster-wide limit checked
 * in two forces names a selection of each). New Recruit raises such errors on the selection,
 * and the BattleScribe spec records them there too: "on: selection <entry>".
 */
function culpritOf(c: Check, scope: ScopeNode, facts: Facts): SelectionNode | undefined {
  const counted = matchingSelections(scope, c.filter, c.constraint, facts, false);
  let latest: SelectionNode | undefined;
  let latestUnder: SelectionNode | undefined;
  for (const selection of counted) {
    if (!latest || selection.seq > latest.seq) latest = selection;
    if (c.chosenUnder && isUnder(selection, c.chosenUnder) && (!latestUnder || selection.seq > latestUnder.seq)) latestUnder = selection;
  }
  return latestUnder ?? latest;
}

function isUnder(selection: SelectionNode, holder: ForceNode | SelectionNode): boolean {
  for (let current: RosterNode | undefined = selection; current; current = parentOf(current)) if (current === holder) return true;
  return false;
}

/** Where each error was counted, for New Recruit's one-error-per-place rule (see check). */
const countedOn = new WeakMap<RosterError, RosterNode>();

function check(engine: Engine, facts: Facts, c: Check, measured: Measure | undefined, errors: RosterError[]): void {
  if (!measured) return;
  const { constraint } = c;
  const { scope, actual } = measured;
  const types = constraint.type === "exactly" ? (["min", "max"] as const) : ([constraint.type] as const);
  let threshold = c.limit;
  const base = constraint.percentValue ? percentBase(scope, constraint, facts) : 0;
  if (constraint.percentValue) threshold = decimal((c.limit / 100) * base);
  const scopeNode = scope.kind === "virtual" || (constraint.scope ?? "parent") === "parent" ? c.container : raisingNode(scope, c.container);
  for (const type of types) {
    // Where BattleScribe counted: an over-limit where it was counted, a shortfall of a root
    // entry on its category whatever the scope. The words name that place.
    const counter = type === "min" && c.container.kind === "category" ? c.container : scopeNode;
    // A negative maximum is BattleScribe's "no limit", unless New Recruit's `negative` says the
    // value really is below zero.
    const broken = type === "max" ? (c.limit >= 0 || constraint.negative === true) && actual > threshold : actual < threshold;
    if (!broken) continue;
    const raisedOn = raisedOnFor(c, type, counter, scope, facts, isWrittenForNewRecruit(engine.index));
    // New Recruit's type scopes: the same count in the same place, reached from two parents
    // (a limit per unit on wargear two levels down), is one error, not one per parent; New
    // Recruit says so of every scope (an enhancement once per roster, offered under three
    // characters, is one error). BattleScribe's own data keeps its one error per place checked.
    if ((isTypeScope(constraint.scope) || isWrittenForNewRecruit(engine.index)) && errors.some((e) => countedOn.get(e) === counter && e.constraintId === constraint.id && e.entryId === c.entryId && e.constraintType === type)) continue;
    const error: RosterError = {
      code: "constraint",
      entryId: c.entryId,
      constraintId: constraint.id,
      constraintType: type,
      constraintField: constraint.field ?? "selections",
      raisedOn,
      params: {
        owner: nodeName(counter, facts),
        entry: c.entryName,
        limit: c.limit,
        actual,
        difference: Math.abs(addDecimal(actual, -threshold)),
        field: fieldName(engine, constraint.field ?? "selections"),
        each: Boolean(c.perModel),
        ...unitOfError(raisedOn, counter, facts),
        ...(constraint.percentValue ? { percent: base > 0 ? decimal((actual / base) * 100) : 0 } : {}),
      },
    };
    // New Recruit: two constraints saying the same of the same selection (a group's own minimum
    // and its link's) are one problem to the player.
    if (isWrittenForNewRecruit(engine.index) && errors.some((e) => sameProblem(e, error))) continue;
    countedOn.set(error, counter);
    errors.push(error);
  }
}

function sameProblem(a: RosterError, b: RosterError): boolean {
  const [p, q] = [a.params, b.params];
  return a.code === b.code && a.raisedOn === b.raisedOn && a.constraintType === b.constraintType && a.constraintField === b.constraintField && p.owner === q.owner && p.entry === q.entry && p.limit === q.limit && p.actual === q.actual && p.each === q.each;
}

/**
 * The node an error belongs to (issue #34): a count of forces is the roster's business; an
 * entry's maximum is broken by a selection of it, and is that selection's error; everything
 * else stays where it was counted.
 */
function raisedOnFor(c: Check, type: "min" | "max", counter: RosterNode, scope: ScopeNode, facts: Facts, latestAnywhere: boolean): RosterNode {
  if (c.constraint.field === "forces") return rosterOf(counter);
  if (type === "max" && c.chosenUnder) return culpritOf(latestAnywhere ? { ...c, chosenUnder: undefined } : c, scope, facts) ?? counter;
  return counter;
}

/**
 * The unit to name when an error counted across a roster or force is raised on one selection:
 * "Lieutenant: 1 too many Artificer Armour in the roster" rather than the roster's name alone.
 */
function unitOfError(raisedOn: RosterNode, counter: RosterNode, facts: Facts): Pick<RosterError["params"], "unit" | "place"> {
  if (raisedOn.kind !== "selection" || (counter.kind !== "roster" && counter.kind !== "force")) return {};
  const unit = rootSelectionOf(raisedOn);
  if (!unit) return {};
  // The player's own name for the unit, when given, is the one they know it by.
  return { unit: unit.customName || facts.viewOf(unit).name, place: counter.kind };
}

type Modified = { constraints: Constraint[]; modifiers: Modifier[]; modifierGroups: ModifierGroup[] };

const modifiedFields = new WeakMap<object, ReadonlySet<string>>();

/** Repeats that all count inside the selection itself: nothing, for an entry not chosen. */
function repeatsOnlyInSelf(repeats: Repeat[] | undefined): boolean {
  return repeats !== undefined && repeats.length > 0 && repeats.every((r) => r.scope === "self");
}

/**
 * Every field the holder's modifiers (in groups too) may change for an entry not chosen yet:
 * constraint ids among them. A modifier repeated per selection inside the entry itself (the
 * 10th edition's Crusade ranks raise limits "per Battle Honour taken") changes nothing there.
 */
function fieldsModified(holder: Modified): ReadonlySet<string> {
  let fields = modifiedFields.get(holder);
  if (!fields) {
    const found = new Set<string>();
    const visit = (modifiers: Modifier[] | undefined, groups: ModifierGroup[] | undefined) => {
      for (const modifier of modifiers ?? []) if (!repeatsOnlyInSelf(modifier.repeats)) found.add(modifier.field);
      for (const group of groups ?? []) if (!repeatsOnlyInSelf(group.repeats)) visit(group.modifiers, group.modifierGroups);
    };
    visit(holder.modifiers, holder.modifierGroups);
    fields = found;
    modifiedFields.set(holder, fields);
  }
  return fields;
}

/**
 * A minimum of zero (or less) that no modifier can raise is met by any count: the 10th edition
 * data gives hundreds of entries "min 0" beside their real limits. Only asked of entries and
 * groups where nothing was chosen (validation's `self` is then where the entry would go).
 */
function isFixedZeroMinimum(holder: Modified, constraint: Constraint): boolean {
  return constraint.type === "min" && constraint.value <= 0 && !fieldsModified(holder).has(constraint.id);
}

/**
 * Whether any of these constraints could be broken here. A maximum that counts nothing cannot
 * be, whatever modifiers make of its limit, so the view that gives the limit is not needed.
 */
function mayBreak(holder: Modified, self: VirtualNode, filterOf: (c: Constraint) => ChildFilter, facts: Facts, direct: DirectCounts, present: ReadonlySet<string>): boolean {
  for (const constraint of holder.constraints) {
    if (isFixedZeroMinimum(holder, constraint)) continue;
    if (constraint.type !== "max") return true;
    // An entry or group with no selection anywhere in the roster counts nothing in any scope.
    const id = filteredId(filterOf(constraint));
    if (id !== undefined && !present.has(id)) continue;
    // Per-model counting divides the count, so it does not change whether it is nothing.
    const scope = resolveScope(self, constraint.scope, facts);
    if (!scope) continue;
    const filter = filterOf(constraint);
    const actual = direct.countOf(scope, filter, constraint) ?? queryValue(scope, filter, constraint, facts);
    if (actual !== 0) return true;
  }
  return false;
}

function filteredId(filter: ChildFilter): string | undefined {
  if (filter.kind === "entry") return filter.shared ? filter.entryId : filter.compositeId;
  if (filter.kind === "group") return filter.groupId;
  return undefined;
}

/** Every entry, link and group id some selection of the roster is made from. */
function presentIds(roster: RosterRoot): Set<string> {
  const ids = new Set<string>();
  for (const force of walkForces(roster.forces)) {
    for (const selection of walkSelections(force.selections)) {
      for (const id of selection.node.matchIds) ids.add(id);
      for (const group of selection.node.groups) for (const id of group.matchIds) ids.add(id);
    }
  }
  return ids;
}

/**
 * Most constraints count the selections of one entry or group right under the parent that
 * holds them: those counts are taken once per parent, not once per constraint.
 */
type DirectCounts = {
  countOf(scope: ScopeNode, filter: ChildFilter, constraint: Constraint): number | undefined;
  /** How many of the entry (by composite id) were chosen right under the parent. */
  chosen(node: EntryNode): number;
};

const NO_DIRECT_COUNTS: DirectCounts = { countOf: () => undefined, chosen: () => 0 };

function directCounts(parent: ForceNode | SelectionNode, children: SelectionNode[]): DirectCounts {
  let byEntry: Map<string, number> | undefined;
  let byNode: Map<string, number> | undefined;
  let byGroup: Map<string, number> | undefined;
  const build = () => {
    byEntry = new Map();
    byNode = new Map();
    byGroup = new Map();
    for (const s of children) {
      byEntry.set(s.node.entry.id, (byEntry.get(s.node.entry.id) ?? 0) + s.number);
      byNode.set(s.node.id, (byNode.get(s.node.id) ?? 0) + s.number);
      for (const g of s.node.groups) byGroup.set(g.id, (byGroup.get(g.id) ?? 0) + s.number);
    }
  };
  return {
    chosen(node) {
      if (children.length === 0) return 0;
      if (!byNode) build();
      return byNode?.get(node.id) ?? 0;
    },
    countOf(scope, filter, constraint) {
      if (scope !== parent || (constraint.field ?? "selections") !== "selections" || constraint.includeChildSelections) return undefined;
      if (parent.kind === "force" && constraint.includeChildForces && parent.forces.length > 0) return undefined;
      if (filter.kind !== "entry" && filter.kind !== "group") return undefined;
      if (!byEntry) build();
      if (filter.kind === "group") return byGroup?.get(filter.groupId) ?? 0;
      return (filter.shared ? byEntry?.get(filter.entryId) : byNode?.get(filter.compositeId)) ?? 0;
    },
  };
}

function hiddenError(raisedOn: RosterNode, owner: RosterNode, entryId: string, entryName: string, facts: Facts): RosterError {
  return {
    code: "hidden",
    entryId,
    constraintId: "hidden",
    raisedOn,
    params: { owner: nodeName(owner, facts), entry: entryName, limit: 0, actual: 0, difference: 0, field: "selections", each: false },
  };
}

const groupFilters = new WeakMap<GroupNode, ChildFilter>();

function groupFilter(group: GroupNode): ChildFilter {
  let filter = groupFilters.get(group);
  if (!filter) {
    filter = keyedFilter({ kind: "group", groupId: group.id });
    groupFilters.set(group, filter);
  }
  return filter;
}

/** The two filters an entry's constraints count by (shared or through this link only), made once per entry node. */
const entryFilters = new WeakMap<EntryNode, { shared: ChildFilter; own: ChildFilter }>();

function entryFilter(node: EntryNode, constraint: Constraint): ChildFilter {
  let filters = entryFilters.get(node);
  if (!filters) {
    filters = {
      shared: keyedFilter({ kind: "entry", compositeId: node.id, entryId: node.entry.id, shared: true }),
      own: keyedFilter({ kind: "entry", compositeId: node.id, entryId: node.entry.id, shared: false }),
    };
    entryFilters.set(node, filters);
  }
  return constraint.shared === false ? filters.own : filters.shared;
}

/** The category node a root entry sits under in a force: its primary category, else Uncategorised. */
function homeCategory(force: ForceNode, categories: string[], primary: string | undefined): CategoryNode | undefined {
  const wanted = primary ?? categories[0];
  return force.categories.find((c) => c.entryId === wanted) ?? force.categories.find((c) => c.entryId === UNCATEGORISED);
}

export const UNCATEGORISED = "(No Category)";

/**
 * Checks the entries and groups that may be chosen under one parent (a force's roots or a
 * selection's children): hidden entries that are chosen anyway, then every constraint of the
 * entries that are not hidden.
 */
/**
 * Which of a table's entries validation must look at: an entry whose every constraint is a
 * maximum counting an entry or group nobody chose can break nothing (see mayBreak), and a
 * table under a unit can hold hundreds of such entries (upgrade catalogues linked into every
 * weapon). Worked out once per table; the entries keep their order, so errors keep theirs.
 */
type TablePlan = { always: boolean[]; byId: Map<string, number[]> };

const tablePlans = new WeakMap<ChildTable, TablePlan>();

function planOf(table: ChildTable): TablePlan {
  let plan = tablePlans.get(table);
  if (plan) return plan;
  const always: boolean[] = [];
  const byId = new Map<string, number[]>();
  const note = (id: string, at: number) => {
    const list = byId.get(id);
    if (list) list.push(at);
    else byId.set(id, [at]);
  };
  table.entries.forEach((node, at) => {
    note(node.id, at);
    let skippable = true;
    for (const constraint of node.constraints) {
      if (isFixedZeroMinimum(node, constraint)) continue;
      const id = constraint.type === "max" ? filteredId(entryFilter(node, constraint)) : undefined;
      if (id === undefined) skippable = false;
      else note(id, at);
    }
    always.push(!skippable);
  });
  plan = { always, byId };
  tablePlans.set(table, plan);
  return plan;
}

/** What the roster as a whole asks of one table: whatever a selection holds is present too. */
const rosterWanted = new WeakMap<ChildTable, { key: string; entries: EntryNode[] }>();
/** The ids present, as one string: equal strings, equal sets (kept with the set it describes). */
const presentKeys = new WeakMap<ReadonlySet<string>, string>();

function keyOf(present: ReadonlySet<string>): string {
  let key = presentKeys.get(present);
  if (key === undefined) {
    key = [...present].sort().join("\u0000");
    presentKeys.set(present, key);
  }
  return key;
}

/**
 * The answer depends only on the table and on which ids the roster holds, so it is kept
 * between validations until an entry appears in or leaves the roster.
 */
function entriesToCheck(table: ChildTable, present: ReadonlySet<string>): EntryNode[] {
  const plan = planOf(table);
  const key = keyOf(present);
  let base = rosterWanted.get(table);
  if (!base || base.key !== key) {
    const wanted = [...plan.always];
    const mark = (id: string) => {
      for (const at of plan.byId.get(id) ?? []) wanted[at] = true;
    };
    if (present.size < plan.byId.size) for (const id of present) mark(id);
    else for (const id of plan.byId.keys()) if (present.has(id)) mark(id);
    base = { key, entries: table.entries.filter((_node, at) => wanted[at]) };
    rosterWanted.set(table, base);
  }
  // Whatever a selection holds is present in the roster, so it is already wanted.
  return base.entries;
}

function checkTable(
  engine: Engine,
  facts: Facts,
  table: ChildTable,
  parent: ForceNode | SelectionNode,
  children: SelectionNode[],
  present: ReadonlySet<string>,
  errors: RosterError[],
): void {
  const self: VirtualNode = { kind: "virtual", parent };
  const direct = directCounts(parent, children);
  // A group's view is needed for its own constraints and to hide its entries; it is worked
  // out once, when first asked for.
  const groupHidden = new Map<string, boolean>();
  const isGroupHidden = (group: GroupNode): boolean => {
    let hidden = groupHidden.get(group.id);
    if (hidden === undefined) {
      hidden = viewGroup(group, self, facts).hidden;
      groupHidden.set(group.id, hidden);
    }
    return hidden;
  };
  for (const group of table.groups) {
    if (group.constraints.length === 0) continue;
    const perModel = parent.kind === "selection" && (parent.grouped === true || group.allEntries.every((e) => e.collective));
    const filter = groupFilter(group);
    if (!mayBreak(group, self, () => filter, facts, direct, present)) continue;
    const view = viewGroup(group, self, facts);
    groupHidden.set(group.id, view.hidden);
    if (view.hidden) continue;
    for (const constraint of group.constraints) {
      const c: Check = {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self,
        filter,
        container: parent,
        entryId: constraint.shared === false ? group.id : group.group.id,
        entryName: view.name,
        perModel: perModel && (constraint.scope ?? "parent") === "parent" ? parent.number : undefined,
      };
      check(engine, facts, c, measure(c, facts, direct), errors);
    }
  }
  for (const node of entriesToCheck(table, present)) {
    const count = direct.chosen(node);
    if (node.constraints.length === 0 && count === 0) continue;
    const perModel = parent.kind === "selection" && (parent.grouped === true || node.collective);
    // An entry nobody chose here that can break no rule needs no view: views are the costliest
    // part of validation, and a force's table holds every entry of its catalogue.
    if (count === 0 && !mayBreak(node, self, (constraint) => entryFilter(node, constraint), facts, direct, present)) continue;
    const view = viewEntry(node, self, facts, engine.index.costTypes);
    const container: RosterNode = parent.kind === "force" ? homeCategory(parent, view.categories, view.primary) ?? parent : parent;
    const hidden = view.hidden || node.groups.some(isGroupHidden);
    if (hidden) {
      // New Recruit: each selection of a hidden entry "cannot be selected while hidden" (hidden
      // in the data, by a modifier or by its group; categorised or not). The words name the
      // parent that holds it, as BattleScribe's do.
      if (count > 0) {
        for (const selection of children) {
          if (selection.node !== node) continue;
          // New Recruit asks each selection, seen from itself, whether it is hidden: the entry may
          // be hidden for one more (a second hero once the regiment has its leader) while the one
          // chosen is not (the leader itself, Age of Sigmar 4).
          if (facts.newRecruit && !node.groups.some(isGroupHidden) && !facts.viewOf(selection).hidden) continue;
          errors.push(hiddenError(selection, container, node.id, view.name, facts));
        }
      }
      continue;
    }
    for (const constraint of node.constraints) {
      const c: Check = {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self,
        filter: entryFilter(node, constraint),
        container,
        entryId: constraint.shared === false ? node.id : node.entry.id,
        entryName: view.name,
        perModel: perModel && (constraint.scope ?? "parent") === "parent" ? parent.number : undefined,
        chosenUnder: parent,
      };
      check(engine, facts, c, measure(c, facts, direct), errors);
    }
  }
}

function checkForce(engine: Engine, facts: Facts, force: ForceNode, present: ReadonlySet<string>, errors: RosterError[], rosterWide: Set<string>): void {
  const forceView = viewForceEntry(force.entry, force, facts);
  const owner: RosterNode = force.parent;
  // BattleScribe skips a hidden force's own constraints unless it holds other forces.
  if (!forceView.hidden || force.forces.length > 0) {
    for (const constraint of force.entry.constraints ?? []) {
      const c: Check = {
        constraint,
        limit: forceView.limits.get(constraint.id) ?? constraint.value,
        self: force,
        filter: { kind: "forceEntry", forceEntryId: force.entry.id },
        container: owner,
        entryId: force.entry.id,
        entryName: forceView.name,
      };
      check(engine, facts, c, measure(c, facts, NO_DIRECT_COUNTS), errors);
    }
  }
  for (const category of force.categories) {
    if (category.entryId === UNCATEGORISED) continue;
    const view = viewCategory(category, facts);
    const members = force.selections.filter((s) => facts.categoriesOf(s).includes(category.entryId));
    if (view.hidden) {
      if (members.length > 0) errors.push(hiddenError(force, force, category.entryId, view.name, facts));
      continue;
    }
    for (const constraint of categoryConstraints(category)) {
      const c: Check = {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self: category,
        filter: { kind: "category", categoryId: category.entryId },
        container: category,
        entryId: category.entryId,
        entryName: view.name,
      };
      check(engine, facts, c, measure(c, facts, NO_DIRECT_COUNTS), errors);
    }
  }
  checkRootCategories(engine, facts, force, errors, rosterWide);
  checkTable(engine, facts, engine.tree.rootsOf(force.catalogue?.id ?? ""), force, force.selections, present, errors);
  for (const selection of walkSelections(force.selections)) {
    checkTable(engine, facts, engine.tree.childrenOf(selection.node), selection, selection.children, present, errors);
  }
}

/**
 * The constraints of category entries no force links (see root-categories.ts), counted where
 * their scope says and raised there: a roster-wide rule once per roster, however many forces
 * see it, and a shortfall on the roster or force that falls short.
 */
function checkRootCategories(engine: Engine, facts: Facts, force: ForceNode, errors: RosterError[], rosterWide: Set<string>): void {
  for (const category of unlinkedRootCategories(engine, force)) {
    let view: ReturnType<typeof viewCategory> | undefined;
    for (const constraint of categoryConstraints(category)) {
      if (constraint.scope === "roster") {
        const key = `${category.entryId}/${constraint.id}`;
        if (rosterWide.has(key)) continue;
        rosterWide.add(key);
      }
      const filter: ChildFilter = { kind: "category", categoryId: category.entryId };
      const measured = measure({ constraint, self: category, filter }, facts, NO_DIRECT_COUNTS);
      // Most of these are maximums of categories nobody chose: nothing to break, no view needed.
      if (!measured || (constraint.type === "max" && measured.actual === 0)) continue;
      view ??= viewCategory(category, facts);
      const c: Check = {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self: category,
        filter,
        container: force,
        entryId: category.entryId,
        entryName: view.name,
        // A maximum broken is raised on the selection that broke it, named by its unit.
        chosenUnder: force,
      };
      check(engine, facts, c, measured, errors);
    }
  }
}

export function validateRoster(engine: Engine, facts: Facts): RosterError[] {
  const errors: RosterError[] = [];
  const roster = engine.roster;
  const totals = rosterCosts(engine);
  for (const [costTypeId, limit] of roster.costLimits) {
    const total = totals.get(costTypeId) ?? 0;
    // A negative limit (-1) is no limit; 0 is a limit of 0, broken by anything that costs.
    if (limit < 0 || total <= limit) continue;
    errors.push({
      code: "costLimit",
      entryId: "costLimits",
      constraintId: costTypeId,
      raisedOn: roster,
      params: {
        owner: roster.name,
        entry: fieldName(engine, costTypeId),
        limit,
        actual: total,
        difference: addDecimal(total, -limit),
        field: fieldName(engine, costTypeId),
        each: false,
      },
    });
  }
  const present = presentIds(roster);
  const rosterWide = new Set<string>();
  for (const force of walkForces(roster.forces)) checkForce(engine, facts, force, present, errors, rosterWide);
  for (const force of walkForces(roster.forces)) dataMessages(facts, force, errors);
  // BattleScribe does not know associations: only data written for New Recruit is held to them.
  if (isWrittenForNewRecruit(engine.index)) associationErrors(engine, facts, errors);
  return errors;
}

/** New Recruit's associations whose links are too few or too many, raised on the selection. */
function associationErrors(engine: Engine, facts: Facts, errors: RosterError[]): void {
  for (const problem of associationProblems(engine, facts)) {
    const owner = facts.viewOf(problem.selection).name;
    const childName = problem.association.childId ? (engine.index.entries.get(problem.association.childId)?.name ?? engine.index.categories.get(problem.association.childId)?.name) : undefined;
    errors.push({
      code: "association",
      entryId: problem.selection.node.entry.id,
      constraintId: problem.association.id ?? "",
      constraintType: problem.type,
      constraintField: "associations",
      raisedOn: problem.selection,
      params: {
        owner,
        entry: problem.association.name ?? childName ?? "",
        limit: problem.limit,
        actual: problem.actual,
        difference: Math.abs(problem.actual - problem.limit),
        field: childName ?? problem.association.name ?? "",
        each: false,
      },
    });
  }
}

/** Whether an error makes the roster illegal: everything but a data warning or note. */
export function isBlocking(error: RosterError): boolean {
  return (error.severity ?? "error") === "error";
}

function messageError(owner: RosterNode, entryId: string, name: string, message: DataMessage): RosterError {
  return {
    code: "message",
    severity: message.severity,
    text: message.text.replaceAll("{this}", name),
    entryId,
    constraintId: message.severity,
    raisedOn: owner,
    params: { owner: name, entry: name, limit: 0, actual: 0, difference: 0, field: message.severity, each: false },
  };
}

/**
 * Messages the data itself raises where its conditions hold (a modifier on the field `error`,
 * `warning` or `info`): rules the data cannot state as constraints, in the data's own words.
 */
function dataMessages(facts: Facts, force: ForceNode, errors: RosterError[]): void {
  const forceView = viewForceEntry(force.entry, force, facts);
  for (const message of forceView.messages ?? []) errors.push(messageError(force, force.entry.id, forceView.name, message));
  for (const selection of walkSelections(force.selections)) {
    const view = facts.viewOf(selection);
    for (const message of view.messages ?? []) errors.push(messageError(selection, selection.node.entry.id, view.name, message));
  }
}

/**
 * Every cost type of the game system and catalogues, zero included, summed as decimals over every
 * selection, and over the forces themselves where their entry has costs (New Recruit: Horus
 * Heresy 3rd counts its Auxiliary Detachments as a cost of each such force).
 */
export function rosterCosts(engine: Engine): Map<string, number> {
  const totals = new Map<string, number>(engine.index.costTypes.map((c) => [c.id, 0]));
  for (const force of walkForces(engine.roster.forces)) {
    for (const cost of force.entry.costs ?? []) totals.set(cost.typeId, addDecimal(totals.get(cost.typeId) ?? 0, cost.value));
    for (const selection of walkSelections(force.selections)) {
      for (const [typeId, value] of selection.costs) totals.set(typeId, addDecimal(totals.get(typeId) ?? 0, value));
    }
  }
  return totals;
}

