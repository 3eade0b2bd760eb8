import { z } from "zod";
import { defineRule } from "./rule-module";
import type { ComparisonFact } from "../compare-types";
import type { ArmySummary } from "../compare-types";

const requirement = z.object({
  keywordsAny: z.array(z.string()).optional(),
  minModelsInUnit: z.number().int().positive().optional(),
});

const params = z.object({
  ratioNumerator: z.number().int().positive(),
  ratioDenominator: z.number().int().positive(),
  objectives: z.array(z.object({ id: z.string(), name: z.string(), requires: requirement.optional() })).min(1),
});

function possibleAgainst(opponent: ArmySummary, requires: z.infer<typeof requirement> | undefined): boolean {
  if (!requires) return true;
  return opponent.units.some((unit) => {
    if (requires.keywordsAny && !requires.keywordsAny.some((k) => unit.keywords.includes(k.toUpperCase()))) return false;
    if (requires.minModelsInUnit !== undefined && unit.models < requires.minModelsInUnit) return false;
    return true;
  });
}

/**
 * Age of Sigmar sudden death: when one army has at least a third more models, the outnumbered
 * player may pick an objective, offered only where the opposing army makes it possible.
 */
export const outnumberedObjectives = defineRule({
  id: "outnumbered-objectives",
  params,
  compare(a, b, p): ComparisonFact {
    const modelsA = a.totals.models;
    const modelsB = b.totals.models;
    const [small, large, side] = modelsA < modelsB ? [modelsA, modelsB, "a"] : [modelsB, modelsA, "b"];
    const outnumbered = small > 0 && large * p.ratioDenominator >= small * p.ratioNumerator ? side : null;
    if (!outnumbered) {
      return { rule: "outnumbered-objectives", code: "sudden-death.none", params: { modelsA, modelsB, outnumbered: null, objectives: [], objectiveNames: [] } };
    }
    const opponent = outnumbered === "a" ? b : a;
    const possible = p.objectives.filter((o) => possibleAgainst(opponent, o.requires));
    const code = possible.length > 0 ? "sudden-death.available" : "sudden-death.impossible";
    const objectives = possible.map((o) => o.id);
    return { rule: "outnumbered-objectives", code, params: { modelsA, modelsB, outnumbered, objectives, objectiveNames: possible.map((o) => o.name) } };
  },
});
