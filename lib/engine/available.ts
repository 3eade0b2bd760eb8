/** What may be added under each force and selection, and why not where a constraint forbids it. */
import { constraintCode } from "./constraints";
import { count, type Owner } from "./counting";
import { resolveEffective, resolveSlot } from "./modifiers";
import type { AvailableEntry, EvaluationContext, IssueParams, Node, Slot } from "./types";

function slotBlock(ctx: EvaluationContext, parent: Node, slot: Slot, existing: Node | undefined) {
  const owner: Owner = { self: existing, parent, key: slot.entryId, root: ctx.root, limits: ctx.limits };
  // Costs shown are for one more of the entry, as modifiers make them here (a wizard level's price).
  const effective = resolveSlot(owner, slot);
  if (effective.hidden) return { hidden: true as const };
  for (const constraint of slot.constraints) {
    if (constraint.type !== "max" || constraint.field !== "selections") continue;
    const limit = effective.constraintValues.get(constraint.id) ?? constraint.value;
    if (limit < 0) continue;
    const actual = count(owner, constraint);
    if (actual + 1 > limit) {
      const subject = { kind: slot.entry.type === "model" ? "model" : "entry", name: slot.entry.name } as const;
      // The same words as the issue it would cause, so every parameter they use is given.
      return { costs: effective.costs, blocked: { code: constraintCode(constraint, subject), params: { subject: slot.entry.name, limit, actual, scope: constraint.scope } } };
    }
  }
  return { costs: effective.costs };
}

type Block = { code: string; params: IssueParams };

/** Force slots that are already full, by category: one more unit of that role would break them. */
function fullCategories(ctx: EvaluationContext, force: Node): Map<string, Block> {
  const full = new Map<string, Block>();
  for (const link of force.forceEntry?.categoryLinks ?? []) {
    const owner: Owner = { self: force, parent: ctx.root, key: link.categoryId, root: ctx.root, limits: ctx.limits };
    const values = resolveEffective(owner, { constraints: link.constraints ?? [], modifiers: link.modifiers ?? [], hidden: false, name: "" });
    for (const constraint of link.constraints ?? []) {
      if (constraint.type !== "max" || constraint.field !== "selections") continue;
      const limit = values.constraintValues.get(constraint.id) ?? constraint.value;
      const actual = count(owner, constraint, link.categoryId);
      if (limit >= 0 && actual + 1 > limit) {
        full.set(link.categoryId, { code: "slot.too-many", params: { subject: ctx.index.categoryName(link.categoryId), limit, actual, scope: "force", forceName: force.name } });
      }
    }
  }
  return full;
}

export function listAvailable(ctx: EvaluationContext, parent: Node): AvailableEntry[] {
  const table = parent.table;
  if (!table) return [];
  const present = new Map<string, Node>();
  for (const child of parent.children) if (child.slot) present.set(child.slot.entryId, child);
  const out: AvailableEntry[] = [];
  const full = parent.kind === "force" ? fullCategories(ctx, parent) : undefined;
  for (const slot of table.slots.values()) {
    if (parent.kind === "force" && slot.entry.type === "upgrade") continue;
    const result = slotBlock(ctx, parent, slot, present.get(slot.entryId));
    if ("hidden" in result) continue;
    const blocked = result.blocked ?? (slot.primaryCategoryId ? full?.get(slot.primaryCategoryId) : undefined);
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
