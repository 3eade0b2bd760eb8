/**
 * Rosters of one owner (a browser, until accounts exist). Every query names the owner, so a
 * roster of someone else is simply not found: callers answer 404 and reveal nothing.
 * Every write runs the engine and stores its verdict; saves use optimistic concurrency.
 */
import { en } from "@/lib/i18n/translate";
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { evaluate } from "@/lib/engine";
import { MusterError } from "@/lib/errors/muster-error";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import { migrateRoster } from "@/lib/gamedata/roster-migrations";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { createRoster as createRosterDocument } from "@/lib/roster/new-roster";
import {
  type CreateRosterRequest,
  type ListRostersQuery,
  type RenameRosterRequest,
  type RestoreVersionRequest,
  type RosterRecord,
  type RosterSummary,
  type SaveRosterRequest,
} from "@/lib/schemas/roster-requests";
import { getGameData, readExample, type GameData } from "./game-data";
import { readRosterFile } from "./roster-files";
import { getRosterVersion, keepReplacedVersion } from "./roster-history";

export type { ImportNotice, RosterRecord, RosterSummary };

const NAME_MAX = 200;

/** Columns of a summary: everything but the (possibly large) document. */
const summaryColumns = {
  id: true,
  name: true,
  gameSystemId: true,
  catalogueId: true,
  valid: true,
  totals: true,
  models: true,
  version: true,
  createdAt: true,
  updatedAt: true,
} as const;

export const recordColumns = { ...summaryColumns, document: true } as const;

type SummaryRow = Prisma.RosterGetPayload<{ select: typeof summaryColumns }>;
type RecordRow = Prisma.RosterGetPayload<{ select: typeof recordColumns }>;

export function notFound(): MusterError {
  return new MusterError("NOT_FOUND", "error.roster.notFound");
}

function unknownGameData(roster: Pick<Roster, "gameSystemId" | "catalogueId">): MusterError {
  return new MusterError(
    "UNKNOWN_GAME_DATA",
    "error.roster.noGameData",
    { params: { game: roster.gameSystemId, faction: roster.catalogueId }, problems: [{ path: "catalogueId", key: "error.problem.unknownGameOrFaction" }] },
  );
}

function toSummaryFields(row: SummaryRow): Omit<RosterRecord, "document"> {
  return {
    id: row.id,
    name: row.name,
    gameSystemId: row.gameSystemId,
    catalogueId: row.catalogueId,
    valid: row.valid,
    totals: row.totals as Record<string, number>,
    models: row.models,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRosterRecord(row: RecordRow): RosterRecord {
  // Stored documents were valid when saved; migrating brings an older schema version forward.
  const migrated = migrateRoster(row.document);
  if (!migrated.ok) throw new Error(`Roster ${row.id} holds a document that is not a roster: ${migrated.problems[0]?.message}`);
  return { ...toSummaryFields(row), document: migrated.roster };
}

/** What the engine says about a document, ready to store: the verdict, totals and model count. */
export function evaluateForStorage(document: Roster, data: GameData) {
  const stamped: Roster = {
    ...document,
    dataRevisions: { gameSystem: data.system.revision, catalogue: data.catalogue.revision },
  };
  const evaluation = evaluate(stamped, data.system, data.catalogue, { available: false });
  return {
    name: stamped.name,
    gameSystemId: stamped.gameSystemId,
    catalogueId: stamped.catalogueId,
    document: stamped as unknown as Prisma.InputJsonObject,
    valid: evaluation.valid,
    totals: evaluation.totals.roster.costs,
    models: evaluation.totals.roster.models,
  };
}

async function requireGameData(roster: Pick<Roster, "gameSystemId" | "catalogueId">, db: PrismaClient): Promise<GameData> {
  const data = await getGameData(roster.gameSystemId, roster.catalogueId, db);
  if (!data) throw unknownGameData(roster);
  return data;
}

/** Stores a new roster for the owner, with the engine's verdict. */
/** How many rosters (deleted ones included, until purged) one browser may keep. */
export const MAX_ROSTERS_PER_OWNER = 1000;

export async function insertRoster(ownerId: string, document: Roster, data: GameData, db: PrismaClient): Promise<RosterRecord> {
  if ((await db.roster.count({ where: { ownerId } })) >= MAX_ROSTERS_PER_OWNER) {
    throw new MusterError("TOO_MANY_REQUESTS", "error.roster.tooMany", { params: { max: MAX_ROSTERS_PER_OWNER } });
  }
  const row = await db.roster.create({ data: { ownerId, ...evaluateForStorage(document, data) }, select: recordColumns });
  return toRosterRecord(row);
}

/** "Name (copy)", shortened so that it stays within the name limit. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

function matchesText(text: string, q: string): boolean {
  return text.toLocaleLowerCase().includes(q.toLocaleLowerCase());
}

/** The owner's rosters (deleted ones excluded), filtered by name, game or faction, and sorted. */
export async function listRosters(ownerId: string, query: ListRostersQuery, db: PrismaClient = getPrisma()): Promise<RosterSummary[]> {
  const [rows, systems, catalogues] = await Promise.all([
    db.roster.findMany({ where: { ownerId, deletedAt: null }, select: summaryColumns, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] }),
    db.gameSystem.findMany({ select: { id: true, name: true, data: true } }),
    db.catalogue.findMany({ select: { id: true, name: true } }),
  ]);
  const systemNames = new Map(systems.map((s) => [s.id, s.name]));
  // Totals are shown by cost type name; a cost type the data marks hidden is never shown.
  const costTypes = new Map(systems.map((s) => [s.id, ((s.data as { costTypes?: { id: string; name: string; hidden?: boolean }[] }).costTypes ?? [])]));
  const factionNames = new Map(catalogues.map((c) => [c.id, c.name]));
  let summaries: RosterSummary[] = rows.map((row) => ({
    ...toSummaryFields(row),
    // A roster outlives its game data (see schema.prisma); its ids stand in for lost names.
    systemName: systemNames.get(row.gameSystemId) ?? row.gameSystemId,
    factionName: factionNames.get(row.catalogueId) ?? row.catalogueId,
    shownTotals: Object.entries(row.totals as Record<string, number>)
      .map(([id, value]) => ({ type: costTypes.get(row.gameSystemId)?.find((c) => c.id === id), id, value }))
      .filter(({ type, value }) => value !== 0 && !type?.hidden)
      .map(({ type, id, value }) => ({ id, name: type?.name ?? id, value })),
  }));
  const q = query.q?.trim();
  if (q) summaries = summaries.filter((s) => [s.name, s.systemName, s.factionName].some((text) => matchesText(text, q)));
  const byName = (a: RosterSummary, b: RosterSummary) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  if (query.sort === "name") summaries.sort(byName);
  if (query.sort === "system") summaries.sort((a, b) => a.systemName.localeCompare(b.systemName) || a.factionName.localeCompare(b.factionName) || byName(a, b));
  return summaries;
}

async function findOwnRow(ownerId: string, id: string, db: PrismaClient): Promise<RecordRow | null> {
  return db.roster.findFirst({ where: { id, ownerId, deletedAt: null }, select: recordColumns });
}

/** The owner's roster, or null (also for a deleted roster and for anyone else's). */
export async function getRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<RosterRecord | null> {
  const row = await findOwnRow(ownerId, id, db);
  return row ? toRosterRecord(row) : null;
}

function checkRulesetChoice(request: CreateRosterRequest, data: GameData): void {
  const ruleset = data.system.rulesets.find((r) => r.id === request.rulesetId);
  if (!ruleset) {
    throw new MusterError("INVALID_INPUT", "error.roster.noRuleset", {
      params: { system: data.system.name, ruleset: request.rulesetId },
      problems: [{ path: "rulesetId", key: "error.problem.oneOf", params: { options: data.system.rulesets.map((r) => r.id).join(", ") } }],
    });
  }
  if (request.battleSizeId && !ruleset.battleSizes?.some((b) => b.id === request.battleSizeId)) {
    throw new MusterError("INVALID_INPUT", "error.roster.noBattleSize", {
      params: { ruleset: ruleset.name, battleSize: request.battleSizeId },
      problems: [
        ruleset.battleSizes?.length
          ? { path: "battleSizeId", key: "error.problem.oneOf", params: { options: ruleset.battleSizes.map((b) => b.id).join(", ") } }
          : { path: "battleSizeId", key: "error.problem.noBattleSizes" },
      ],
    });
  }
}

async function readExampleFor(request: CreateRosterRequest & { exampleFile: string }): Promise<Roster> {
  const example = await readExample(request.exampleFile);
  if (!example) {
    throw new MusterError("INVALID_INPUT", "error.roster.noExample", { params: { file: request.exampleFile }, problems: [{ path: "exampleFile", key: "error.problem.unknownExample" }] });
  }
  if (example.gameSystemId !== request.gameSystemId || example.catalogueId !== request.catalogueId) {
    throw new MusterError("INVALID_INPUT", "error.roster.exampleMismatch", {
      params: { file: request.exampleFile },
      problems: [{ path: "exampleFile", key: "error.problem.exampleIsFor", params: { game: example.gameSystemId, faction: example.catalogueId } }],
    });
  }
  return { ...example, name: request.name };
}

/** A new roster: empty with its first force, or a copy of a shipped example under the given name. */
export async function createRoster(ownerId: string, request: CreateRosterRequest, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  const data = await requireGameData(request, db);
  if (request.exampleFile) return insertRoster(ownerId, await readExampleFor({ ...request, exampleFile: request.exampleFile }), data, db);
  checkRulesetChoice(request, data);
  const document = createRosterDocument(
    data.system,
    data.catalogue,
    { name: request.name, rulesetId: request.rulesetId, ...(request.battleSizeId ? { battleSizeId: request.battleSizeId } : {}), limits: request.limits },
    randomUUID,
  );
  return insertRoster(ownerId, document, data, db);
}

/** A roster file's text, always stored as a NEW roster; notices name what the catalogue does not know. */
export async function importRoster(
  ownerId: string,
  text: string,
  db: PrismaClient = getPrisma(),
): Promise<{ roster: RosterRecord; notices: ImportNotice[] }> {
  const file = await readRosterFile(text, db);
  // Beside a roster of the same name (the one it was exported from, say), the copy says what it is.
  const clash = await db.roster.findFirst({ where: { ownerId, name: file.roster.name }, select: { id: true } });
  const name = clash ? en.t("import.importedName", { name: file.roster.name }).slice(0, 200) : file.roster.name;
  const roster = await insertRoster(ownerId, { ...file.roster, name }, { system: file.system, catalogue: file.catalogue }, db);
  return { roster, notices: file.notices };
}

function conflict(current: RosterRecord, expected: number): MusterError {
  return new MusterError(
    "CONFLICT",
    "error.roster.conflict",
    { params: { expected: String(expected), stored: String(current.version) }, data: { current } },
  );
}

/**
 * Stores a new document if the stored version is still the one the editor read. The check and
 * the write are one conditional UPDATE, so of two saves from the same version exactly one wins;
 * the other gets CONFLICT with the stored record. Invalid rosters are saved, marked invalid.
 */
export async function saveRoster(ownerId: string, id: string, request: SaveRosterRequest, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  const stored = await findOwnRow(ownerId, id, db);
  if (!stored) throw notFound();
  if (stored.version !== request.version) throw conflict(toRosterRecord(stored), request.version);
  const { document } = request;
  if (document.gameSystemId !== stored.gameSystemId || document.catalogueId !== stored.catalogueId) {
    throw new MusterError("INVALID_INPUT", "error.roster.gameFixed", {
      problems: [{ path: "document.catalogueId", key: "error.problem.rosterIs", params: { game: stored.gameSystemId, faction: stored.catalogueId } }],
    });
  }
  const data = await requireGameData(document, db);
  // The update is conditional on the version read; the document it replaced joins the history.
  const saved = await db.$transaction(async (tx) => {
    const [row] = await tx.roster.updateManyAndReturn({
      where: { id, ownerId, deletedAt: null, version: request.version },
      data: { ...evaluateForStorage(document, data), version: { increment: 1 } },
      select: recordColumns,
    });
    if (row) await keepReplacedVersion(tx, stored);
    return row;
  });
  if (saved) return toRosterRecord(saved);
  // Someone else saved (or deleted) between the read and the update.
  const current = await findOwnRow(ownerId, id, db);
  if (!current) throw notFound();
  throw conflict(toRosterRecord(current), request.version);
}

/**
 * Renames a roster (the column and the document's name) and bumps its version, so an editor
 * open elsewhere learns of the change instead of saving the old name over it.
 */
/** Saves a kept version as the new current one (the current one joins the history): nothing is rewritten. */
export async function restoreRosterVersion(ownerId: string, id: string, keptVersion: number, request: RestoreVersionRequest, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  const kept = await getRosterVersion(ownerId, id, keptVersion, db);
  return saveRoster(ownerId, id, { document: kept.document, version: request.version }, db);
}

export async function renameRoster(ownerId: string, id: string, request: RenameRosterRequest, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  const { name } = request;
  // A concurrent save can slip in between the read and the update; read again and retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await findOwnRow(ownerId, id, db);
    if (!stored) throw notFound();
    const record = toRosterRecord(stored);
    const document = { ...record.document, name } as unknown as Prisma.InputJsonObject;
    const [renamed] = await db.roster.updateManyAndReturn({
      where: { id, ownerId, deletedAt: null, version: stored.version },
      data: { name, document, version: { increment: 1 } },
      select: recordColumns,
    });
    if (renamed) return toRosterRecord(renamed);
  }
  throw new MusterError("CONFLICT", "error.roster.renameBusy");
}

/** Marks the roster deleted; it leaves the owner's list and its share links stop working until restored. */
export async function deleteRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<void> {
  // Raw SQL so that updatedAt stays: an undone delete puts the roster back where it was in the list.
  const count = await db.$executeRaw`UPDATE "Roster" SET "deletedAt" = CURRENT_TIMESTAMP WHERE "id" = ${id} AND "ownerId" = ${ownerId} AND "deletedAt" IS NULL`;
  if (count > 0) return;
  // Deleting twice is not an error (a double click, a retried request).
  const alreadyDeleted = await db.roster.count({ where: { id, ownerId, deletedAt: { not: null } } });
  if (alreadyDeleted === 0) throw notFound();
}

/** Brings a deleted roster back (the undo of deleteRoster); restoring a live roster changes nothing. */
export async function restoreRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  // Raw SQL for the same reason as in deleteRoster: updatedAt stays as it was.
  await db.$executeRaw`UPDATE "Roster" SET "deletedAt" = NULL WHERE "id" = ${id} AND "ownerId" = ${ownerId} AND "deletedAt" IS NOT NULL`;
  const live = await findOwnRow(ownerId, id, db);
  if (!live) throw notFound();
  return toRosterRecord(live);
}

/** A new roster with the same document, named "… (copy)". */
export async function duplicateRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  const stored = await findOwnRow(ownerId, id, db);
  if (!stored) throw notFound();
  const record = toRosterRecord(stored);
  const document: Roster = { ...record.document, name: copyName(record.name) };
  const data = await getGameData(document.gameSystemId, document.catalogueId, db);
  if (data) return insertRoster(ownerId, document, data, db);
  // The game data is gone: copy the stored verdict as is rather than refuse the player's copy.
  const row = await db.roster.create({
    data: {
      ownerId,
      name: document.name,
      gameSystemId: document.gameSystemId,
      catalogueId: document.catalogueId,
      document: document as unknown as Prisma.InputJsonObject,
      valid: record.valid,
      totals: record.totals,
      models: record.models,
    },
    select: recordColumns,
  });
  return toRosterRecord(row);
}
