import { z } from "zod";
import { defineRule } from "./rule-module";
import { resolvedFactionKeywords } from "./keywords";

/** Every unit of a detachment shares at least one faction keyword (40k Battle-forged). */
export const forceFactionKeyword = defineRule({
  id: "force-faction-keyword",
  params: z.object({}),
  check(ctx, _params, force) {
    if (!force) return;
    let shared: Set<string> | undefined;
    for (const unit of force.children) {
      const keywords = resolvedFactionKeywords(unit, ctx.input.catalogue);
      if (keywords.length === 0) continue;
      shared = shared ? new Set(keywords.filter((k) => shared?.has(k))) : new Set(keywords);
    }
    if (shared && shared.size === 0) {
      ctx.report({ code: "force.no-shared-faction-keyword", path: force.path, params: { forceName: force.name } });
    }
  },
});
