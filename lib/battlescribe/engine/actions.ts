import type { CatalogueData, Constraint, ForceEntry } from "../data-types";
import { associationCandidates, linkObviousAssociations, remapCopiedLinks } from "./associations";
import type { Engine } from "./engine";
import type { ChildTable, EntryNode } from "./entry-nodes";
import { findEntryNode } from "./entry-nodes";
import { createFacts, type Facts } from "./facts";
import { isWrittenForNewRecruit } from "./new-recruit-data";
import type { VirtualNode } from "./queries";
import { queryValue, resolveScope } from "./queries";
import { refreshCosts } from "./refresh-costs";
import type { CategoryNode, ForceNode, RosterRoot, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";
import { UNCATEGORISED } from "./validate";
import { viewEntry, viewForceEntry, viewGroup } from "./views";

/** A roster operation that cannot be done: unknown ids, or an entry not offered there. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type ActionOutputs = {
  forceId?: string;
  selectionId?: string;
  /** Selections made automatically, by the id of the entry they come from. */
  selections?: Record<string, string[]>;
  categories?: Record<string, string[]>;
};

export function refresh(engine: Engine): void {
  keepAutomaticConstraints(engine);
  refreshCosts(engine, createFacts(engine));
}

const automaticEntries = new WeakMap<ChildTable, EntryNode[]>();

function isAutomatic(constraint: Constraint): boolean {
  return Boolean(constraint.automatic) && (constraint.scope ?? "parent") === "parent" && (constraint.field ?? "selections") === "selections" && !constraint.percentValue;
}

function automaticIn(table: ChildTable): EntryNode[] {
  let found = automaticEntries.get(table);
  if (!found) {
    found = table.entries.filter((node) => node.constraints.some(isAutomatic));
    automaticEntries.set(table, found);
  }
  return found;
}

/**
 * New Recruit's `constraint@automatic`: the builder keeps the number of an entry under its
 * parent within the constraint itself, adding or removing selections as modifiers move the
 * limit (a Sanctifiers unit has four plain Sanctifiers, and one fewer for each special one the
 * player picks). Only parent-scoped counts of selections can be kept this way.
 */
function keepAutomaticConstraints(engine: Engine): void {
  if (!holdsAutomaticConstraints(engine.index.data)) return;
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    const facts = createFacts(engine);
    for (const force of walkForces(engine.roster.forces)) {
      for (const parent of walkSelections(force.selections)) {
        const entries = automaticIn(engine.tree.childrenOf(parent.node));
        if (entries.length === 0) continue;
        const self: VirtualNode = { kind: "virtual", parent };
        for (const node of entries) {
          const mine = parent.children.filter((c) => c.node.id === node.id);
          const count = mine.reduce((n, c) => n + c.number, 0);
          // Nothing to take away, and no minimum to fill: no view needed.
          if (count === 0 && node.constraints.every((c) => !isAutomatic(c) || c.type === "max")) continue;
          const view = viewEntry(node, self, facts, engine.index.costTypes);
          if (view.hidden) continue;
          for (const constraint of node.constraints.filter(isAutomatic)) {
            const limit = view.limits.get(constraint.id) ?? constraint.value;
            if (constraint.type !== "max" && count < limit) {
              addSelections(engine, parent, node, limit - count, []);
              changed = true;
            } else if (constraint.type !== "min" && limit >= 0 && count > limit) {
              removeSelections(engine, mine, count - limit);
              changed = true;
            }
            if (changed) break;
          }
        }
      }
    }
    if (!changed) return;
  }
}

const automaticInData = new WeakMap<object, boolean>();

/** Whether any constraint of the game system or its catalogues is automatic (looked for once). */
function holdsAutomaticConstraints(data: Engine["index"]["data"]): boolean {
  let found = automaticInData.get(data);
  if (found === undefined) {
    const visit = (value: unknown): boolean => {
      if (Array.isArray(value)) return value.some(visit);
      if (typeof value !== "object" || value === null) return false;
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.constraints) && (record.constraints as Constraint[]).some((c) => c.automatic)) return true;
      for (const key in record) if (typeof record[key] === "object" && visit(record[key])) return true;
      return false;
    };
    found = visit(data);
    automaticInData.set(data, found);
  }
  return found;
}

/** Takes `count` away from the given selections of one entry, the last added first. */
function removeSelections(engine: Engine, selections: SelectionNode[], count: number): void {
  let left = count;
  for (const selection of [...selections].reverse()) {
    if (left <= 0) return;
    const step = Math.min(left, selection.number);
    stepNumber(engine, selection, selection.number - step);
    left -= step;
  }
}

export function findForce(engine: Engine, forceId: string): ForceNode {
  for (const force of walkForces(engine.roster.forces)) if (force.id === forceId) return force;
  throw new EngineError("forceNotFound", `Force not found with id '${forceId}'`);
}

export function findSelection(engine: Engine, forceId: string | undefined, selectionId: string): SelectionNode {
  const forces = forceId ? [findForce(engine, forceId), ...walkForces(engine.roster.forces)] : [...walkForces(engine.roster.forces)];
  for (const force of forces) {
    for (const selection of walkSelections(force.selections)) if (selection.id === selectionId) return selection;
  }
  throw new EngineError("selectionNotFound", `Selection not found with id '${selectionId}'`);
}

/**
 * Whether each selection of the entry is its own node (true) or further selections only raise
 * the number of one node: BattleScribe keeps separate nodes for entries with children that are
 * not collective.
 */
export function isDuplicateEntry(engine: Engine, node: EntryNode, depth = 0): boolean {
  if (depth > 20) return false;
  for (const child of engine.tree.childrenOf(node).entries) {
    if (!child.collective && !child.hidden) return true;
    if (isDuplicateEntry(engine, child, depth + 1)) return true;
  }
  return false;
}

/**
 * How many of a collective entry one pick under `parent` makes: one per instance of what holds
 * it (its number), as the per-model amount multiplies through the holder (issue #34).
 */
function perInstance(parent: ForceNode | SelectionNode): number {
  return parent.kind === "selection" ? parent.number : 1;
}

function newSelection(engine: Engine, parent: ForceNode | SelectionNode, node: EntryNode, number: number): SelectionNode {
  const force = parent.kind === "force" ? parent : parent.force;
  const selection: SelectionNode = {
    kind: "selection",
    id: engine.newId(),
    node,
    number,
    parent,
    force,
    children: [],
    costs: new Map(),
    seq: ++engine.seq,
  };
  if (parent.kind === "force") parent.selections.push(selection);
  else parent.children.push(selection);
  return selection;
}

/**
 * Adds `count` of an entry under a parent: a new node each time for root selections and
 * entries with their own sub-selections, otherwise the number of one node goes up.
 */
function addSelections(engine: Engine, parent: ForceNode | SelectionNode, node: EntryNode, count: number, created: SelectionNode[]): SelectionNode | undefined {
  if (count <= 0) return undefined;
  if (parent.kind === "selection" && !isDuplicateEntry(engine, node)) {
    const existing = parent.children.find((c) => c.node.id === node.id);
    if (existing) {
      stepNumber(engine, existing, existing.number + count);
      return existing;
    }
    const selection = newSelection(engine, parent, node, count);
    created.push(selection);
    autoSelect(engine, selection, engine.tree.childrenOf(node), created);
    return selection;
  }
  let last: SelectionNode | undefined;
  for (let i = 0; i < count; i++) {
    last = newSelection(engine, parent, node, 1);
    created.push(last);
    autoSelect(engine, last, engine.tree.childrenOf(node), created);
  }
  return last;
}

function isMinimum(type: string): boolean {
  return type === "min" || type === "exactly";
}

/** A constraint auto-selection answers: a minimum number of selections, not a percentage. */
function demandsSelections(constraint: Constraint): boolean {
  return isMinimum(constraint.type) && !constraint.percentValue && (constraint.field ?? "selections") === "selections";
}

/** Selects what minimum constraints demand of entries offered under a new force or selection. */
/**
 * How many more of an entry its maximums allow where it would go. A default amount never takes an
 * entry past one: Age of Sigmar 4's Battle Formation comes with every force (1 by default) but
 * the roster may hold one, so a regiment added under the General's Handbook force takes none.
 */
function roomUnderMaximums(node: EntryNode, self: VirtualNode, limits: Map<string, number>, perModel: number, facts: Facts): number {
  let room = Number.POSITIVE_INFINITY;
  for (const constraint of node.constraints) {
    if (constraint.type !== "max" || constraint.percentValue) continue;
    if ((constraint.field ?? "selections") !== "selections") continue;
    const limit = limits.get(constraint.id) ?? constraint.value;
    if (limit < 0) continue;
    const scope = resolveScope(self, constraint.scope, facts);
    if (!scope) continue;
    const filter = { kind: "entry", compositeId: node.id, entryId: node.entry.id, shared: constraint.shared !== false } as const;
    room = Math.min(room, limit * (node.collective ? perModel : 1) - queryValue(scope, filter, constraint, facts));
  }
  return room;
}

function autoSelect(engine: Engine, parent: ForceNode | SelectionNode, table: ChildTable, created: SelectionNode[]): void {
  const self: VirtualNode = { kind: "virtual", parent };
  const perModel = perInstance(parent);
  const entryNeeds: { node: EntryNode; count: number }[] = [];
  let facts = createFacts(engine);
  for (const node of table.entries) {
    // Only a minimum or a default amount can ask for a selection: other entries need no view.
    if (!node.constraints.some(demandsSelections) && node.defaultAmount === 0) continue;
    const view = viewEntry(node, self, facts, engine.index.costTypes);
    if (view.hidden) continue;
    let wanted = 0;
    if (node.defaultAmount > 0) {
      // New Recruit's defaultAmount: that many come with a new parent; the player may remove them.
      const present = queryValue(self.parent, { kind: "entry", compositeId: node.id, entryId: node.entry.id, shared: false }, { field: "selections" }, facts);
      wanted = Math.min(node.defaultAmount * (node.collective ? perModel : 1) - present, roomUnderMaximums(node, self, view.limits, perModel, facts));
    }
    for (const constraint of node.constraints) {
      if (!isMinimum(constraint.type) || constraint.percentValue) continue;
      if ((constraint.field ?? "selections") !== "selections") continue;
      const limit = view.limits.get(constraint.id) ?? constraint.value;
      const scope = resolveScope(self, constraint.scope, facts);
      if (!scope || limit <= 0) continue;
      const filter = { kind: "entry", compositeId: node.id, entryId: node.entry.id, shared: constraint.shared !== false } as const;
      const per = node.collective ? perModel : 1;
      wanted = Math.max(wanted, Math.ceil(limit * per - queryValue(scope, filter, constraint, facts)));
    }
    if (wanted > 0) entryNeeds.push({ node, count: wanted });
  }
  const firstCreated = created.length;
  for (const need of entryNeeds) {
    addSelections(engine, parent, need.node, need.count, created);
  }
  withdrawHidden(engine, parent, created, firstCreated);
  facts = createFacts(engine);
  for (const group of table.groups) {
    if (!group.constraints.some(demandsSelections)) continue;
    const view = viewGroup(group, self, facts);
    if (view.hidden) continue;
    const choice = group.allEntries.find((e) => e.id === group.defaultEntryId) ?? (group.allEntries.length === 1 ? group.allEntries[0] : undefined);
    if (!choice) continue;
    for (const constraint of group.constraints) {
      if (!isMinimum(constraint.type) || constraint.percentValue) continue;
      if ((constraint.field ?? "selections") !== "selections") continue;
      const limit = view.limits.get(constraint.id) ?? constraint.value;
      const scope = resolveScope(self, constraint.scope, facts);
      if (!scope || limit <= 0) continue;
      // A collective choice is one per model, as when the player picks it (and as validation
      // counts a group whose entries are all collective).
      const per = group.collective || choice.collective ? perModel : 1;
      const missing = Math.ceil(limit * per - queryValue(scope, { kind: "group", groupId: group.id }, constraint, facts));
      if (missing > 0) addSelections(engine, parent, choice, missing, created);
      facts = createFacts(engine);
    }
  }
}

/**
 * Every need above was judged on the parent as it was before anything came, so an entry that the
 * filled parent hides came along with the rest: Age of Sigmar 4's "READ ME" (min 1, 1 by default,
 * 500 points, hidden once its force holds any selection: a notice for BattleScribe users that New
 * Recruit never shows). What the filled parent hides is taken out again, with what came under it;
 * left in, it would be an error the player did not cause. New Recruit removes hidden selections;
 * BattleScribe keeps them (battlescribe-spec, "Hidden Selection Filtering"), so its data keeps them.
 */
function withdrawHidden(engine: Engine, parent: ForceNode | SelectionNode, created: SelectionNode[], from: number): void {
  if (!isWrittenForNewRecruit(engine.index)) return;
  const self: VirtualNode = { kind: "virtual", parent };
  const facts = createFacts(engine);
  const hidden = created.slice(from).filter((s) => s.parent === parent && viewEntry(s.node, self, facts, engine.index.costTypes).hidden);
  if (hidden.length === 0) return;
  for (const selection of hidden) detach(selection);
  // `created` lists parents before children: what came under a withdrawn selection goes too.
  const gone = new Set<SelectionNode>(hidden);
  const kept: SelectionNode[] = [];
  for (const selection of created) {
    if (gone.has(selection) || (selection.parent.kind === "selection" && gone.has(selection.parent))) gone.add(selection);
    else kept.push(selection);
  }
  created.splice(0, created.length, ...kept);
}

function outputsOf(created: SelectionNode[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const selection of created) {
    const keys = new Set([selection.node.id, selection.node.entry.id]);
    for (const key of keys) (map[key] ??= []).push(selection.id);
  }
  return map;
}

function categoryOutputs(force: ForceNode): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const category of force.categories) (map[category.entryId] ??= []).push(category.id);
  return map;
}

function makeCategories(engine: Engine, force: ForceNode): CategoryNode[] {
  const uncategorised: CategoryNode = {
    kind: "category",
    id: engine.newId(),
    entryId: UNCATEGORISED,
    entry: { id: UNCATEGORISED, name: "Uncategorised" },
    link: { id: UNCATEGORISED, targetId: UNCATEGORISED, name: "Uncategorised" },
    force,
  };
  const linked = (force.entry.categoryLinks ?? []).map<CategoryNode>((link) => ({
    kind: "category",
    id: engine.newId(),
    entryId: link.targetId,
    entry: engine.index.categories.get(link.targetId),
    link,
    force,
  }));
  return [uncategorised, ...linked];
}

function catalogueFor(engine: Engine, entry: ForceEntry, catalogueId: string | undefined): CatalogueData | undefined {
  if (catalogueId) {
    const catalogue = engine.index.catalogues.get(catalogueId);
    if (!catalogue) throw new EngineError("catalogueNotFound", `Catalogue not found with id '${catalogueId}'`);
    return catalogue;
  }
  const owner = engine.index.forceEntries.get(entry.id)?.file;
  if (owner) return owner;
  const catalogues = engine.index.data.catalogues;
  return catalogues.find((c) => !c.library) ?? catalogues[0];
}

function createForce(engine: Engine, parent: RosterRoot | ForceNode, forceEntryId: string, catalogueId: string | undefined): ActionOutputs {
  const found = engine.index.forceEntries.get(forceEntryId);
  if (!found) throw new EngineError("forceEntryNotFound", `Force entry not found with id '${forceEntryId}'`);
  // A hidden force entry is not offered: hidden in the data, or by its modifiers where it would go.
  if (viewForceEntry(found.entry, { kind: "virtual", parent }, createFacts(engine)).hidden) {
    throw new EngineError("forceEntryHidden", `Force entry '${found.entry.name}' is hidden and cannot be added`);
  }
  const catalogue = catalogueId || parent.kind === "roster" ? catalogueFor(engine, found.entry, catalogueId) : parent.catalogue;
  const force: ForceNode = {
    kind: "force",
    id: engine.newId(),
    entry: found.entry,
    catalogue,
    parent,
    selections: [],
    forces: [],
    categories: [],
  };
  force.categories = makeCategories(engine, force);
  parent.forces.push(force);
  const created: SelectionNode[] = [];
  autoSelect(engine, force, engine.tree.rootsOf(catalogue?.id ?? ""), created);
  linkObviousAssociations(created, createFacts(engine));
  refresh(engine);
  return { forceId: force.id, selections: outputsOf(created), categories: categoryOutputs(force) };
}

export function addForce(engine: Engine, forceEntryId: string, catalogueId?: string): ActionOutputs {
  return createForce(engine, engine.roster, forceEntryId, catalogueId);
}

export function addChildForce(engine: Engine, forceId: string, forceEntryId: string, catalogueId?: string): ActionOutputs {
  return createForce(engine, findForce(engine, forceId), forceEntryId, catalogueId);
}

export function removeForce(engine: Engine, forceId: string): ActionOutputs {
  const force = findForce(engine, forceId);
  const siblings = force.parent.forces;
  siblings.splice(siblings.indexOf(force), 1);
  refresh(engine);
  return {};
}

export function selectEntry(engine: Engine, forceId: string, entryId: string): ActionOutputs {
  const force = findForce(engine, forceId);
  const node = findEntryNode(engine.tree.rootsOf(force.catalogue?.id ?? ""), entryId);
  if (!node) throw new EngineError("entryNotFound", `Entry '${entryId}' is not offered in force '${force.entry.name}'`);
  const created: SelectionNode[] = [];
  const selection = addSelections(engine, force, node, 1, created);
  linkObviousAssociations(created, createFacts(engine));
  refresh(engine);
  return { selectionId: selection?.id, selections: outputsOf(created.filter((s) => s !== selection)) };
}

export function selectChildEntry(engine: Engine, forceId: string, selectionId: string, entryId: string): ActionOutputs {
  const parent = findSelection(engine, forceId, selectionId);
  const node = findEntryNode(engine.tree.childrenOf(parent.node), entryId);
  if (!node) throw new EngineError("entryNotFound", `Entry '${entryId}' is not offered under selection '${selectionId}'`);
  const created: SelectionNode[] = [];
  const count = node.collective ? perInstance(parent) : 1;
  const selection = addSelections(engine, parent, node, count, created);
  linkObviousAssociations(created, createFacts(engine));
  refresh(engine);
  return { selectionId: selection?.id, selections: outputsOf(created.filter((s) => s !== selection)) };
}

function detach(selection: SelectionNode): void {
  const list = selection.parent.kind === "force" ? selection.parent.selections : selection.parent.children;
  const at = list.indexOf(selection);
  if (at >= 0) list.splice(at, 1);
}

/**
 * Changes a selection's number one step at a time, as BattleScribe does, taking its collective
 * children along in proportion.
 */
function stepNumber(engine: Engine, selection: SelectionNode, target: number): void {
  while (selection.number < target) {
    const previous = selection.number;
    for (const child of selection.children) {
      if (!child.node.collective || isDuplicateEntry(engine, child.node)) continue;
      child.number += Math.ceil(child.number / previous);
    }
    selection.number += 1;
  }
  while (selection.number > target && selection.number > 0) {
    const current = selection.number;
    for (const child of [...selection.children]) {
      if (!child.node.collective || isDuplicateEntry(engine, child.node)) continue;
      child.number -= Math.ceil(child.number / current);
      if (child.number <= 0) detach(child);
    }
    selection.number -= 1;
  }
  if (selection.number <= 0) detach(selection);
}

export function deselectSelection(engine: Engine, forceId: string, selectionId: string): ActionOutputs {
  const selection = findSelection(engine, forceId, selectionId);
  if (selection.parent.kind === "force" || selection.number <= 1) {
    detach(selection);
  } else {
    const step = selection.node.collective ? perInstance(selection.parent) : 1;
    stepNumber(engine, selection, selection.number - step);
  }
  refresh(engine);
  return {};
}

export function setSelectionCount(engine: Engine, forceId: string, selectionId: string, count: number): ActionOutputs {
  if (!Number.isInteger(count) || count < 0) throw new EngineError("badCount", `Count must be a whole number of at least 0, not ${count}`);
  const selection = findSelection(engine, forceId, selectionId);
  const perModel = selection.node.collective ? perInstance(selection.parent) : 1;
  stepNumber(engine, selection, count * perModel);
  refresh(engine);
  return {};
}

/** Copies a selection and what it holds; `copies` maps each original's id to its copy. */
function cloneSelection(engine: Engine, source: SelectionNode, parent: ForceNode | SelectionNode, force: ForceNode, copies: Map<string, SelectionNode>): SelectionNode {
  const copy: SelectionNode = {
    ...source,
    id: engine.newId(),
    parent,
    force,
    children: [],
    costs: new Map(source.costs),
    seq: ++engine.seq,
    ...(source.associations ? { associations: [...source.associations] } : {}),
  };
  copies.set(source.id, copy);
  copy.children = source.children.map((child) => cloneSelection(engine, child, copy, force, copies));
  return copy;
}

export function duplicateSelection(engine: Engine, forceId: string, selectionId: string): ActionOutputs {
  const source = findSelection(engine, forceId, selectionId);
  const copies = new Map<string, SelectionNode>();
  const copy = cloneSelection(engine, source, source.parent, source.force, copies);
  remapCopiedLinks(copies);
  const list = source.parent.kind === "force" ? source.parent.selections : source.parent.children;
  list.splice(list.indexOf(source) + 1, 0, copy);
  refresh(engine);
  return { selectionId: copy.id };
}

function cloneForce(engine: Engine, source: ForceNode, parent: RosterRoot | ForceNode, copies: Map<string, SelectionNode>): ForceNode {
  const copy: ForceNode = { ...source, id: engine.newId(), parent, selections: [], forces: [], categories: [] };
  copy.categories = source.categories.map((c) => ({ ...c, id: engine.newId(), force: copy }));
  copy.selections = source.selections.map((s) => cloneSelection(engine, s, copy, copy, copies));
  copy.forces = source.forces.map((f) => cloneForce(engine, f, copy, copies));
  return copy;
}

export function duplicateForce(engine: Engine, forceId: string): ActionOutputs {
  const source = findForce(engine, forceId);
  const copies = new Map<string, SelectionNode>();
  const copy = cloneForce(engine, source, source.parent, copies);
  remapCopiedLinks(copies);
  const list = source.parent.forces;
  list.splice(list.indexOf(source) + 1, 0, copy);
  refresh(engine);
  return { forceId: copy.id, categories: categoryOutputs(copy) };
}

/**
 * Says which selections a selection is associated with through one of its entry's
 * associations, replacing what it was linked to there. Each must be a candidate; how many may
 * be chosen is checked by validation, as New Recruit shows it.
 */
export function setAssociation(engine: Engine, forceId: string | undefined, selectionId: string, associationId: string, targetIds: string[]): ActionOutputs {
  const selection = findSelection(engine, forceId, selectionId);
  const association = selection.node.associations.find((a) => a.id === associationId);
  if (!association) throw new EngineError("associationNotFound", `Selection '${selection.node.name}' has no association '${associationId}'`);
  const candidates = associationCandidates(selection, association, createFacts(engine));
  const wanted = [...new Set(targetIds)];
  for (const id of wanted) {
    if (!candidates.some((c) => c.id === id)) throw new EngineError("notAssociable", `Selection '${id}' cannot be linked to '${selection.node.name}' through '${association.name ?? associationId}'`);
  }
  const others = (selection.associations ?? []).filter((l) => l.associationId !== associationId);
  const links = [...others, ...wanted.map((to) => ({ associationId, to }))];
  selection.associations = links.length > 0 ? links : undefined;
  refresh(engine);
  return {};
}

export function setCostLimit(engine: Engine, costTypeId: string, value: number): ActionOutputs {
  if (!Number.isFinite(value)) throw new EngineError("badCostLimit", `Cost limit must be a number`);
  engine.roster.costLimits.set(costTypeId, value);
  refresh(engine);
  return {};
}

export type Customization = { forceId?: string; selectionId?: string; categoryEntryId?: string; customName?: string; customNotes?: string };

/** A player's own name and notes on a selection, a force's category or a force. */
export function setCustomization(engine: Engine, input: Customization): ActionOutputs {
  const apply = (target: { customName?: string; customNotes?: string }) => {
    if (input.customName !== undefined) target.customName = input.customName || undefined;
    if (input.customNotes !== undefined) target.customNotes = input.customNotes || undefined;
  };
  if (input.selectionId) apply(findSelection(engine, input.forceId, input.selectionId));
  else if (input.forceId && input.categoryEntryId) {
    const force = findForce(engine, input.forceId);
    const category = force.categories.find((c) => c.entryId === input.categoryEntryId);
    if (!category) throw new EngineError("categoryNotFound", `Force '${force.entry.name}' has no category '${input.categoryEntryId}'`);
    apply(category);
  } else if (input.forceId) apply(findForce(engine, input.forceId));
  else throw new EngineError("missingField", "Missing field 'forceId' or 'selectionId'");
  return {};
}

export function renameRoster(engine: Engine, name: string): ActionOutputs {
  const trimmed = name.trim();
  if (trimmed) engine.roster.name = trimmed.slice(0, 200);
  return {};
}
