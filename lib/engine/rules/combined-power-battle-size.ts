import { z } from "zod";
import { defineRule } from "./rule-module";
import type { ComparisonFact } from "../compare-types";

const params = z.object({
  costType: z.string(),
  sizes: z.array(z.object({ id: z.string(), name: z.string(), max: z.number(), battlefield: z.string().optional() })).min(1),
  below: z.object({ value: z.number(), suggest: z.string() }),
  above: z.object({ value: z.number(), suggest: z.string() }),
});

/** 40k: the battle size follows from both armies' Power Levels added together. */
export const combinedPowerBattleSize = defineRule({
  id: "combined-power-battle-size",
  params,
  compare(a, b, p): ComparisonFact {
    const combined = (a.totals.costs[p.costType] ?? 0) + (b.totals.costs[p.costType] ?? 0);
    const rule = "combined-power-battle-size";
    if (combined < p.below.value) {
      return { rule, code: "battle-size.too-small", params: { combined, threshold: p.below.value, suggest: p.below.suggest } };
    }
    if (combined > p.above.value) {
      return { rule, code: "battle-size.too-large", params: { combined, threshold: p.above.value, suggest: p.above.suggest } };
    }
    const sorted = [...p.sizes].sort((x, y) => x.max - y.max);
    const size = sorted.find((s) => combined <= s.max) ?? sorted[sorted.length - 1];
    return {
      rule,
      code: "battle-size.found",
      params: { combined, sizeId: size?.id ?? null, sizeName: size?.name ?? null, battlefield: size?.battlefield ?? null },
    };
  },
});
