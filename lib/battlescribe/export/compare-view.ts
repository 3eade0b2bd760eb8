/**
 * Two rosters on the same BattleScribe game system side by side, in the shape the comparison
 * page shows: each army's totals, models and verdict, the gap per cost type, and what Muster's
 * rule modules switched on for that game system find (data/battlescribe/rulesets.json). Pure.
 */
import type { RuleUse } from "../../gamedata/catalogue-schema";
import { compareArmies } from "../../engine/compare-facts";
import { describeFacts, type ComparisonView } from "../../exchange/compare-view";
import type { Translator } from "../../i18n/translate";
import type { RosterSnapshot } from "../engine/snapshot";
import { summariseBsRoster } from "./army-summary";
import { describeBsRoster } from "./roster-view";

export function compareBsRosters(mine: RosterSnapshot, theirs: RosterSnapshot, tr: Translator, rules: readonly RuleUse[] = []): ComparisonView {
  const views = [describeBsRoster(mine, tr), describeBsRoster(theirs, tr)] as const;
  const armies = views.map((view) => ({ name: view.name, faction: view.factionName, totals: view.totals, models: view.models, valid: view.valid })) as ComparisonView["armies"];
  const differences = views[0].costTypes
    .filter((type) => (armies[0].totals[type.id] ?? 0) !== 0 || (armies[1].totals[type.id] ?? 0) !== 0)
    .map((type) => ({ costType: type.id, name: type.name, value: (armies[0].totals[type.id] ?? 0) - (armies[1].totals[type.id] ?? 0) }));
  const facts = compareArmies(rules, summariseBsRoster(mine), summariseBsRoster(theirs));
  return { armies, facts: describeFacts(facts, [armies[0].name, armies[1].name], tr), differences };
}
