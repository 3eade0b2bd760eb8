import type { RuleUse } from "../gamedata/catalogue-schema";
import type { ArmySummary, ComparisonFact } from "./compare-types";
import { ruleModules } from "./rules";

/**
 * What the switched-on rule modules say about two armies side by side. Armies on Muster's
 * data and on imported BattleScribe data go through the same modules; a rule without a
 * comparison, or with parameters it cannot read, says nothing.
 */
export function compareArmies(rules: readonly RuleUse[], a: ArmySummary, b: ArmySummary): ComparisonFact[] {
  const facts: ComparisonFact[] = [];
  for (const use of rules) {
    const module = ruleModules.get(use.rule);
    if (!module?.compare) continue;
    const params = module.params.safeParse(use.params);
    if (params.success) facts.push(module.compare(a, b, params.data));
  }
  return facts;
}
