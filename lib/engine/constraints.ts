/** Checks every min/max constraint of the data: entries, groups, force slots, ruleset. */
import type { Constraint } from "../gamedata/catalogue-schema";
import { count, type Owner } from "./counting";
import { resolveEffective, resolveSlot } from "./modifiers";
import type { EvaluationContext, Issue, IssueParams, Node } from "./types";

type Seen = Map<string, Issue>;

type Subject = {
  kind: "entry" | "model" | "group" | "category" | "roster";
  name: string;
  id?: string;
};

const WORDS = {
  slot: { min: "too-few", max: "too-many" },
  category: { min: "too-few", max: "too-many" },
  "unit-size": { min: "too-small", max: "too-large" },
  cost: { min: "too-low", max: "too-high" },
  selection: { min: "too-few", max: "too-many" },
} as const;

function isCountField(field: string) {
  return field === "selections" || field === "models";
}

/** A stable code from what the constraint is about: a force slot, a unit size, a cost, a count. */
export function constraintCode(constraint: Constraint, subject: Subject): string {
  let family: keyof typeof WORDS = "selection";
  if (!isCountField(constraint.field)) family = "cost";
  else if (subject.kind === "category") family = constraint.scope === "roster" ? "category" : "slot";
  else if (constraint.field === "models" || (subject.kind === "model" && constraint.scope === "parent")) family = "unit-size";
  return `${family}.${WORDS[family][constraint.type]}`;
}

export function checkConstraint(
  ctx: EvaluationContext,
  owner: Owner,
  constraint: Constraint,
  value: number,
  subject: Subject,
  path: string[],
  seen: Seen,
): void {
  if (value < 0) return;
  const field = constraint.field;
  const { limit, actual, broken } = measure(ctx, owner, constraint, value, constraint.childId ?? (subject.kind === "category" ? subject.id : undefined));
  if (!broken) return;
  const scopeId = scopeKey(owner, constraint.scope);
  const dedupe = `${constraint.id}|${scopeId}`;
  const earlier = seen.get(dedupe);
  if (earlier) {
    // One issue per broken limit, pinned to the last selection in roster order: the one that tipped it over.
    earlier.path = path;
    return;
  }
  const params: IssueParams = {
    constraintId: constraint.id,
    subject: subject.name,
    subjectId: subject.id ?? null,
    scope: constraint.scope,
    field,
    // Players read a cost type's name ("pts"), never its id.
    fieldName: ctx.input.system.costTypes.find((c) => c.id === field.replace(/^limit:/, ""))?.name ?? field,
    limit: Math.round(limit * 100) / 100,
    actual: Math.round(actual * 100) / 100,
    percent: constraint.percentValue ? value : null,
  };
  if (subject.kind === "category" && owner.self) params.forceName = owner.self.name;
  const counted = subject.kind === "category" && constraint.type === "max" && subject.id ? countedIn(ctx, owner, constraint.scope, subject.id) : [];
  ctx.report({ code: constraintCode(constraint, subject), path, params, ...(counted.length > 0 ? { counted } : {}) });
  seen.set(dedupe, ctx.issues[ctx.issues.length - 1] as Issue);
}

/** A limit after percentages, what the roster counts against it, and whether it is broken. */
function measure(ctx: EvaluationContext, owner: Owner, constraint: Constraint, value: number, childId: string | undefined) {
  let limit = value;
  if (constraint.percentValue) {
    const base = ctx.limits[constraint.field] ?? ctx.root.subtreeCosts[constraint.field] ?? 0;
    limit = (value / 100) * base;
  }
  const actual = count(owner, constraint, childId);
  const broken = constraint.type === "min" ? actual < limit - 1e-9 : actual > limit + 1e-9;
  return { limit, actual, broken };
}

/** Gauges for the army's own role limits (a ruleset's or army book's): counts and shares of the points. */
function gaugeArmyLimit(ctx: EvaluationContext, owner: Owner, constraint: Constraint, value: number) {
  const categoryId = constraint.childId;
  if (value < 0 || !categoryId || constraint.scope !== "roster" || (constraint.type !== "min" && constraint.type !== "max")) return;
  if (!ctx.index.system.categories.some((c) => c.id === categoryId)) return;
  // A hidden cost type is bookkeeping of the data (Legendary Beasts slots), never shown to a player.
  if (ctx.input.system.costTypes.some((c) => c.id === constraint.field && c.hidden)) return;
  const { limit, actual, broken } = measure(ctx, owner, constraint, value, categoryId);
  const share = !isCountField(constraint.field);
  const base = share ? (ctx.limits[constraint.field] ?? ctx.root.subtreeCosts[constraint.field] ?? 0) : 0;
  ctx.armyLimits.push({
    id: constraint.id,
    kind: share ? "role-share" : "role-count",
    type: constraint.type,
    categoryId,
    name: ctx.index.categoryName(categoryId),
    ...(share ? { costTypeId: constraint.field, actualPercent: base > 0 ? Math.round((actual / base) * 1000) / 10 : 0 } : {}),
    ...(constraint.percentValue ? { percent: value } : {}),
    limit: Math.round(limit * 100) / 100,
    actual: Math.round(actual * 100) / 100,
    state: !broken ? "ok" : constraint.type === "min" ? "under" : "over",
  });
}

/** The selections of a role inside the limit's scope: those a player may remove to meet it. */
function countedIn(ctx: EvaluationContext, owner: Owner, scope: Constraint["scope"], categoryId: string): string[][] {
  const force = scope === "force" ? (owner.self ?? owner.parent)?.force ?? owner.self : undefined;
  return ctx.nodes
    .filter((node) => node.slot?.keys.includes(categoryId) && node.unit === node && (!force || node.force === force))
    .map((node) => node.path);
}

function scopeKey(owner: Owner, scope: Constraint["scope"]): string {
  const anchor = owner.self ?? owner.parent;
  if (scope === "roster") return "roster";
  if (scope === "force") return anchor?.force?.id ?? "roster";
  if (scope === "unit") return anchor?.unit?.id ?? anchor?.id ?? "roster";
  if (scope === "parent") return (owner.self?.parent ?? owner.parent)?.id ?? "roster";
  return owner.self?.id ?? `${owner.parent?.id}:${owner.key}`;
}

/** Entries and groups that may sit under `parent`: their parent-scoped constraints. */
function checkChildSlots(ctx: EvaluationContext, parent: Node, seen: Seen) {
  const table = parent.table;
  if (!table) return;
  for (const slot of table.constrained) {
    const node = parent.children.find((child) => child.slot === slot);
    const owner: Owner = { self: node, parent, key: slot.entryId, root: ctx.root, limits: ctx.limits };
    const values = node
      ? { constraintValues: node.constraintValues, hidden: node.hidden }
      : resolveSlot(owner, slot);
    for (const constraint of slot.constraints) {
      if (constraint.scope !== "parent") continue;
      if (values.hidden && constraint.type === "min") continue;
      const subject = { kind: slot.entry.type === "model" ? "model" : "entry", name: slot.entry.name, id: slot.entryId } as const;
      checkConstraint(ctx, owner, constraint, values.constraintValues.get(constraint.id) ?? constraint.value, subject, parent.path, seen);
    }
  }
  for (const group of table.groups) {
    if (group.constraints.length === 0) continue;
    const owner: Owner = { parent, key: group.groupId, root: ctx.root, limits: ctx.limits };
    const values = resolveEffective(owner, { constraints: group.constraints, modifiers: group.modifiers, hidden: group.hidden, name: group.name });
    const limits = (ctx.groupLimits[parent.id] ??= {});
    for (const [id, value] of values.constraintValues) limits[id] = value;
    for (const constraint of group.constraints) {
      if (values.hidden && constraint.type === "min") continue;
      const subject = { kind: "group", name: group.name, id: group.groupId } as const;
      checkConstraint(ctx, owner, constraint, values.constraintValues.get(constraint.id) ?? constraint.value, subject, parent.path, seen);
    }
  }
}

function checkOwnConstraints(ctx: EvaluationContext, node: Node, seen: Seen) {
  const slot = node.slot;
  if (!slot) return;
  const owner: Owner = { self: node, parent: node.parent, key: slot.entryId, root: ctx.root, limits: ctx.limits };
  for (const constraint of slot.constraints) {
    if (constraint.scope === "parent") continue;
    const subject = { kind: slot.entry.type === "model" ? "model" : "entry", name: slot.entry.name, id: slot.entryId } as const;
    checkConstraint(ctx, owner, constraint, node.constraintValues.get(constraint.id) ?? constraint.value, subject, node.path, seen);
  }
}

function checkForce(ctx: EvaluationContext, force: Node, seen: Seen) {
  const entry = force.forceEntry;
  if (!entry) return;
  for (const link of entry.categoryLinks) {
    const constraints = link.constraints ?? [];
    if (constraints.length === 0) continue;
    const owner: Owner = { self: force, parent: ctx.root, key: link.categoryId, root: ctx.root, limits: ctx.limits };
    const values = resolveEffective(owner, { constraints, modifiers: link.modifiers ?? [], hidden: false, name: "" });
    const subject = { kind: "category", name: ctx.index.categoryName(link.categoryId), id: link.categoryId } as const;
    for (const constraint of constraints) {
      checkConstraint(ctx, owner, constraint, values.constraintValues.get(constraint.id) ?? constraint.value, subject, force.path, seen);
    }
  }
  const constraints = entry.constraints ?? [];
  const owner: Owner = { self: force, parent: ctx.root, key: entry.id, root: ctx.root, limits: ctx.limits };
  const values = resolveEffective(owner, { constraints, modifiers: entry.modifiers ?? [], hidden: false, name: "" });
  for (const constraint of constraints) checkRosterLevel(ctx, owner, constraint, values.constraintValues, force.path, seen);
}

function checkRosterLevel(
  ctx: EvaluationContext,
  owner: Owner,
  constraint: Constraint,
  values: Map<string, number>,
  path: string[],
  seen: Seen,
) {
  const childId = constraint.childId;
  const isCategory = childId !== undefined && ctx.index.system.categories.some((c) => c.id === childId);
  const subject: Subject = isCategory
    ? { kind: "category", name: ctx.index.categoryName(childId), id: childId }
    : { kind: "entry", name: childId ? entryName(ctx, childId) : "army", id: childId };
  checkConstraint(ctx, owner, constraint, values.get(constraint.id) ?? constraint.value, subject, path, seen);
}

function entryName(ctx: EvaluationContext, id: string): string {
  for (const node of ctx.nodes) if (node.slot?.entryId === id) return node.slot.entry.name;
  const shared = [...(ctx.index.system.sharedSelectionEntries ?? []), ...(ctx.index.catalogue.sharedSelectionEntries ?? [])];
  return shared.find((e) => e.id === id)?.name ?? ctx.index.roots.slots.get(id)?.entry.name ?? id;
}

export function checkAllConstraints(ctx: EvaluationContext): void {
  const seen: Seen = new Map();
  for (const node of ctx.nodes) {
    if (node.kind === "force") checkForce(ctx, node, seen);
    checkChildSlots(ctx, node, seen);
    if (node.kind === "selection") {
      checkOwnConstraints(ctx, node, seen);
      if (node.hidden) {
        ctx.report({ code: "selection.hidden-entry", path: node.path, params: { entryId: node.slot?.entryId ?? "", name: node.name } });
      }
    }
  }
  // The game mode's limits, then the army book's own.
  for (const source of [ctx.ruleset, ctx.input.catalogue]) {
    if (!source?.constraints?.length) continue;
    const owner: Owner = { self: ctx.root, key: "roster", root: ctx.root, limits: ctx.limits };
    const values = resolveEffective(owner, { constraints: source.constraints, modifiers: source.modifiers ?? [], hidden: false, name: "" });
    for (const constraint of source.constraints) {
      checkRosterLevel(ctx, owner, constraint, values.constraintValues, [], seen);
      gaugeArmyLimit(ctx, owner, constraint, values.constraintValues.get(constraint.id) ?? constraint.value);
    }
  }
}
