/**
 * An event's pack: what every list submitted to it is checked against. The same schema serves
 * the organiser's form, the API and `npm run validate -- --pack pack.json` (organisers checking
 * files offline), and `checkAgainstPack` is the one check all of them run. Pure: no I/O.
 */
import { z } from "zod";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import type { Roster } from "../gamedata/roster-schema";
import { evaluate } from "../engine/evaluate";
import type { Issue } from "../engine/types";
import { describeIssueEn } from "../i18n/en/issues";
import type { StoredBsError } from "./bs-event-pack";

const id = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/, "An id uses letters, digits and . _ : - only.");

export const eventPackSchema = z.strictObject({
  gameSystemId: id,
  rulesetId: id,
  battleSizeId: id.optional(),
  /** Limits by cost type that replace the roster's own, e.g. { "pts": 2000 }. */
  limits: z.record(id, z.number().int().nonnegative().max(1_000_000)).default({}),
  /** Factions (catalogue ids) allowed; empty or absent: any faction of the game system. */
  allowedCatalogues: z.array(id).max(200).default([]),
});

export type EventPack = z.infer<typeof eventPackSchema>;

export type PackProblem = { code: "pack.wrongGameSystem" | "pack.factionNotAllowed" | "pack.unknownRuleset" | "pack.unknownBattleSize" | "pack.wrongRevision" | "pack.notOpenable"; params: Record<string, string> };

/** `bs`: a BattleScribe engine problem as stored, which its own words function says in any language. */
export type PackIssue = { code: string; severity: "error" | "warning"; params?: Issue["params"]; message: string; bs?: StoredBsError };

export type PackCheck = {
  valid: boolean;
  /** The roster with the pack's ruleset, battle size and limits in place of its own. */
  roster: Roster;
  totals: Record<string, number>;
  models: number;
  /** Errors first; each with its code and parameters (said in the reader's language) and its English words. */
  issues: PackIssue[];
  /** Why the roster cannot enter at all (another game, a faction the event does not allow). */
  problems: PackProblem[];
};

/** Ruleset, battle size and limits come from the pack: the roster's own choices do not count. */
export function applyPack(roster: Roster, pack: EventPack): Roster {
  const applied: Roster = { ...roster, rulesetId: pack.rulesetId, limits: { ...pack.limits } };
  if (pack.battleSizeId) applied.battleSizeId = pack.battleSizeId;
  else delete applied.battleSizeId;
  return applied;
}

/** `packSystemName` names the event's game system where the roster is for another one. */
export function packProblems(roster: Roster, pack: EventPack, system: GameSystem, packSystemName = pack.gameSystemId): PackProblem[] {
  const problems: PackProblem[] = [];
  if (roster.gameSystemId !== pack.gameSystemId) {
    problems.push({ code: "pack.wrongGameSystem", params: { system: system.id === roster.gameSystemId ? system.name : roster.gameSystemId, wanted: packSystemName } });
    return problems;
  }
  if (pack.allowedCatalogues.length > 0 && !pack.allowedCatalogues.includes(roster.catalogueId)) problems.push({ code: "pack.factionNotAllowed", params: { faction: roster.catalogueId } });
  const ruleset = system.rulesets.find((r) => r.id === pack.rulesetId);
  if (!ruleset) problems.push({ code: "pack.unknownRuleset", params: { ruleset: pack.rulesetId } });
  else if (pack.battleSizeId && !(ruleset.battleSizes ?? []).some((b) => b.id === pack.battleSizeId)) problems.push({ code: "pack.unknownBattleSize", params: { battleSize: pack.battleSizeId } });
  return problems;
}

function words(issue: Issue): PackIssue {
  return { code: issue.code, severity: issue.severity, params: issue.params, message: describeIssueEn(issue.code, issue.params) };
}

/** The roster as the event sees it: the pack applied, then the rules engine's verdict. */
export function checkAgainstPack(roster: Roster, pack: EventPack, system: GameSystem, catalogue: Catalogue, packSystemName?: string): PackCheck {
  const applied = applyPack(roster, pack);
  const problems = packProblems(roster, pack, system, packSystemName);
  if (problems.length > 0) return { valid: false, roster: applied, totals: {}, models: 0, issues: [], problems };
  const evaluation = evaluate(applied, system, catalogue, { available: false });
  const issues = evaluation.issues.map(words).sort((a, b) => Number(a.severity !== "error") - Number(b.severity !== "error"));
  return { valid: evaluation.valid, roster: applied, totals: evaluation.totals.roster.costs, models: evaluation.totals.roster.models, issues, problems };
}
