/**
 * The rulesets Muster ships for imported BattleScribe game systems, checked against their
 * schema when first read (a broken file is a build-time data error, caught by its test).
 */
import { bsRulesetFileSchema, rulesFor, type BsRulesetFile } from "./ruleset-schema";
import shipped from "../../../data/battlescribe/rulesets.json";

let parsed: BsRulesetFile | undefined;

export function shippedBsRulesets(): BsRulesetFile {
  parsed ??= bsRulesetFileSchema.parse(shipped);
  return parsed;
}

export function shippedRulesFor(gameSystemId: string) {
  return rulesFor(shippedBsRulesets(), gameSystemId);
}
