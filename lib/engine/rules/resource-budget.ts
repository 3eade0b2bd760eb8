import { z } from "zod";
import { defineRule } from "./rule-module";

/** What the army spends (Command Points on detachments) within what the battle size gives. */
export const resourceBudget = defineRule({
  id: "resource-budget",
  params: z.object({ costType: z.string() }),
  check(ctx, { costType }) {
    const starting = ctx.battleSize?.starting?.[costType];
    if (starting === undefined) return;
    const spent = ctx.root.subtreeCosts[costType] ?? 0;
    if (spent > starting) ctx.report({ code: "resource.overspent", path: [], params: { costType, starting, spent } });
  },
});
