/**
 * A roster's history: every save keeps the document it replaced (at most HISTORY_LIMIT per
 * roster, the oldest dropped first). Versions are read-only; restoring one saves it as a new
 * version, so history is never rewritten. Owner-scoped like every roster query.
 */
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import { migrateRoster } from "@/lib/gamedata/roster-migrations";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { RosterChange } from "@/lib/exchange/roster-diff";
import { rosterFormats } from "@/lib/roster-format";
import type { BsRosterVersionRecord, RosterHistoryEntry, RosterVersionRecord } from "@/lib/schemas/roster-requests";
import { loadRosterData } from "./roster-data";

/** Versions kept per roster besides the current one (documented in README, "Rosters and sharing"). */
export const HISTORY_LIMIT = 100;

/** And at most this much of their documents (JSON text) per roster: a huge roster keeps fewer. */
export const HISTORY_BYTES_LIMIT = 10 * 1024 * 1024;

type Tx = Prisma.TransactionClient;

/** The stored row a save is about to replace, as it was read. */
export type ReplacedRow = { id: string; version: number; name: string; document: unknown; valid: boolean; totals: unknown; models: number; updatedAt: Date };

/** Called inside the save's transaction, after the conditional update succeeded. */
export async function keepReplacedVersion(tx: Tx, row: ReplacedRow, limits = { count: HISTORY_LIMIT, bytes: HISTORY_BYTES_LIMIT }): Promise<void> {
  await tx.rosterVersion.create({
    data: {
      rosterId: row.id,
      version: row.version,
      name: row.name,
      document: row.document as Prisma.InputJsonObject,
      valid: row.valid,
      totals: row.totals as Prisma.InputJsonObject,
      models: row.models,
      bytes: new TextEncoder().encode(JSON.stringify(row.document)).length,
      savedAt: row.updatedAt,
    },
  });
  // Newest first: keep versions while both bounds hold (the newest one always stays).
  const kept = await tx.rosterVersion.findMany({ where: { rosterId: row.id }, orderBy: { version: "desc" }, select: { id: true, bytes: true } });
  let bytes = 0;
  const stale = kept.filter((version, i) => {
    bytes += version.bytes;
    return i > 0 && (i >= limits.count || bytes > limits.bytes);
  });
  if (stale.length > 0) await tx.rosterVersion.deleteMany({ where: { id: { in: stale.map((v) => v.id) } } });
}

function notFound(): MusterError {
  return new MusterError("NOT_FOUND", "error.roster.notFound");
}

async function ownRoster(ownerId: string, id: string, db: PrismaClient) {
  return db.roster.findFirst({ where: { id, ownerId, deletedAt: null }, select: { id: true, format: true, gameSystemId: true, catalogueId: true, document: true, version: true, name: true, valid: true, totals: true, models: true, updatedAt: true } });
}

/** The current version first, then the kept ones, newest first. */
export async function listRosterHistory(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<RosterHistoryEntry[]> {
  const roster = await ownRoster(ownerId, id, db);
  if (!roster) throw notFound();
  const versions = await db.rosterVersion.findMany({
    where: { rosterId: id },
    orderBy: { version: "desc" },
    select: { version: true, name: true, valid: true, totals: true, models: true, savedAt: true },
  });
  const entry = (v: { version: number; name: string; valid: boolean; totals: unknown; models: number }, savedAt: Date, current: boolean): RosterHistoryEntry => ({
    version: v.version,
    name: v.name,
    valid: v.valid,
    totals: v.totals as Record<string, number>,
    models: v.models,
    savedAt: savedAt.toISOString(),
    current,
  });
  return [entry(roster, roster.updatedAt, true), ...versions.map((v) => entry(v, v.savedAt, false))];
}

/** One kept version's document, read-only: a Muster document, or a BattleScribe roster's XML. */
export async function getRosterVersion(ownerId: string, id: string, version: number, db: PrismaClient = getPrisma()): Promise<RosterVersionRecord | BsRosterVersionRecord> {
  const roster = await ownRoster(ownerId, id, db);
  if (!roster) throw notFound();
  const row = await db.rosterVersion.findUnique({ where: { rosterId_version: { rosterId: id, version } }, select: { version: true, document: true, savedAt: true } });
  if (!row) throw new MusterError("NOT_FOUND", "error.roster.noKeptVersion", { params: { version: String(version) } });
  if (roster.format === "battlescribe") {
    const document = rosterFormats.battlescribe.documentSchema.safeParse(row.document);
    if (!document.success) throw new Error(`kept version ${version} of roster ${id} has no roster XML`);
    return { format: "battlescribe", version: row.version, savedAt: row.savedAt.toISOString(), document: document.data };
  }
  const migrated = migrateRoster(row.document);
  if (!migrated.ok) throw new Error(`kept version ${version} of roster ${id} does not read as a roster`);
  return { version: row.version, savedAt: row.savedAt.toISOString(), document: migrated.roster as Roster };
}

/**
 * What changed from one version of a roster to another (either may be the current one), worked
 * out by the roster's format on the data it is built on now.
 */
export async function diffRosterVersions(ownerId: string, id: string, from: number, to: number, db: PrismaClient = getPrisma()): Promise<RosterChange[]> {
  const roster = await ownRoster(ownerId, id, db);
  if (!roster) throw notFound();
  const documentOf = async (version: number) => (version === roster.version ? roster.document : (await getRosterVersion(ownerId, id, version, db)).document);
  const [before, after] = [await documentOf(from), await documentOf(to)];
  const data = await loadRosterData(db, ownerId, roster);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", roster.format === "battlescribe" ? "error.bsRoster.noDataUnchanged" : "error.roster.exportNoGameData");
  if (data.format === "battlescribe") return rosterFormats.battlescribe.diff(before as { xml: string }, after as { xml: string }, data.data);
  const migrate = (document: unknown) => {
    const migrated = migrateRoster(document);
    if (!migrated.ok) throw new Error(`a version of roster ${id} does not read as a roster`);
    return migrated.roster;
  };
  return rosterFormats.muster.diff(migrate(before), migrate(after), data.data);
}
