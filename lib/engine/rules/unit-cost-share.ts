import { z } from "zod";
import { defineRule } from "./rule-module";

/** No single unit may be worth more than a share of the points limit (AoF: 35%). */
export const unitCostShare = defineRule({
  id: "unit-cost-share",
  params: z.object({ costType: z.string(), maxPercent: z.number().positive() }),
  check(ctx, { costType, maxPercent }) {
    const limit = ctx.limits[costType];
    if (limit === undefined) return;
    // The exact share the rule applies (35% of 750 is 262.5), not a rounded one.
    const maxCost = (limit * maxPercent) / 100;
    for (const force of ctx.root.children) {
      for (const unit of force.children) {
        const cost = unit.subtreeCosts[costType] ?? 0;
        if (cost <= maxCost) continue;
        ctx.report({
          code: "unit.cost-share-exceeded",
          path: unit.path,
          params: { name: unit.name, costType, cost, maxCost, maxPercent },
        });
      }
    }
  },
});
