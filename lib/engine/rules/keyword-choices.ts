import { closest } from "fastest-levenshtein";
import { z } from "zod";
import type { Catalogue } from "../../gamedata/catalogue-schema";
import type { EvaluationContext, Node } from "../types";
import { defineRule } from "./rule-module";
import { keywordChoicesOf, PLACEHOLDER, rawKeywords } from "./keywords";

type Known = NonNullable<Catalogue["keywordValues"]>[string];

/**
 * Angle-bracket keywords (<CHAPTER>): chosen once per detachment (or by a unit for itself), from
 * the values the army book knows, or as a name of the player's own when that is a deliberate choice.
 */
export const keywordChoices = defineRule({
  id: "keyword-choices",
  params: z.object({
    /** Battle-forged detachments: every unit of a detachment carries the same value (one Chapter per detachment). */
    oneValuePerForce: z.boolean().default(false),
  }),
  check(ctx, p) {
    const known = ctx.input.catalogue.keywordValues ?? {};
    for (const force of ctx.root.children) {
      const unchosen = new Map<string, number>();
      for (const unit of force.children) {
        for (const keyword of new Set(rawKeywords(unit, ctx.input.catalogue))) {
          if (!PLACEHOLDER.test(keyword)) continue;
          const own = unit.selection?.keywordChoices?.[keyword]?.trim();
          if (own) checkValue(ctx, known[keyword], { keyword, value: own, custom: unit.selection?.customKeywords, path: unit.path, name: unit.name });
          else if (!force.keywordChoices?.[keyword]?.trim()) unchosen.set(keyword, (unchosen.get(keyword) ?? 0) + 1);
        }
      }
      if (p.oneValuePerForce) reportMixed(ctx, force);
      for (const [keyword, units] of unchosen) {
        ctx.report({ code: "force.keyword-unchosen", path: force.path, params: { forceName: force.name, keyword, units } });
      }
      for (const [keyword, value] of Object.entries(force.keywordChoices ?? {})) {
        if (value.trim()) checkValue(ctx, known[keyword], { keyword, value: value.trim(), custom: force.customKeywords, path: force.path, name: force.name });
      }
    }
  },
});

function reportMixed(ctx: EvaluationContext, force: Node) {
  const values = new Map<string, Set<string>>();
  for (const unit of force.children) {
    const choices = keywordChoicesOf(unit);
    for (const keyword of new Set(rawKeywords(unit, ctx.input.catalogue))) {
      const value = PLACEHOLDER.test(keyword) ? choices[keyword]?.toUpperCase() : undefined;
      if (value) values.set(keyword, (values.get(keyword) ?? new Set()).add(value));
    }
  }
  for (const [keyword, set] of values) {
    if (set.size > 1) ctx.report({ code: "force.keyword-mixed", path: force.path, params: { forceName: force.name, keyword, values: [...set].sort() } });
  }
}

function checkValue(ctx: EvaluationContext, known: Known | undefined, c: { keyword: string; value: string; custom?: string[]; path: string[]; name: string }) {
  if (!known) return;
  const upper = c.value.toUpperCase();
  if (known.values.some((v) => v.toUpperCase() === upper)) return;
  if (c.custom?.includes(c.keyword)) {
    if (!known.custom) ctx.report({ code: "keyword.custom-not-allowed", path: c.path, params: { name: c.name, keyword: c.keyword, value: upper } });
    return;
  }
  // A typo of a known value ("ULTRAMARNIES") gets the nearest one suggested.
  ctx.report({ code: "keyword.unknown-value", path: c.path, params: { name: c.name, keyword: c.keyword, value: upper, suggestion: closest(upper, known.values.map((v) => v.toUpperCase())) } });
}
