/** Builds the evaluated tree (roster -> forces -> selections) and its counting buckets. */
import type { Selection } from "../gamedata/roster-schema";
import type { EvaluationContext, Node, NodeKind, Slot, SlotTable } from "./types";

function createNode(kind: NodeKind, id: string, path: string[], parent?: Node): Node {
  return {
    kind,
    id,
    path,
    parent,
    force: kind === "force" ? undefined : parent?.kind === "force" ? parent : parent?.force,
    children: [],
    number: 1,
    multiplier: parent?.multiplier ?? 1,
    models: 0,
    childAgg: new Map(),
    descAgg: new Map(),
    hidden: false,
    name: id,
    ownCosts: {},
    subtreeCosts: {},
    constraintValues: new Map(),
  };
}

export type TreeOptions = { combinedFactor: number };

/** Creates every node; reports selections whose entry is unknown or not allowed where it is. */
export function buildTree(ctx: EvaluationContext, options: TreeOptions): void {
  const { roster } = ctx.input;
  const root = ctx.root;
  roster.forces.forEach((force) => {
    const node = createNode("force", force.id, [force.id], root);
    node.force = node;
    node.forceEntry = ctx.index.forceEntry(force.forceEntryId);
    node.name = node.forceEntry?.name ?? force.forceEntryId;
    if (force.keywordChoices) node.keywordChoices = force.keywordChoices;
    if (force.customKeywords) node.customKeywords = force.customKeywords;
    node.table = ctx.index.roots;
    root.children.push(node);
    register(ctx, node);
    if (!node.forceEntry) {
      ctx.report({ code: "force.unknown-entry", path: node.path, params: { forceEntryId: force.forceEntryId } });
    } else if (ctx.ruleset?.forceEntryIds && !ctx.ruleset.forceEntryIds.includes(force.forceEntryId)) {
      ctx.report({
        code: "force.not-allowed",
        path: node.path,
        params: { forceEntryId: force.forceEntryId, forceName: node.name, rulesetId: ctx.ruleset.id },
      });
    } else if (ctx.battleSize?.forceEntryIds && !ctx.battleSize.forceEntryIds.includes(force.forceEntryId)) {
      ctx.report({
        code: "force.not-for-battle-size",
        path: node.path,
        params: { forceEntryId: force.forceEntryId, forceName: node.name, battleSize: ctx.battleSize.name },
      });
    }
    for (const selection of force.selections) addSelection(ctx, node, selection, options);
  });
}

function register(ctx: EvaluationContext, node: Node) {
  if (ctx.byId.has(node.id)) {
    ctx.report({ code: "roster.duplicate-id", path: node.path, params: { id: node.id } });
  }
  ctx.byId.set(node.id, node);
  ctx.nodes.push(node);
}

function addSelection(ctx: EvaluationContext, parent: Node, selection: Selection, options: TreeOptions) {
  const node = createNode("selection", selection.id, [...parent.path, selection.id], parent);
  node.selection = selection;
  node.number = selection.number;
  node.unit = parent.kind === "force" ? node : parent.unit;
  if (selection.combined) node.multiplier *= options.combinedFactor;
  node.slot = parent.table?.slots.get(selection.entryId);
  node.name = selection.customName ?? node.slot?.entry.name ?? selection.entryId;
  parent.children.push(node);
  register(ctx, node);
  if (!node.slot) {
    const known = knownAnywhere(ctx, selection.entryId);
    ctx.report({
      code: known ? "selection.not-allowed-here" : "selection.unknown-entry",
      path: node.path,
      params: { entryId: selection.entryId, parentName: parent.name },
    });
    return;
  }
  node.table = ctx.index.childrenOf(node.slot);
  for (const child of selection.selections ?? []) addSelection(ctx, node, child, options);
}

function knownAnywhere(ctx: EvaluationContext, entryId: string): boolean {
  const seen = new Set<Slot>();
  const search = (table: SlotTable, depth: number): boolean => {
    if (table.slots.has(entryId)) return true;
    if (depth > 6) return false;
    for (const slot of table.slots.values()) {
      if (seen.has(slot)) continue;
      seen.add(slot);
      if (search(ctx.index.childrenOf(slot), depth + 1)) return true;
    }
    return false;
  };
  return search(ctx.index.roots, 0);
}

function bucket(map: Map<string, { selections: number; models: number; costs: Record<string, number> }>, key: string) {
  let agg = map.get(key);
  if (!agg) {
    agg = { selections: 0, models: 0, costs: {} };
    map.set(key, agg);
  }
  return agg;
}

/** Model counts bottom-up: a model selection is its number; a unit with no models counts one each. */
export function countModels(node: Node): number {
  let childModels = 0;
  for (const child of node.children) childModels += countModels(child);
  const type = node.slot?.entry.type;
  if (type === "model") node.models = node.number * node.multiplier + childModels;
  else if (type === "unit" && childModels === 0) node.models = node.number * node.multiplier;
  else node.models = childModels;
  return node.models;
}

/** Adds every selection's number and models to its parent's and ancestors' buckets, by key. */
export function aggregateCounts(nodes: Node[]): void {
  for (const node of nodes) {
    if (node.kind !== "selection" || !node.slot || !node.parent) continue;
    for (const key of node.slot.keys) {
      const direct = bucket(node.parent.childAgg, key);
      direct.selections += node.number;
      direct.models += node.models;
      for (let ancestor: Node | undefined = node.parent; ancestor; ancestor = ancestor.parent) {
        const deep = bucket(ancestor.descAgg, key);
        deep.selections += node.number;
        deep.models += node.models;
      }
    }
  }
}

/** Adds every selection's subtree cost to the same buckets, once costs are known. */
export function aggregateCosts(nodes: Node[]): void {
  for (const node of nodes) {
    if (node.kind !== "selection" || !node.slot || !node.parent) continue;
    for (const key of node.slot.keys) {
      addCosts(bucket(node.parent.childAgg, key).costs, node.subtreeCosts);
      for (let ancestor: Node | undefined = node.parent; ancestor; ancestor = ancestor.parent) {
        addCosts(bucket(ancestor.descAgg, key).costs, node.subtreeCosts);
      }
    }
  }
}

export function addCosts(target: Record<string, number>, source: Record<string, number>): void {
  for (const type in source) target[type] = (target[type] ?? 0) + (source[type] ?? 0);
}

export { createNode };
