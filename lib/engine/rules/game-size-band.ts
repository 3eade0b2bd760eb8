import { z } from "zod";
import { defineRule } from "./rule-module";

/** The 9th Age game sizes: which band the points limit falls in; below the smallest is unusual. */
export const gameSizeBand = defineRule({
  id: "game-size-band",
  params: z.object({
    costType: z.string(),
    bands: z.array(z.object({ id: z.string(), min: z.number(), max: z.number().optional() })).min(1),
    recommended: z.number().optional(),
  }),
  check(ctx, p) {
    const limit = ctx.limits[p.costType];
    if (limit === undefined) return;
    const smallest = Math.min(...p.bands.map((b) => b.min));
    if (limit < smallest) {
      ctx.report({
        code: "game-size.below-smallest",
        path: [],
        params: { costType: p.costType, limit, min: smallest, recommended: p.recommended ?? null },
        severity: "warning",
      });
    }
  },
});

export function findGameSizeBand(bands: { id: string; min: number; max?: number }[], limit: number) {
  return bands.find((b) => limit >= b.min && (b.max === undefined || limit < b.max))?.id;
}
