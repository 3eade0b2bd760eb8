/**
 * What a unit card shows for one selection: model counts, the leader toggle and the option tree,
 * each control chosen by the data's constraints (a one-of group is radios, a may-take entry a
 * checkbox, an entry allowed more than once a counter) and each unavailable choice with the
 * engine's reason. Pure: the card only renders this.
 */
import type { AvailableEntry, CatalogueIndex, CostMap, Evaluation, GroupSlot, IssueParams, Slot, SlotTable } from "@/lib/engine";
import type { Constraint } from "@/lib/gamedata/catalogue-schema";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { findAllowances, resolveGroupCounts, type Allowance } from "./allowance";

export type Block = { code: string; params: IssueParams };

export type OptionControl = "radio" | "checkbox" | "counter";

export type OptionEntry = {
  kind: "entry";
  entryId: string;
  name: string;
  control: OptionControl;
  /** The one-of group whose radios this entry belongs to. */
  radioGroupId?: string;
  chosen?: Selection;
  number: number;
  max?: number;
  /** The price of one more, as modifiers make it here. */
  costs: CostMap;
  /** What the chosen selection costs now, its own options included. */
  total?: CostMap;
  /** Why one more cannot be taken. */
  blocked?: Block;
  /** Chosen, but the data no longer offers it (hidden by another choice): it can only be removed. */
  withdrawn: boolean;
  /** Chosen and has options of its own (a model's wargear). */
  hasOptions: boolean;
};

export type OptionGroup = {
  kind: "group";
  groupId: string;
  name: string;
  min: number;
  max?: number;
  oneOf: boolean;
  /** Inside a one-of group: a heading over part of the parent's radios. */
  partOfOneOf: boolean;
  allowances: Allowance[];
  chosenCount: number;
  children: OptionNode[];
};

export type OptionNode = OptionEntry | OptionGroup;

export type ModelCount = {
  entryId: string;
  name: string;
  selection?: Selection;
  number: number;
  min: number;
  max?: number;
  costs: CostMap;
  /** Why no more models can be added. */
  blocked?: Block;
};

/** termId: the id of the entry itself (a link's target), by which the game's words name it. */
export type LeaderToggle = { entryId: string; termId: string; name: string; chosen?: Selection; blocked?: Block };

export type SelectionOptions = {
  models: ModelCount[];
  leader?: LeaderToggle;
  options: OptionNode[];
};

function ownLimit(constraints: Constraint[], type: "min" | "max"): number | undefined {
  const values = constraints.filter((c) => c.type === type && c.scope === "parent" && c.field === "selections" && !c.percentValue).map((c) => c.value);
  if (values.length === 0) return undefined;
  return type === "min" ? Math.max(...values) : Math.min(...values);
}

function innermostGroup(slot: Slot): string | undefined {
  return slot.groupIds[slot.groupIds.length - 1];
}

type Build = {
  index: CatalogueIndex;
  slot: Slot;
  table: SlotTable;
  selection: Selection;
  evaluation: Evaluation;
  available: Map<string, AvailableEntry>;
  chosen: Map<string, Selection>;
  skip: Set<string>;
};

function isShown(b: Build, slot: Slot): boolean {
  if (b.skip.has(slot.entryId) || slot.entry.type === "model") return false;
  return b.available.has(slot.entryId) || b.chosen.has(slot.entryId);
}

function entryOf(b: Build, slot: Slot, radioGroupId: string | undefined): OptionEntry {
  const available = b.available.get(slot.entryId);
  const chosen = b.chosen.get(slot.entryId);
  const max = ownLimit(slot.constraints, "max");
  const control: OptionControl = radioGroupId ? "radio" : max !== undefined && max > 1 ? "counter" : "checkbox";
  const hasOptions = Boolean(chosen) && b.index.childrenOf(slot).slots.size > 0;
  return {
    kind: "entry",
    entryId: slot.entryId,
    name: slot.entry.name,
    control,
    ...(radioGroupId ? { radioGroupId } : {}),
    ...(chosen ? { chosen } : {}),
    number: chosen?.number ?? 0,
    ...(max !== undefined ? { max } : {}),
    costs: available?.costs ?? Object.fromEntries((slot.entry.costs ?? []).map((c) => [c.typeId, c.value])),
    ...(chosen ? { total: b.evaluation.totals.selections[chosen.id]?.costs ?? {} } : {}),
    ...(available?.blocked ? { blocked: available.blocked } : {}),
    withdrawn: !available,
    hasOptions,
  };
}

function countChosen(node: OptionNode): number {
  if (node.kind === "entry") return node.number;
  return node.children.reduce((n, child) => n + countChosen(child), 0);
}

/** Chosen entries of the same one-of choice as `node` (what picking `node` would replace). */
function radioSiblings(group: OptionGroup, node: OptionEntry): OptionEntry[] {
  const siblings: OptionEntry[] = [];
  const collect = (n: OptionNode) => {
    if (n.kind === "group") n.children.forEach(collect);
    else if (n.radioGroupId === node.radioGroupId && n.chosen) siblings.push(n);
  };
  group.children.forEach(collect);
  return siblings;
}

/** Marks what can no longer be added: a full group, or an allowance too small for the price. */
function blockUnaffordable(node: OptionNode, group: OptionGroup): void {
  if (node.kind === "group") {
    node.children.forEach((child) => blockUnaffordable(child, group));
    return;
  }
  if (node.blocked || (node.chosen && node.control !== "counter")) return;
  // Picking a radio replaces the current choice: it adds nothing to the count and frees its cost.
  const replaced = node.control === "radio" ? radioSiblings(group, node) : [];
  if (group.max !== undefined && !group.oneOf && replaced.length === 0 && group.chosenCount >= group.max) {
    node.blocked = { code: "selection.too-many", params: { subject: group.name, limit: group.max, actual: group.chosenCount + 1, scope: "parent" } };
    return;
  }
  for (const allowance of group.allowances) {
    const price = node.costs[allowance.costType] ?? 0;
    const freed = replaced.reduce((sum, s) => sum + (s.total?.[allowance.costType] ?? 0), 0);
    if (price <= 0 || price <= allowance.left + freed) continue;
    node.blocked = {
      code: "cost.too-high",
      params: { subject: group.name, limit: allowance.limit, actual: allowance.spent - freed + price, field: allowance.costType, scope: "parent", percent: null },
    };
    return;
  }
}

function groupOf(b: Build, group: GroupSlot, radioGroupId: string | undefined): OptionGroup | undefined {
  if (group.hidden) return undefined;
  // Limits as modifiers make them here (a Warlord Trait group opens up once the unit is the Warlord).
  const { min, max } = resolveGroupCounts(group, b.selection.id, b.evaluation);
  const oneOf = !radioGroupId && max === 1;
  const radios = radioGroupId ?? (oneOf ? group.groupId : undefined);
  const children: OptionNode[] = [];
  for (const slot of b.table.slots.values()) {
    if (innermostGroup(slot) === group.groupId && isShown(b, slot)) children.push(entryOf(b, slot, radios));
  }
  for (const sub of b.table.groups) {
    if (sub.parentGroupId !== group.groupId) continue;
    const child = groupOf(b, sub, radios);
    if (child) children.push(child);
  }
  if (children.length === 0) return undefined;
  const chosenInside = children.some((c) => countChosen(c) > 0);
  // Nothing may be taken and nothing is: the group is not offered at all.
  if (max === 0 && !chosenInside) return undefined;
  const node: OptionGroup = {
    kind: "group",
    groupId: group.groupId,
    name: group.name,
    min: min ?? 0,
    ...(max !== undefined ? { max } : {}),
    oneOf,
    partOfOneOf: Boolean(radioGroupId),
    allowances: findAllowances(b.index, b.slot, b.selection, group, b.evaluation),
    chosenCount: 0,
    children,
  };
  node.chosenCount = countChosen(node);
  if (node.allowances.length > 0 || (node.max !== undefined && !node.oneOf)) node.children.forEach((child) => blockUnaffordable(child, node));
  return node;
}

function modelCount(b: Build, slot: Slot): ModelCount {
  const chosen = b.chosen.get(slot.entryId);
  const available = b.available.get(slot.entryId);
  const max = ownLimit(slot.constraints, "max");
  return {
    entryId: slot.entryId,
    name: slot.entry.name,
    ...(chosen ? { selection: chosen } : {}),
    number: chosen?.number ?? 0,
    min: ownLimit(slot.constraints, "min") ?? 0,
    ...(max !== undefined ? { max } : {}),
    costs: available?.costs ?? {},
    ...(available?.blocked ? { blocked: available.blocked } : {}),
  };
}

/** Everything that may be chosen under `selection` (made from `slot`), as the card shows it. */
export function describeOptions(
  index: CatalogueIndex,
  slot: Slot,
  selection: Selection,
  evaluation: Evaluation,
  leaderIds: ReadonlySet<string> = new Set(),
): SelectionOptions {
  const table = index.childrenOf(slot);
  const chosen = new Map<string, Selection>();
  for (const child of selection.selections ?? []) if (!chosen.has(child.entryId)) chosen.set(child.entryId, child);
  const available = new Map((evaluation.available[selection.id] ?? []).map((a) => [a.entryId, a]));
  const leaderSlot = [...table.slots.values()].find((s) => leaderIds.has(s.entryId) && (available.has(s.entryId) || chosen.has(s.entryId)));
  const b: Build = { index, slot, table, selection, evaluation, available, chosen, skip: new Set(leaderSlot ? [leaderSlot.entryId] : []) };

  const models = [...table.slots.values()]
    .filter((s) => s.entry.type === "model" && (available.has(s.entryId) || chosen.has(s.entryId)))
    .map((s) => modelCount(b, s));
  const options: OptionNode[] = [];
  for (const s of table.slots.values()) if (s.groupIds.length === 0 && isShown(b, s)) options.push(entryOf(b, s, undefined));
  for (const group of table.groups) {
    if (group.parentGroupId) continue;
    const node = groupOf(b, group, undefined);
    if (node) options.push(node);
  }
  const leader = leaderSlot
    ? {
        entryId: leaderSlot.entryId,
        termId: leaderSlot.entry.id,
        name: leaderSlot.entry.name,
        ...(chosen.get(leaderSlot.entryId) ? { chosen: chosen.get(leaderSlot.entryId) } : {}),
        ...(available.get(leaderSlot.entryId)?.blocked ? { blocked: available.get(leaderSlot.entryId)?.blocked } : {}),
      }
    : undefined;
  return { models, options, ...(leader ? { leader } : {}) };
}

/** Entry ids of every option inside a group (nested groups included), for replacing a one-of choice. */
export function entriesInGroup(index: CatalogueIndex, slot: Slot, groupId: string): Set<string> {
  const ids = new Set<string>();
  for (const s of index.childrenOf(slot).slots.values()) if (s.groupIds.includes(groupId)) ids.add(s.entryId);
  return ids;
}
