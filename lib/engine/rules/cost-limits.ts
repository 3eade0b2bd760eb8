import { z } from "zod";
import { defineRule } from "./rule-module";

/** The army's totals stay within the limits chosen for the game (points, Power Level). */
export const costLimits = defineRule({
  id: "cost-limits",
  params: z.object({ costTypes: z.array(z.string()).optional() }),
  check(ctx, params) {
    for (const [costType, limit] of Object.entries(ctx.limits)) {
      if (params.costTypes && !params.costTypes.includes(costType)) continue;
      const total = ctx.root.subtreeCosts[costType] ?? 0;
      if (total > limit) ctx.report({ code: "limit.exceeded", path: [], params: { costType, limit, total } });
    }
  },
});
