import type { Roster } from "../gamedata/roster-schema";
import type { CostMap, Evaluation, IssueParams } from "./types";

/**
 * One army as a comparison rule sees it: totals and units only, so the same rule modules
 * compare armies built on Muster's data and on imported BattleScribe data.
 */
export type ArmySummary = {
  totals: { models: number; costs: CostMap };
  /** Root selections (units) with what comparisons ask of them; keywords in upper case. */
  units: { id: string; name: string; models: number; keywords: string[] }[];
};

/** An army on Muster's own data, with the roster and evaluation the summary came from. */
export type MusterArmySummary = ArmySummary & { roster: Roster; evaluation: Evaluation };

/** A fact that depends on both armies, with a stable code and parameters for the UI. */
export type ComparisonFact = { rule: string; code: string; params: IssueParams };
