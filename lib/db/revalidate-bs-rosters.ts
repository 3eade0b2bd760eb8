/**
 * After a game system is installed (a new revision, usually), every stored roster that uses
 * that data is checked again: totals and verdict updated, and the entries the new data no
 * longer offers reported by name. The rosters themselves are never changed or deleted.
 */
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import type { DataSet } from "../battlescribe/data-types";
import { battlescribeFormat } from "../roster-format/battlescribe";
import { SERVER_WIDE } from "./install-data-package";

export type RosterRecheck = { rosterId: string; name: string; valid: boolean; missing: string[] };

/**
 * `data`: the installed data, or how to load it, for an install that keeps no data in memory:
 * it is loaded only when a roster uses this game system (`gameSystemId` says which).
 */
export async function revalidateBsRosters(db: PrismaClient, installedFor: string, data: DataSet | (() => Promise<DataSet>), gameSystemId = typeof data === "function" ? "" : data.gameSystem.id): Promise<RosterRecheck[]> {
  let owners: { in: string[] } | { notIn: string[] } | string = installedFor;
  if (installedFor === SERVER_WIDE) {
    // Browsers with their own upload of this system keep using it.
    const own = await db.dataPackage.findMany({ where: { gameSystemId, ownerId: { not: SERVER_WIDE } }, select: { ownerId: true } });
    owners = { notIn: own.map((p) => p.ownerId) };
  }
  // Deleted rosters too: one restored must show what the data says now.
  const rosters = await db.roster.findMany({ where: { format: "battlescribe", gameSystemId, ownerId: owners }, select: { id: true, name: true, document: true }, take: 5000 });
  const rechecks: RosterRecheck[] = [];
  if (rosters.length === 0) return rechecks;
  const set = typeof data === "function" ? await data() : data;
  for (const roster of rosters) {
    let verdict;
    try {
      verdict = battlescribeFormat.evaluate(battlescribeFormat.documentSchema.parse(roster.document), set);
    } catch {
      verdict = { totals: {}, valid: false, missing: [], models: 0 };
    }
    // The document and version stay: only what the engine says about it is brought up to date.
    await db.roster.update({
      where: { id: roster.id },
      data: { totals: verdict.totals as Prisma.InputJsonValue, valid: verdict.valid, models: verdict.models, missing: verdict.missing as Prisma.InputJsonValue },
    });
    rechecks.push({ rosterId: roster.id, name: roster.name, valid: verdict.valid, missing: verdict.missing });
  }
  return rechecks;
}
