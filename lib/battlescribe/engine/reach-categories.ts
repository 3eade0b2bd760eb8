/**
 * Categories that New Recruit's `affects` modifiers give other selections, for conditions to see.
 * Age of Sigmar 4 writes a regiment's eligibility this way: its leader adds a category to every
 * unit of the force it may lead ("add category X, scope force, affects self.entries.recursive.<keyword>"),
 * and a unit in a regiment is hidden unless it has that category. The snapshot has always shown
 * such categories; here they are also counted and asked by instanceOf.
 *
 * One step, not a fixed point: what reaches where is worked out on the roster as its own
 * modifiers leave it (facts without reach), then added to every view. A leader's own standing
 * does not depend on what it gives others, which is how the data uses it.
 */
import type { Modifier } from "../data-types";
import { applyReach, changeCategories, collectReach, reachesEntry, type Reach } from "./affects";
import type { Engine } from "./engine";
import type { EntryNode } from "./entry-nodes";
import type { Facts } from "./facts";
import type { RosterNode, SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";

export type CategoryDelta = { added: readonly string[]; removed: readonly string[] };

const givesCategories = new WeakMap<EntryNode, boolean>();

function modifiersGiveCategories(modifiers: readonly Modifier[]): boolean {
  return modifiers.some((m) => m.affects !== undefined && m.affects !== "self" && m.field === "category");
}

/** Whether the entry has a modifier that changes other selections' categories: looked at once per entry. */
function entryGivesCategories(node: EntryNode): boolean {
  let found = givesCategories.get(node);
  if (found === undefined) {
    found = modifiersGiveCategories(node.modifiers);
    const groups = [...node.modifierGroups];
    while (!found && groups.length > 0) {
      const group = groups.pop()!;
      found = modifiersGiveCategories(group.modifiers ?? []);
      groups.push(...(group.modifierGroups ?? []));
    }
    givesCategories.set(node, found);
  }
  return found;
}

export type ReachedCategories = {
  /** The selections of the roster whose categories others' modifiers change, and how. */
  deltas: Map<SelectionNode, CategoryDelta>;
  /** The modifiers that change categories, where they start: one more selection may be reached too. */
  reach: Reach[];
};

/** What others' modifiers do to the roster's categories; nothing when no selection could. */
export function reachedCategories(engine: Engine, plain: () => Facts): ReachedCategories {
  const deltas = new Map<SelectionNode, CategoryDelta>();
  const all: SelectionNode[] = [];
  let givers = false;
  for (const force of walkForces(engine.roster.forces)) {
    for (const selection of walkSelections(force.selections)) {
      all.push(selection);
      givers ||= entryGivesCategories(selection.node);
    }
  }
  if (!givers) return { deltas, reach: [] };
  const facts = plain();
  const reach = collectReach(engine, facts).filter((r) => r.path.profileType === undefined && r.modifier.field === "category");
  if (reach.length === 0) return { deltas, reach };
  for (const selection of all) {
    const before = facts.categoriesOf(selection);
    const after = applyReach(reach, selection, [], { categories: [...before] }).categories;
    const added = after.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !after.includes(id));
    if (added.length > 0 || removed.length > 0) deltas.set(selection, { added, removed });
  }
  return { deltas, reach };
}

/** The categories one more selection of an entry would have under a parent: its own (`own`), then what reaches it. */
export function entryCategories(node: EntryNode, parent: RosterNode, reached: ReachedCategories, own: readonly string[]): readonly string[] {
  let categories = [...own];
  for (const r of reached.reach) if (reachesEntry(r, node, parent, categories)) categories = changeCategories(categories, r.modifier);
  return categories;
}

export function withDelta(categories: readonly string[], delta: CategoryDelta | undefined): readonly string[] {
  if (!delta) return categories;
  return [...categories.filter((id) => !delta.removed.includes(id)), ...delta.added.filter((id) => !categories.includes(id))];
}
