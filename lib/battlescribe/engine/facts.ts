import type { Engine } from "./engine";
import type { QueryFacts } from "./queries";
import type { SelectionNode } from "./roster";
import { walkForces, walkSelections } from "./roster";
import type { EntryNode } from "./entry-nodes";
import { isWrittenForNewRecruit } from "./new-recruit-data";
import { entryCategories, reachedCategories, withDelta, type CategoryDelta, type ReachedCategories } from "./reach-categories";
import type { EntryView } from "./views";
import { viewEntry } from "./views";

export type Facts = QueryFacts & {
  viewOf(selection: SelectionNode): EntryView;
  /**
   * While views are settled in creation order (data written for New Recruit): the selection being
   * settled. A selection made after it is seen with the categories its data gives it until its own
   * turn, so where two selections' categories hang on each other the earlier decides first (Age of
   * Sigmar 4: the first hero of a regiment becomes its leader, "while the regiment has none").
   */
  settling?: SelectionNode;
  clear(): void;
  /** Every selection by id, made when first needed (association links name selections by id). */
  selectionsById?: Map<string, SelectionNode>;
};

/**
 * Works out every selection's view in creation order, then lets counts by category be
 * remembered: validation and the snapshot then look categories up instead of walking.
 */
export function settleViews(engine: Engine, facts: Facts): void {
  const all: SelectionNode[] = [];
  for (const force of walkForces(engine.roster.forces)) for (const selection of walkSelections(force.selections)) all.push(selection);
  all.sort((a, b) => a.seq - b.seq);
  for (const selection of all) {
    if (facts.newRecruit) facts.settling = selection;
    facts.viewOf(selection);
  }
  facts.settling = undefined;
  facts.memo?.clear();
  facts.viewsSettled = true;
}

/**
 * Facts for a roster that is not going to change while they are used: costs final and every
 * view worked out. One render of the builder shares one (the snapshot, what each unit may add),
 * so the roster's views are worked out once per click, not once per card.
 */
export function settledFacts(engine: Engine): Facts {
  const facts = createFacts(engine);
  facts.costsSettled = true;
  settleViews(engine, facts);
  return facts;
}

const categoryModifiers = new WeakMap<EntryNode, boolean>();

/** Whether any of the entry's modifiers (in groups too) is on its categories: looked at once per entry. */
function changesCategories(node: EntryNode): boolean {
  let found = categoryModifiers.get(node);
  if (found === undefined) {
    const visit = (modifiers: EntryNode["modifiers"], groups: EntryNode["modifierGroups"]): boolean =>
      modifiers.some((m) => m.field === "category") || groups.some((g) => visit(g.modifiers ?? [], g.modifierGroups ?? []));
    found = visit(node.modifiers, node.modifierGroups);
    categoryModifiers.set(node, found);
  }
  return found;
}

function baseCategories(selection: SelectionNode): string[] {
  const links = selection.node.categoryLinks;
  const primary = links.find((l) => l.primary)?.targetId;
  const ids = links.map((l) => l.targetId);
  return primary ? [primary, ...ids.filter((id) => id !== primary)] : ids;
}

/**
 * What queries need to know about selections during one refresh. Views are cached until
 * `clear`; a view asked for while it is being worked out (a modifier whose condition looks at
 * its own selection's categories) falls back to the categories the data gives it.
 */
/** The category ids of a data set, made once: facts are made many times per roster change. */
const categoryIdSets = new WeakMap<Engine["index"], ReadonlySet<string>>();

function categoryIdsOf(index: Engine["index"]): ReadonlySet<string> {
  let ids = categoryIdSets.get(index);
  if (!ids) {
    ids = new Set(index.categories.keys());
    categoryIdSets.set(index, ids);
  }
  return ids;
}

/**
 * `withReach: false` leaves out the categories New Recruit's `affects` modifiers give other
 * selections (reach-categories.ts works them out on such facts).
 */
export function createFacts(engine: Engine, { withReach = true }: { withReach?: boolean } = {}): Facts {
  const views = new Map<SelectionNode, EntryView>();
  // Worked out when a category is first asked for, only for data written for New Recruit.
  let reach: ReachedCategories | undefined;
  const reachOf = (): ReachedCategories =>
    (reach ??= reachedCategories(engine, () => {
      // The roster as its own modifiers leave it, settled in creation order as views are.
      const plain = createFacts(engine, { withReach: false });
      settleViews(engine, plain);
      return plain;
    }));
  const deltaOf = (selection: SelectionNode): CategoryDelta | undefined => (withReach && facts.newRecruit ? reachOf().deltas.get(selection) : undefined);
  const computing = new Set<SelectionNode>();
  /** Categories after the category modifiers alone, for selections whose view is being made. */
  const categoryViews = new Map<SelectionNode, readonly string[]>();
  const computingCategories = new Set<SelectionNode>();
  const computingVirtual = new Set<EntryNode>();
  const notYetSettled = (selection: SelectionNode) => facts.settling !== undefined && selection.seq > facts.settling.seq && !views.has(selection);
  const facts: Facts = {
    memo: new Map(),
    categoryIds: categoryIdsOf(engine.index),
    newRecruit: isWrittenForNewRecruit(engine.index),
    costsSettled: false,
    virtualCategoriesOf(node, parent) {
      let categories: readonly string[] = node.categoryLinks.map((l) => l.targetId);
      // Its own category modifiers too, unless they are what asks (then its links' alone).
      if (changesCategories(node) && !computingVirtual.has(node)) {
        computingVirtual.add(node);
        try {
          categories = viewEntry(node, { kind: "virtual", parent, node }, facts, engine.index.costTypes, "categoriesOnly").categories;
        } finally {
          computingVirtual.delete(node);
        }
      }
      return withReach ? entryCategories(node, parent, reachOf(), categories) : categories;
    },
    categoriesOf(selection) {
      if (computing.has(selection) || notYetSettled(selection)) return withDelta(baseCategories(selection), deltaOf(selection));
      return withDelta(facts.viewOf(selection).categories, deltaOf(selection));
    },
    instanceCategoriesOf(selection) {
      if (!computing.has(selection)) return withDelta(facts.viewOf(selection).categories, deltaOf(selection));
      // instanceOf asked while its view is being made: the categories its category modifiers
      // give it, whatever order the data lists them in.
      if (computingCategories.has(selection) || !changesCategories(selection.node)) return withDelta(baseCategories(selection), deltaOf(selection));
      let categories = categoryViews.get(selection);
      if (!categories) {
        computingCategories.add(selection);
        try {
          categories = viewEntry(selection.node, selection, facts, engine.index.costTypes, "categoriesOnly").categories;
        } finally {
          computingCategories.delete(selection);
        }
        categoryViews.set(selection, categories);
      }
      return withDelta(categories, deltaOf(selection));
    },
    ownCost(selection, costTypeId) {
      return selection.costs.get(costTypeId) ?? 0;
    },
    costLimit(costTypeId) {
      return engine.roster.costLimits.get(costTypeId) ?? 0;
    },
    viewOf(selection) {
      const cached = views.get(selection);
      if (cached) return cached;
      computing.add(selection);
      try {
        const view = viewEntry(selection.node, selection, facts, engine.index.costTypes);
        views.set(selection, view);
        return view;
      } finally {
        computing.delete(selection);
      }
    },
    clear() {
      views.clear();
      categoryViews.clear();
      facts.selectionsById = undefined;
      facts.memo?.clear();
      facts.viewsSettled = false;
      reach = undefined;
    },
  };
  return facts;
}
