/**
 * After a game system is installed (a new revision, usually), every stored roster that uses
 * that data is checked again: totals and verdict updated, and the entries the new data no
 * longer offers reported by name. The rosters themselves are never changed or deleted.
 */
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import type { DataSet } from "../battlescribe/data-types";
import { evaluateBsRoster } from "./evaluate-bs-roster";
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
  const rosters = await db.bsRoster.findMany({ where: { gameSystemId, ownerId: owners }, select: { id: true, name: true, xml: true }, take: 5000 });
  const rechecks: RosterRecheck[] = [];
  if (rosters.length === 0) return rechecks;
  const set = typeof data === "function" ? await data() : data;
  for (const roster of rosters) {
    let verdict;
    try {
      verdict = evaluateBsRoster(set, roster.xml);
    } catch {
      verdict = { totals: {}, valid: false, missing: [], name: roster.name, errors: 1 };
    }
    await db.bsRoster.update({
      where: { id: roster.id },
      data: { totals: verdict.totals as Prisma.InputJsonValue, valid: verdict.valid, missing: verdict.missing as Prisma.InputJsonValue },
    });
    rechecks.push({ rosterId: roster.id, name: roster.name, valid: verdict.valid, missing: verdict.missing });
  }
  return rechecks;
}
