import type { Constraint } from "../data-types";
import type { Engine } from "./engine";
import type { ChildTable, EntryNode } from "./entry-nodes";
import type { Facts } from "./facts";
import type { ChildFilter, ScopeNode, VirtualNode } from "./queries";
import { percentBase, queryValue, resolveScope } from "./queries";
import type { CategoryNode, ForceNode, RosterNode, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";
import { categoryConstraints, viewCategory, viewEntry, viewForceEntry, viewGroup } from "./views";

/** A broken rule, in the terms BattleScribe reports it. The words are made where it is shown. */
export type RosterError = {
  code: "constraint" | "hidden" | "costLimit";
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

function check(engine: Engine, facts: Facts, c: Check, errors: RosterError[]): void {
  const { constraint } = c;
  const types = constraint.type === "exactly" ? (["min", "max"] as const) : ([constraint.type] as const);
  const scope = resolveScope(c.self, constraint.scope, facts);
  if (!scope) return;
  let actual = queryValue(scope, c.filter, constraint, facts);
  if (c.perModel) actual /= c.perModel;
  let threshold = c.limit;
  if (constraint.percentValue) threshold = (c.limit / 100) * percentBase(scope, constraint, facts);
  const scopeNode = scope.kind === "virtual" || (constraint.scope ?? "parent") === "parent" ? c.container : raisingNode(scope, c.container);
  for (const type of types) {
    // An over-limit is raised where it was counted; a shortfall of a root entry stays on its
    // category, as BattleScribe places it whatever the scope.
    const raisedOn = type === "min" && c.container.kind === "category" ? c.container : scopeNode;
    const broken = type === "max" ? c.limit >= 0 && actual > threshold : actual < threshold;
    if (!broken) continue;
    errors.push({
      code: "constraint",
      entryId: c.entryId,
      constraintId: constraint.id,
      constraintType: type,
      constraintField: constraint.field ?? "selections",
      raisedOn,
      params: {
        owner: nodeName(raisedOn, facts),
        entry: c.entryName,
        limit: c.limit,
        actual,
        difference: Math.abs(actual - threshold),
        field: fieldName(engine, constraint.field ?? "selections"),
        each: Boolean(c.perModel),
      },
    });
  }
}

function hiddenError(owner: RosterNode, entryId: string, entryName: string, facts: Facts): RosterError {
  return {
    code: "hidden",
    entryId,
    constraintId: "hidden",
    raisedOn: owner,
    params: { owner: nodeName(owner, facts), entry: entryName, limit: 0, actual: 0, difference: 0, field: "selections", each: false },
  };
}

function entryFilter(node: EntryNode, constraint: Constraint): ChildFilter {
  return { kind: "entry", compositeId: node.id, entryId: node.entry.id, shared: constraint.shared !== false };
}

function countIn(selections: SelectionNode[], node: EntryNode): number {
  return selections.filter((s) => s.node.id === node.id).reduce((n, s) => n + s.number, 0);
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
function checkTable(
  engine: Engine,
  facts: Facts,
  table: ChildTable,
  parent: ForceNode | SelectionNode,
  children: SelectionNode[],
  errors: RosterError[],
): void {
  const self: VirtualNode = { kind: "virtual", parent };
  const hiddenGroups = new Set<string>();
  for (const group of table.groups) {
    const view = viewGroup(group, self, facts);
    if (view.hidden) {
      hiddenGroups.add(group.id);
      continue;
    }
    for (const constraint of group.constraints) {
      const perModel = parent.kind === "selection" && parent.parent.kind === "selection" && group.allEntries.every((e) => e.collective);
      check(engine, facts, {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self,
        filter: { kind: "group", groupId: group.id },
        container: parent,
        entryId: constraint.shared === false ? group.id : group.group.id,
        entryName: view.name,
        perModel: perModel && (constraint.scope ?? "parent") === "parent" ? parent.number : undefined,
      }, errors);
    }
  }
  for (const node of table.entries) {
    const view = viewEntry(node, self, facts, engine.index.costTypes);
    const container: RosterNode = parent.kind === "force" ? homeCategory(parent, view.categories, view.primary) ?? parent : parent;
    const hidden = view.hidden || node.groups.some((g) => hiddenGroups.has(g.id));
    if (hidden) {
      // BattleScribe finds hidden root entries while validating categories: one with no
      // category is never looked at, so it gives no error.
      const uncategorised = parent.kind === "force" && view.categories.length === 0;
      if (!uncategorised && countIn(children, node) > 0) errors.push(hiddenError(container, node.id, view.name, facts));
      continue;
    }
    for (const constraint of node.constraints) {
      const perModel = node.collective && parent.kind === "selection" && parent.parent.kind === "selection" && (constraint.scope ?? "parent") === "parent";
      check(engine, facts, {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self,
        filter: entryFilter(node, constraint),
        container,
        entryId: constraint.shared === false ? node.id : node.entry.id,
        entryName: view.name,
        perModel: perModel ? parent.number : undefined,
      }, errors);
    }
  }
}

function checkForce(engine: Engine, facts: Facts, force: ForceNode, errors: RosterError[]): void {
  const forceView = viewForceEntry(force.entry, force, facts);
  const owner: RosterNode = force.parent;
  // BattleScribe skips a hidden force's own constraints unless it holds other forces.
  if (!forceView.hidden || force.forces.length > 0) {
    for (const constraint of force.entry.constraints ?? []) {
      check(engine, facts, {
        constraint,
        limit: forceView.limits.get(constraint.id) ?? constraint.value,
        self: force,
        filter: { kind: "forceEntry", forceEntryId: force.entry.id },
        container: owner,
        entryId: force.entry.id,
        entryName: forceView.name,
      }, errors);
    }
  }
  for (const category of force.categories) {
    if (category.entryId === UNCATEGORISED) continue;
    const view = viewCategory(category, facts);
    const members = force.selections.filter((s) => facts.categoriesOf(s).includes(category.entryId));
    if (view.hidden) {
      if (members.length > 0) errors.push(hiddenError(force, category.entryId, view.name, facts));
      continue;
    }
    for (const constraint of categoryConstraints(category)) {
      check(engine, facts, {
        constraint,
        limit: view.limits.get(constraint.id) ?? constraint.value,
        self: category,
        filter: { kind: "category", categoryId: category.entryId },
        container: category,
        entryId: category.entryId,
        entryName: view.name,
      }, errors);
    }
  }
  checkTable(engine, facts, engine.tree.rootsOf(force.catalogue?.id ?? ""), force, force.selections, errors);
  for (const selection of walkSelections(force.selections)) {
    checkTable(engine, facts, engine.tree.childrenOf(selection.node), selection, selection.children, errors);
  }
}

export function validateRoster(engine: Engine, facts: Facts): RosterError[] {
  const errors: RosterError[] = [];
  const roster = engine.roster;
  const totals = rosterCosts(engine);
  for (const [costTypeId, limit] of roster.costLimits) {
    const total = totals.get(costTypeId) ?? 0;
    // A limit of 0 is BattleScribe's "no limit".
    if (limit <= 0 || total <= limit) continue;
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
        difference: total - limit,
        field: fieldName(engine, costTypeId),
        each: false,
      },
    });
  }
  for (const force of walkForces(roster.forces)) checkForce(engine, facts, force, errors);
  return errors;
}

/** Every cost type of the game system, zero included, summed over every selection. */
export function rosterCosts(engine: Engine): Map<string, number> {
  const totals = new Map<string, number>(engine.index.costTypes.map((c) => [c.id, 0]));
  for (const force of walkForces(engine.roster.forces)) {
    for (const selection of walkSelections(force.selections)) {
      for (const [typeId, value] of selection.costs) totals.set(typeId, (totals.get(typeId) ?? 0) + value);
    }
  }
  return totals;
}

