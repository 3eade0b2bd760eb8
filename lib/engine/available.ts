/** What may be added under each force and selection, and why not where a constraint forbids it. */
import { constraintCode } from "./constraints";
import { count, type Owner } from "./counting";
import { resolveEffective } from "./modifiers";
import type { AvailableEntry, EvaluationContext, Node, Slot } from "./types";

function slotBlock(ctx: EvaluationContext, parent: Node, slot: Slot, existing: Node | undefined) {
  const owner: Owner = { self: existing, parent, key: slot.entryId, root: ctx.root, limits: ctx.limits };
  // Costs shown are for one more of the entry, as modifiers make them here (a wizard level's price).
  const effective = resolveEffective(owner, { costs: slot.entry.costs, constraints: slot.constraints, modifiers: slot.modifiers, hidden: slot.hidden, name: slot.entry.name });
  if (effective.hidden) return { hidden: true as const };
  for (const constraint of slot.constraints) {
    if (constraint.type !== "max" || constraint.field !== "selections") continue;
    const limit = effective.constraintValues.get(constraint.id) ?? constraint.value;
    if (limit < 0) continue;
    if (count(owner, constraint) + 1 > limit) {
      const subject = { kind: slot.entry.type === "model" ? "model" : "entry", name: slot.entry.name } as const;
      return { costs: effective.costs, blocked: { code: constraintCode(constraint, subject), params: { subject: slot.entry.name, limit, scope: constraint.scope } } };
    }
  }
  return { costs: effective.costs };
}

function forceSlotBlock(ctx: EvaluationContext, force: Node, slot: Slot) {
  for (const link of force.forceEntry?.categoryLinks ?? []) {
    if (!slot.categoryIds.includes(link.categoryId) || slot.primaryCategoryId !== link.categoryId) continue;
    const owner: Owner = { self: force, parent: ctx.root, key: link.categoryId, root: ctx.root, limits: ctx.limits };
    const values = resolveEffective(owner, { constraints: link.constraints ?? [], modifiers: link.modifiers ?? [], hidden: false, name: "" });
    for (const constraint of link.constraints ?? []) {
      if (constraint.type !== "max" || constraint.field !== "selections") continue;
      const limit = values.constraintValues.get(constraint.id) ?? constraint.value;
      if (limit >= 0 && count(owner, { ...constraint, childId: link.categoryId }) + 1 > limit) {
        return { code: "slot.too-many", params: { subject: ctx.index.categoryName(link.categoryId), limit, scope: "force" } };
      }
    }
  }
  return undefined;
}

export function listAvailable(ctx: EvaluationContext, parent: Node): AvailableEntry[] {
  const table = parent.table;
  if (!table) return [];
  const present = new Map<string, Node>();
  for (const child of parent.children) if (child.slot) present.set(child.slot.entryId, child);
  const out: AvailableEntry[] = [];
  for (const slot of table.slots.values()) {
    if (parent.kind === "force" && slot.entry.type === "upgrade") continue;
    const result = slotBlock(ctx, parent, slot, present.get(slot.entryId));
    if ("hidden" in result) continue;
    const blocked = result.blocked ?? (parent.kind === "force" ? forceSlotBlock(ctx, parent, slot) : undefined);
    const costs = result.costs;
    out.push({
      entryId: slot.entryId,
      name: slot.entry.name,
      type: slot.entry.type,
      groupId: slot.groupIds[slot.groupIds.length - 1],
      costs,
      ...(blocked ? { blocked } : {}),
    });
  }
  return out;
}
