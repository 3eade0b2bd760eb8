import type { z } from "zod";
import type { EvaluationContext, Node } from "../types";
import type { ArmySummary, ComparisonFact } from "../compare-types";

/**
 * One army-building rule, switched on by a ruleset or a force entry with parameters.
 * `check` reports issues; `compare` states what follows from two armies side by side.
 */
export type RuleModule<P = unknown> = {
  id: string;
  params: z.ZodType<P>;
  /** Settings the tree needs before evaluation starts (combined units count double). */
  treeOptions?: (params: P) => { combinedFactor?: number };
  /** Ruleset rules run once per roster; force rules once per force (`force` set). */
  check?: (ctx: EvaluationContext, params: P, force?: Node) => void;
  compare?: (a: ArmySummary, b: ArmySummary, params: P) => ComparisonFact;
};

export function defineRule<P>(rule: RuleModule<P>): RuleModule<P> {
  return rule;
}
