/** Two armies side by side, in words: what the comparison rules found and the cost gaps. Pure. */
import type { Comparison, ComparisonFact, CostMap } from "../engine";
import type { GameSystem } from "../gamedata/catalogue-schema";
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";
import type { MessageKey } from "../i18n/en";

export type ArmyLine = { name: string; faction: string; totals: CostMap; models: number; valid: boolean };

export type ComparisonView = {
  /** The game system both armies play, by which the page finds its words for the cost types. */
  systemId?: string;
  armies: [ArmyLine, ArmyLine];
  facts: { rule: string; code: string; message: string }[];
  /** Per cost type both armies have: how many more the first has (negative: fewer). */
  differences: { costType: string; name: string; value: number }[];
  /** Two rosters of the same faction: what changes from the first to the second, in words. */
  changes?: string[];
};

type ArmyNames = { name: string; faction: string };

function text(value: unknown): string | number {
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "number" ? value : String(value ?? "");
}

/** The comparison rules' findings in words; "a" and "b" become the armies' names. */
export function describeFacts(facts: readonly ComparisonFact[], armyNames: [string, string], tr: Translator = en): ComparisonView["facts"] {
  return facts.map((fact) => {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(fact.params)) params[key] = text(value);
    if (fact.params.outnumbered === "a" || fact.params.outnumbered === "b") {
      params.outnumbered = armyNames[fact.params.outnumbered === "a" ? 0 : 1];
    }
    if (Array.isArray(fact.params.objectiveNames)) params.objectives = fact.params.objectiveNames.join(", ");
    const key = `compare.fact.${fact.code}` as MessageKey;
    return { rule: fact.rule, code: fact.code, message: tr.t(key, params) };
  });
}

export function describeComparison(
  comparison: Comparison,
  system: GameSystem,
  names: [ArmyNames, ArmyNames],
  tr: Translator = en,
  /** Totals to show instead of the evaluated ones (a hidden roster keeps its stored points). */
  totals: [CostMap?, CostMap?] = [],
): ComparisonView {
  const sides = [comparison.a, comparison.b] as const;
  const armies = sides.map((side, i) => ({
    name: names[i]!.name,
    faction: names[i]!.faction,
    totals: totals[i] ?? side.evaluation.totals.roster.costs,
    models: side.evaluation.totals.roster.models,
    valid: side.evaluation.valid,
  })) as [ArmyLine, ArmyLine];
  const facts = describeFacts(comparison.facts, [armies[0].name, armies[1].name], tr);
  const visible = system.costTypes.filter((c) => !c.hidden);
  const differences = visible
    .filter((c) => armies[0].totals[c.id] !== undefined || armies[1].totals[c.id] !== undefined)
    .map((c) => ({ costType: c.id, name: c.name, value: (armies[0].totals[c.id] ?? 0) - (armies[1].totals[c.id] ?? 0) }));
  return { systemId: system.id, armies, facts, differences };
}
