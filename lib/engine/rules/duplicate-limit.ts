import { z } from "zod";
import { defineRule } from "./rule-module";
import type { Node } from "../types";

const params = z
  .object({
    max: z.number().int().nonnegative().optional(),
    base: z.number().int().nonnegative().optional(),
    perLimit: z.object({ costType: z.string(), every: z.number().positive() }).optional(),
    exemptCategories: z.array(z.string()).default([]),
  })
  .refine((p) => p.max !== undefined || p.perLimit !== undefined, "give max or perLimit");

/** Copies of one unit entry: the rule of three (40k), 1 + 1 per 750 points (AoF). A combined unit is one copy. */
export const duplicateLimit = defineRule({
  id: "duplicate-limit",
  params,
  check(ctx, p) {
    const scaled = p.perLimit ? Math.floor((ctx.limits[p.perLimit.costType] ?? 0) / p.perLimit.every) : 0;
    const max = p.max ?? (p.base ?? 0) + scaled;
    const copies = new Map<string, Node[]>();
    for (const force of ctx.root.children) {
      for (const unit of force.children) {
        if (!unit.slot || unit.slot.categoryIds.some((c) => p.exemptCategories.includes(c))) continue;
        const list = copies.get(unit.slot.entryId) ?? [];
        for (let i = 0; i < unit.number; i++) list.push(unit);
        copies.set(unit.slot.entryId, list);
      }
    }
    let most: Node[] = [];
    for (const units of copies.values()) if (units.length > most.length) most = units;
    ctx.armyLimits.push({
      id: "duplicate-limit",
      kind: "copies",
      type: "max",
      ...(most[0]?.slot ? { name: most[0].slot.entry.name } : {}),
      limit: max,
      actual: most.length,
      state: most.length > max ? "over" : "ok",
    });
    for (const [entryId, units] of copies) {
      if (units.length <= max) continue;
      const first = units[max] as Node;
      ctx.report({
        code: "unit.too-many-copies",
        path: first.path,
        params: { entryId, name: first.slot?.entry.name ?? entryId, max, actual: units.length },
      });
    }
  },
});
