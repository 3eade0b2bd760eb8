import type { CategoryLink, Constraint, CostType, ForceEntry, Modifier, ModifierGroup } from "../data-types";
import type { Self } from "./conditions";
import type { EntryNode, GroupNode } from "./entry-nodes";
import { forEachActiveModifier, modifyBoolean, modifyNumber, modifyText, readsCosts, type ModifierSkip } from "./modifiers";
import type { QueryFacts } from "./queries";
import type { CategoryNode } from "./roster";

/** An entry, group, category or force entry as modifiers leave it at one place in the roster. */
export type EntryView = {
  name: string;
  hidden: boolean;
  /** Cost of one, by cost type id. */
  costs: Map<string, number>;
  /** Constraint values after modifiers, by constraint id. */
  limits: Map<string, number>;
  /** Category entry ids, the primary one first when there is one. */
  categories: string[];
  primary?: string;
  page?: string;
  /** New Recruit: a short label the data puts beside the name ("Esteemed", an enhancement's name). */
  annotation?: string;
  /** Validation messages the data raises on this entry (New Recruit's error/warning/info fields). */
  messages?: DataMessage[];
};

export type DataMessage = { severity: "error" | "warning" | "info"; text: string };

const MESSAGE_FIELDS: ReadonlySet<string> = new Set(["error", "warning", "info"]);

type Modifiable = {
  name: string;
  hidden: boolean;
  constraints: Constraint[];
  modifiers: Modifier[];
  modifierGroups: ModifierGroup[];
};

function baseView(item: Modifiable): EntryView {
  const limits = new Map<string, number>();
  for (const constraint of item.constraints) limits.set(constraint.id, constraint.value);
  return { name: item.name, hidden: item.hidden, costs: new Map(), limits, categories: [] };
}

function applyCommon(view: EntryView, modifier: Modifier, times: number, costTypeIds: ReadonlySet<string>): void {
  // A modifier that names what it affects changes other nodes (New Recruit), never its owner.
  if (modifier.affects && modifier.affects !== "self") return;
  const field = modifier.field;
  if (MESSAGE_FIELDS.has(field)) {
    if (modifier.value) (view.messages ??= []).push({ severity: field as DataMessage["severity"], text: modifier.value });
  } else if (field === "hidden") {
    view.hidden = modifyBoolean(view.hidden, modifier);
  } else if (field === "name") {
    view.name = modifyText(view.name, modifier, times);
  } else if (field === "annotation") {
    view.annotation = modifyText(view.annotation ?? "", modifier, times) || undefined;
  } else if (field === "page") {
    view.page = modifyText(view.page ?? "", modifier, times);
  } else if (field === "category") {
    applyCategory(view, modifier);
  } else if (view.limits.has(field)) {
    view.limits.set(field, modifyNumber(view.limits.get(field) ?? 0, modifier, times));
  } else if (view.costs.has(field) || costTypeIds.has(field)) {
    view.costs.set(field, modifyNumber(view.costs.get(field) ?? 0, modifier, times));
  }
}

function applyCategory(view: EntryView, modifier: Modifier): void {
  const id = modifier.value;
  switch (modifier.type) {
    case "add":
      if (!view.categories.includes(id)) view.categories.push(id);
      break;
    case "remove":
      view.categories = view.categories.filter((c) => c !== id);
      if (view.primary === id) view.primary = undefined;
      break;
    case "set-primary":
      if (!view.categories.includes(id)) view.categories.push(id);
      view.primary = id;
      break;
    case "unset-primary":
      if (view.primary === id) view.primary = undefined;
      break;
  }
}

function orderPrimaryFirst(view: EntryView): void {
  if (!view.primary) return;
  const primary = view.primary;
  view.categories = [primary, ...view.categories.filter((c) => c !== primary)];
}

const costTypeIdSets = new WeakMap<CostType[], Set<string>>();
/** Groups, categories and forces have no costs of their own. */
const NO_COST_TYPES: ReadonlySet<string> = new Set();
/** Views of entries without modifiers never change: worked out once per entry node. */
const staticViews = new WeakMap<EntryNode, EntryView>();

function costTypeIdsOf(costTypes: CostType[]): Set<string> {
  let ids = costTypeIdSets.get(costTypes);
  if (!ids) {
    ids = new Set(costTypes.map((c) => c.id));
    costTypeIdSets.set(costTypes, ids);
  }
  return ids;
}

/**
 * Which modifiers a view applies: all; all but the cost modifiers whose conditions or repeats
 * count costs (the unmodified costs those are evaluated against, see refresh-costs.ts); or
 * only those on categories (what instanceOf asks of a selection whose view is being made).
 */
export type ViewMode = "all" | "withoutCostReading" | "categoriesOnly";

/** The entry as modifiers leave it at one place. The result is shared: callers must not change it. */
export function viewEntry(node: EntryNode, self: Self, facts: QueryFacts, costTypes: CostType[], mode: ViewMode = "all"): EntryView {
  const unmodified = node.modifiers.length === 0 && node.modifierGroups.length === 0;
  if (unmodified) {
    const cached = staticViews.get(node);
    if (cached) return cached;
  }
  const view = baseView(node);
  for (const cost of node.costs) view.costs.set(cost.typeId, cost.value);
  for (const link of node.categoryLinks) {
    if (!view.categories.includes(link.targetId)) view.categories.push(link.targetId);
    if (link.primary && !view.primary) view.primary = link.targetId;
  }
  if (!unmodified) {
    const costTypeIds = costTypeIdsOf(costTypes);
    const skip: ModifierSkip | undefined =
      mode === "withoutCostReading" ? (modifier, inGroup) => costTypeIds.has(modifier.field) && (inGroup || readsCosts(modifier)) : mode === "categoriesOnly" ? (modifier) => modifier.field !== "category" : undefined;
    forEachActiveModifier(
      self,
      node.modifiers,
      node.modifierGroups,
      facts,
      (modifier, times) => applyCommon(view, modifier, times, costTypeIds),
      1,
      skip,
    );
  }
  orderPrimaryFirst(view);
  if (unmodified) staticViews.set(node, view);
  return view;
}

export function viewGroup(group: GroupNode, self: Self, facts: QueryFacts): EntryView {
  const view = baseView(group);
  forEachActiveModifier(self, group.modifiers, group.modifierGroups, facts, (modifier, times) =>
    applyCommon(view, modifier, times, NO_COST_TYPES),
  );
  return view;
}

/** A category node's constraints come from the category entry and the force's link to it. */
export function categoryConstraints(category: CategoryNode): Constraint[] {
  return [...(category.entry?.constraints ?? []), ...(category.link.constraints ?? [])];
}

export function viewCategory(category: CategoryNode, facts: QueryFacts): EntryView {
  const link: CategoryLink = category.link;
  const item: Modifiable = {
    name: category.entry?.name ?? link.name ?? category.entryId,
    hidden: Boolean(category.entry?.hidden || link.hidden),
    constraints: categoryConstraints(category),
    modifiers: [...(category.entry?.modifiers ?? []), ...(link.modifiers ?? [])],
    modifierGroups: [...(category.entry?.modifierGroups ?? []), ...(link.modifierGroups ?? [])],
  };
  const view = baseView(item);
  forEachActiveModifier(category.force, item.modifiers, item.modifierGroups, facts, (modifier, times) =>
    applyCommon(view, modifier, times, NO_COST_TYPES),
  );
  return view;
}

export function viewForceEntry(entry: ForceEntry, self: Self, facts: QueryFacts): EntryView {
  const view = baseView({
    name: entry.name,
    hidden: Boolean(entry.hidden),
    constraints: entry.constraints ?? [],
    modifiers: entry.modifiers ?? [],
    modifierGroups: entry.modifierGroups ?? [],
  });
  forEachActiveModifier(self, entry.modifiers, entry.modifierGroups, facts, (modifier, times) =>
    applyCommon(view, modifier, times, NO_COST_TYPES),
  );
  return view;
}
