/**
 * An event on installed BattleScribe data: its pack (game system, an optional pinned data
 * revision, limits by cost type, allowed catalogues) and the check every list submitted to it
 * runs through the BattleScribe engine. Pure: the caller loads the data set the player sees.
 */
import { z } from "zod";
import type { DataSet } from "../battlescribe/data-types";
import { setCostLimit } from "../battlescribe/engine/actions";
import { createEngine } from "../battlescribe/engine/engine";
import { describeRosterError } from "../battlescribe/engine/error-words";
import { walkForces } from "../battlescribe/engine/roster";
import { snapshotRoster, type RosterSnapshot } from "../battlescribe/engine/snapshot";
import { modelCount } from "../battlescribe/export/roster-view";
import { isBlocking, type RosterError } from "../battlescribe/engine/validate";
import { openRosterFile } from "../battlescribe/ros/open-roster-file";
import { en } from "../i18n/english";
import { battlescribeFormat } from "../roster-format/battlescribe";
import type { BsDocument } from "../roster-format/battlescribe-document";
import type { PackIssue, PackProblem } from "./event-pack";

const id = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/, "An id uses letters, digits and . _ : - only.");

export const bsEventPackSchema = z.strictObject({
  format: z.literal("battlescribe"),
  gameSystemId: id,
  /** The data revision every list is checked on; absent: whatever revision the player has installed. */
  dataRevision: z.number().int().nonnegative().max(1_000_000_000).optional(),
  /** Limits by cost type id of the game system, replacing the roster's own. */
  limits: z.record(id, z.number().int().nonnegative().max(1_000_000)).default({}),
  /** Catalogue ids every force must come from; empty: any catalogue of the game system. */
  allowedCatalogues: z.array(id).max(500).default([]),
});

export type BsEventPack = z.infer<typeof bsEventPackSchema>;

export type BsPackCheck = {
  valid: boolean;
  /** The first force's catalogue, as a roster row names it ("" with no force). */
  catalogueId: string;
  totals: Record<string, number>;
  models: number;
  issues: PackIssue[];
  problems: PackProblem[];
};

/** What re-words a BattleScribe problem in another language later (describeRosterError reads no more). */
export type StoredBsError = Pick<RosterError, "code" | "severity" | "text" | "constraintType" | "params">;

function toPackIssue(error: RosterError): PackIssue {
  const stored: StoredBsError = { code: error.code, params: error.params, ...(error.severity ? { severity: error.severity } : {}), ...(error.text ? { text: error.text } : {}), ...(error.constraintType ? { constraintType: error.constraintType } : {}) };
  return { code: `bs.${error.code}`, severity: error.severity === "error" || error.severity === undefined ? "error" : "warning", message: describeRosterError(en.t, error), bs: stored };
}

/** A stored BattleScribe issue in the reader's words. */
export function describeBsPackIssue(issue: StoredBsError, t: Parameters<typeof describeRosterError>[0]): string {
  return describeRosterError(t, issue as RosterError);
}

function countModels(forces: RosterSnapshot["forces"]): number {
  let models = 0;
  for (const force of forces) {
    for (const selection of force.selections) models += modelCount(selection);
    models += countModels(force.childForces);
  }
  return models;
}

/**
 * Totals in the cost types the game system shows: hidden ones (Crusade points) and those only a
 * catalogue declares (10e has two, known by their ids alone) are no list's business at an event.
 */
function shownTotals(snapshot: RosterSnapshot, data: DataSet): Record<string, number> {
  const shown = new Set((data.gameSystem.costTypes ?? []).filter((c) => !c.hidden).map((c) => c.id));
  return Object.fromEntries(snapshot.costs.filter((c) => shown.has(c.typeId)).map((c) => [c.typeId, c.value]));
}

const refused = (problems: PackProblem[], catalogueId: string): BsPackCheck => ({ valid: false, catalogueId, totals: {}, models: 0, issues: [], problems });

/**
 * The roster as the event sees it: on the event's game system (and revision, when pinned), every
 * force from an allowed catalogue, the event's limits in place of the roster's own, then the
 * engine's verdict. The document itself is not changed: it is frozen as the player wrote it.
 */
export function checkBsAgainstPack(document: BsDocument, pack: BsEventPack, data: DataSet, packSystemName = pack.gameSystemId): BsPackCheck {
  const identity = battlescribeFormat.identify(document);
  if (identity.gameSystemId !== pack.gameSystemId) return refused([{ code: "pack.wrongGameSystem", params: { system: identity.gameSystemId === data.gameSystem.id ? data.gameSystem.name : identity.gameSystemId || "?", wanted: packSystemName } }], identity.catalogueId);
  if (pack.dataRevision !== undefined && data.gameSystem.revision !== pack.dataRevision) {
    return refused([{ code: "pack.wrongRevision", params: { revision: String(data.gameSystem.revision), wanted: String(pack.dataRevision) } }], identity.catalogueId);
  }
  let opened;
  try {
    opened = openRosterFile(createEngine(data), "roster.ros", document.xml);
  } catch (error) {
    return refused([{ code: "pack.notOpenable", params: { detail: error instanceof Error ? error.message : String(error) } }], identity.catalogueId);
  }
  const engine = opened.engine;
  const catalogues = walkForces(engine.roster.forces).map((force) => force.catalogue?.id ?? "");
  const problems: PackProblem[] = [];
  const outside = catalogues.find((c) => pack.allowedCatalogues.length > 0 && !pack.allowedCatalogues.includes(c));
  if (outside !== undefined) problems.push({ code: "pack.factionNotAllowed", params: { faction: outside } });
  if (problems.length > 0) return refused(problems, identity.catalogueId);
  engine.roster.costLimits.clear();
  for (const [costTypeId, limit] of Object.entries(pack.limits)) setCostLimit(engine, costTypeId, limit);
  const snapshot = snapshotRoster(engine);
  const issues = snapshot.errors.map(toPackIssue).sort((a, b) => Number(a.severity !== "error") - Number(b.severity !== "error"));
  const blocking = snapshot.errors.filter(isBlocking).length;
  return { valid: blocking === 0 && opened.unknown.length === 0, catalogueId: identity.catalogueId, totals: shownTotals(snapshot, data), models: countModels(snapshot.forces), issues, problems };
}
