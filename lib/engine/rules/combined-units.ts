import { z } from "zod";
import { defineRule } from "./rule-module";

/** Two copies of a multi-model unit fielded as one: double models and cost (AoF Regiments). */
export const combinedUnits = defineRule({
  id: "combined-units",
  params: z.object({ factor: z.number().int().min(2).default(2), minModels: z.number().int().min(2).default(2) }),
  treeOptions: (p) => ({ combinedFactor: p.factor }),
  check(ctx, { minModels }) {
    for (const node of ctx.nodes) {
      if (!node.selection?.combined) continue;
      if (node.parent?.kind !== "force") {
        ctx.report({ code: "unit.combine-not-a-unit", path: node.path, params: { name: node.name } });
        continue;
      }
      const single = node.models / node.multiplier;
      if (single < minModels) {
        ctx.report({ code: "unit.combine-single-model", path: node.path, params: { name: node.name, models: single, minModels } });
      }
    }
  },
});
