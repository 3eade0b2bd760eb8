/**
 * Muster's own rule modules switched on for an imported BattleScribe game system: the
 * BattleScribe data says how to build an army, these say what Muster adds on top (Age of
 * Sigmar sudden death, the 40k battle size of two armies). Data, read from
 * data/battlescribe/rulesets.json and matched by the game system's id.
 */
import { z } from "zod";
import { ruleUseSchema } from "../../gamedata/catalogue-schema";
import { ruleModules } from "../../engine/rules";

export const bsRulesetSchema = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(200),
    /** The `id` of the game system's `.gst`, whatever revision is installed. */
    gameSystemId: z.string().min(1).max(100),
    rules: z.array(
      ruleUseSchema.superRefine((use, ctx) => {
        const module = ruleModules.get(use.rule);
        if (!module) return ctx.addIssue({ code: "custom", message: `unknown rule module "${use.rule}"`, path: ["rule"] });
        if (!module.compare) ctx.addIssue({ code: "custom", message: `rule module "${use.rule}" compares nothing, so it cannot apply to imported data yet`, path: ["rule"] });
        const params = module.params.safeParse(use.params);
        if (!params.success) ctx.addIssue({ code: "custom", message: `parameters of "${use.rule}": ${params.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`, path: ["params"] });
      }),
    ).min(1),
  })
  .strict();

export const bsRulesetFileSchema = z.object({ rulesets: z.array(bsRulesetSchema).max(200) }).strict();

export type BsRuleset = z.infer<typeof bsRulesetSchema>;
export type BsRulesetFile = z.infer<typeof bsRulesetFileSchema>;

/** The rules that apply to rosters on this game system (every ruleset naming it). */
export function rulesFor(file: BsRulesetFile, gameSystemId: string): BsRuleset["rules"] {
  return file.rulesets.filter((ruleset) => ruleset.gameSystemId === gameSystemId).flatMap((ruleset) => ruleset.rules);
}
