import { z } from "zod";
import { defineRule } from "./rule-module";
import type { Node } from "../types";

/** A hero with Tough(max) or less may deploy inside one multi-model unit that has no other hero. */
export const heroJoinsUnit = defineRule({
  id: "hero-joins-unit",
  params: z.object({ heroCategoryId: z.string(), attribute: z.string(), max: z.number() }),
  check(ctx, p) {
    const joiners = new Map<string, Node[]>();
    for (const node of ctx.nodes) {
      const targetId = node.selection?.joinedTo;
      if (!targetId || !node.slot) continue;
      const params = { name: node.name, targetId };
      if (!node.slot.categoryIds.includes(p.heroCategoryId)) {
        ctx.report({ code: "hero.join-not-hero", path: node.path, params });
        continue;
      }
      const value = Number(node.slot.entry.attributes?.[p.attribute] ?? 1);
      if (value > p.max) ctx.report({ code: "hero.join-too-tough", path: node.path, params: { ...params, value, max: p.max } });
      const target = ctx.byId.get(targetId);
      if (!target || target.kind !== "selection" || target.parent?.kind !== "force" || target === node) {
        ctx.report({ code: "hero.join-target-missing", path: node.path, params });
        continue;
      }
      const targetParams = { ...params, targetName: target.name };
      if (target.slot?.categoryIds.includes(p.heroCategoryId)) {
        ctx.report({ code: "hero.join-target-is-hero", path: node.path, params: targetParams });
      } else if (target.models / target.multiplier < 2) {
        ctx.report({ code: "hero.join-target-single-model", path: node.path, params: targetParams });
      }
      joiners.set(targetId, [...(joiners.get(targetId) ?? []), node]);
    }
    for (const heroes of joiners.values()) {
      for (const hero of heroes.slice(1)) {
        const target = ctx.byId.get(hero.selection?.joinedTo ?? "");
        ctx.report({
          code: "hero.join-target-has-hero",
          path: hero.path,
          params: { name: hero.name, targetName: target?.name ?? "", otherHero: heroes[0]?.name ?? "" },
        });
      }
    }
  },
});
