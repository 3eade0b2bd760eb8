import { z } from "zod";
import { defineRule } from "./rule-module";
import { PLACEHOLDER, rawKeywords } from "./keywords";

/** Angle-bracket keywords (<CHAPTER>) are chosen when a unit is added. */
export const keywordChoices = defineRule({
  id: "keyword-choices",
  params: z.object({}),
  check(ctx) {
    for (const force of ctx.root.children) {
      for (const unit of force.children) {
        const choices = unit.selection?.keywordChoices ?? {};
        for (const keyword of new Set(rawKeywords(unit, ctx.input.catalogue))) {
          if (!PLACEHOLDER.test(keyword) || choices[keyword]?.trim()) continue;
          ctx.report({ code: "unit.keyword-unchosen", path: unit.path, params: { name: unit.name, keyword } });
        }
      }
    }
  },
});
