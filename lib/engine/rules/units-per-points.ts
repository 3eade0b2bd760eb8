import { z } from "zod";
import { defineRule } from "./rule-module";
import type { Node } from "../types";

/**
 * At most one unit (or one model) per so many points of the army's limit, rounded down: One Page
 * Rules' "max. 1 unit per 200pts" and Firefight's "max 1 model per 20pts". A combined unit is
 * one unit; a hero deployed inside a unit (joined to it) is part of that unit, as Army Forge
 * counts them. `categoryId` names the gauge ("Unit: 8 of at most 10").
 */
export const unitsPerPoints = defineRule({
  id: "units-per-points",
  params: z.object({
    count: z.enum(["units", "models"]),
    costType: z.string(),
    every: z.number().positive(),
    categoryId: z.string().optional(),
  }),
  check(ctx, p) {
    const limit = ctx.limits[p.costType];
    if (limit === undefined) return;
    const max = Math.floor(limit / p.every);
    const units: Node[] = ctx.root.children.flatMap((force) => force.children);
    const joinedToAUnit = (node: Node) => {
      const target = node.selection?.joinedTo ? ctx.byId.get(node.selection.joinedTo) : undefined;
      return target !== undefined && target !== node && target.parent?.kind === "force";
    };
    const counted = p.count === "units" ? units.filter((unit) => !joinedToAUnit(unit)) : units;
    const actual = p.count === "units" ? counted.reduce((sum, unit) => sum + unit.number, 0) : counted.reduce((sum, unit) => sum + unit.models, 0);
    if (p.categoryId && p.count === "units") {
      ctx.armyLimits.push({
        id: "units-per-points",
        kind: "role-count",
        type: "max",
        categoryId: p.categoryId,
        name: ctx.index.categoryName(p.categoryId),
        limit: max,
        actual,
        state: actual > max ? "over" : "ok",
      });
    }
    if (actual <= max) return;
    const costTypeName = ctx.input.system.costTypes.find((c) => c.id === p.costType)?.name ?? p.costType;
    ctx.report({
      code: p.count === "units" ? "army.too-many-units" : "army.too-many-models",
      path: counted.at(-1)?.path ?? [],
      params: { actual, max, every: p.every, costType: costTypeName },
    });
  },
});
