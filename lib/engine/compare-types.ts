import type { Roster } from "../gamedata/roster-schema";
import type { Evaluation, IssueParams } from "./types";

/** One army as a comparison rule sees it. */
export type ArmySummary = {
  roster: Roster;
  evaluation: Evaluation;
  /** Root selections (units) with what comparisons ask of them. */
  units: { id: string; name: string; models: number; keywords: string[] }[];
};

/** A fact that depends on both armies, with a stable code and parameters for the UI. */
export type ComparisonFact = { rule: string; code: string; params: IssueParams };
