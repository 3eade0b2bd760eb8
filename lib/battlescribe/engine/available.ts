import type { Engine } from "./engine";
import type { EntryNode } from "./entry-nodes";
import { settledFacts, type Facts } from "./facts";
import type { VirtualNode } from "./queries";
import type { ForceNode, RosterRoot, SelectionNode } from "./roster";
import type { ForceEntry } from "../data-types";
import { createFacts } from "./facts";
import { viewEntry, viewForceEntry, viewGroup } from "./views";

export type AvailableEntry = {
  node: EntryNode;
  name: string;
  costs: Map<string, number>;
  primaryCategory?: string;
  groupName?: string;
  /** Constraint limits as modifiers leave them, by constraint id (see why-blocked.ts). */
  limits?: Map<string, number>;
};

/**
 * What a player may add under a force (its root entries) or a selection (its options), as
 * modifiers leave them right now: hidden entries and entries of hidden groups are left out.
 * `facts`, when given, must be settled facts of the roster as it is now.
 */
export function availableEntries(engine: Engine, parent: ForceNode | SelectionNode, facts: Facts = settledFacts(engine)): AvailableEntry[] {
  const table = parent.kind === "force" ? engine.tree.rootsOf(parent.catalogue?.id ?? "") : engine.tree.childrenOf(parent.node);
  const self: VirtualNode = { kind: "virtual", parent };
  const hiddenGroups = new Set(table.groups.filter((g) => viewGroup(g, self, facts).hidden).map((g) => g.id));
  const found: AvailableEntry[] = [];
  for (const node of table.entries) {
    if (node.groups.some((g) => hiddenGroups.has(g.id))) continue;
    const view = viewEntry(node, { ...self, node }, facts, engine.index.costTypes);
    if (view.hidden) continue;
    const group = node.groups[node.groups.length - 1];
    found.push({ node, name: view.name, costs: view.costs, primaryCategory: view.primary ?? view.categories[0], groupName: group?.name, limits: view.limits });
  }
  return sortBySortIndex(found);
}

/**
 * The force entries a player may add to the roster (or under a force) right now: hidden ones,
 * in the data or by their modifiers, cannot be added, so they are not offered.
 */
export function availableForceEntries(engine: Engine, parent: RosterRoot | ForceNode = engine.roster): ForceEntry[] {
  const entries = parent.kind === "roster" ? (engine.index.data.gameSystem.forceEntries ?? []) : (parent.entry.forceEntries ?? []);
  const facts = createFacts(engine);
  return entries.filter((entry) => !viewForceEntry(entry, { kind: "virtual", parent }, facts).hidden);
}

/**
 * New Recruit's sortIndex orders what the data author placed first; entries without one keep
 * the order the data lists them in, after those that have one.
 */
export function sortBySortIndex<T extends { node: EntryNode }>(entries: T[]): T[] {
  if (!entries.some((e) => e.node.sortIndex !== undefined)) return entries;
  const rank = (e: T) => e.node.sortIndex ?? Number.POSITIVE_INFINITY;
  return entries.map((entry, i) => ({ entry, i })).sort((a, b) => rank(a.entry) - rank(b.entry) || a.i - b.i).map((x) => x.entry);
}
