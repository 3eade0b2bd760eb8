import { z } from "zod";
import { defineRule } from "./rule-module";

/** A detachment holds no more Dedicated Transports than other units to carry. */
export const dedicatedTransports = defineRule({
  id: "dedicated-transports",
  params: z.object({ categoryId: z.string() }),
  check(ctx, { categoryId }, force) {
    if (!force) return;
    let transports = 0;
    let others = 0;
    for (const unit of force.children) {
      if (!unit.slot) continue;
      if (unit.slot.primaryCategoryId === categoryId) transports += unit.number;
      else others += unit.number;
    }
    if (transports > others) {
      ctx.report({ code: "force.transport-without-unit", path: force.path, params: { forceName: force.name, transports, others } });
    }
  },
});
