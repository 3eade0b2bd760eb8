import { describe, expect, it } from "vitest";
import { bsRulesetFileSchema } from "./ruleset-schema";
import { shippedBsRulesets } from "./shipped-rulesets";

const ruleset = (rules: unknown[]) => ({ rulesets: [{ id: "r", name: "R", gameSystemId: "gs", rules }] });

describe("Muster rulesets for imported BattleScribe game systems", () => {
  it("ships a file its schema accepts", () => {
    expect(shippedBsRulesets().rulesets.length).toBeGreaterThan(0);
  });

  it.each([
    { case: "an unknown rule module", rules: [{ rule: "no-such-rule", params: {} }], message: /unknown rule module "no-such-rule"/ },
    { case: "a module that only checks Muster's own rosters", rules: [{ rule: "unit-cost-share", params: { costType: "pts", maxPercent: 35 } }], message: /compares nothing/ },
    { case: "parameters the module cannot read", rules: [{ rule: "combined-power-battle-size", params: { costType: "pl" } }], message: /parameters of "combined-power-battle-size": sizes/ },
    { case: "no rules at all", rules: [], message: /at least 1|>=1/ },
  ])("refuses $case", ({ rules, message }) => {
    const result = bsRulesetFileSchema.safeParse(ruleset(rules));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).join("\n")).toMatch(message);
  });

  it("refuses a field it does not know (a typo must not switch a rule off silently)", () => {
    const file = ruleset([{ rule: "outnumbered-objectives", params: { ratioNumerator: 4, ratioDenominator: 3, objectives: [{ id: "endure", name: "Endure" }] } }]);
    expect(bsRulesetFileSchema.safeParse(file).success).toBe(true);
    (file.rulesets[0] as Record<string, unknown>).gameSytemId = "typo";
    expect(bsRulesetFileSchema.safeParse(file).success).toBe(false);
  });
});
