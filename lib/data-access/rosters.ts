/**
 * Rosters of one owner (a browser or an account), of every format: Muster's own documents and
 * BattleScribe .ros XML (lib/roster-format). Every query names the owner, so a roster of
 * someone else is simply not found: callers answer 404 and reveal nothing. Every write runs the
 * format's engine and stores its verdict; saves use optimistic concurrency.
 */
import { en } from "@/lib/i18n/english";
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import { migrateRoster } from "@/lib/gamedata/roster-migrations";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { createRoster as createRosterDocument } from "@/lib/roster/new-roster";
import { battlescribeFormat, newBsDocument, type BsDocument } from "@/lib/roster-format/battlescribe";
import { musterFormat, stampRevisions } from "@/lib/roster-format/muster";
import type { RosterFormatId } from "@/lib/roster-format/types";
import type { ImportBsRosterRequest } from "@/lib/schemas/bs-roster-requests";
import {
  type AnyRosterRecord,
  type BsRosterRecord,
  type CreateBsRosterRequest,
  type CreateRosterBody,
  type CreateRosterRequest,
  type ListRostersQuery,
  type RenameRosterRequest,
  type RestoreVersionRequest,
  type RosterBase,
  type RosterRecord,
  type RosterSummary,
  type SaveRosterBody,
} from "@/lib/schemas/roster-requests";
import { runWork } from "@/lib/server/work-pool";
import { SERVER_WIDE } from "@/lib/db/install-data-package";
import { readPackageFileData } from "@/lib/db/package-file-data";
import type { GameSystemData } from "@/lib/battlescribe/data-types";
import { getGameData, readExample, visibleTo, type GameData } from "./game-data";
import { findRosterPackage, loadBsData, loadRosterData, readingBsFile, snapshotBsXml } from "./roster-data";
import type { RosterSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { readRosterFile } from "./roster-files";
import { getRosterVersion, keepReplacedVersion } from "./roster-history";

export type { AnyRosterRecord, BsRosterRecord, ImportNotice, RosterRecord, RosterSummary };

const NAME_MAX = 200;

/** Columns of a summary: everything but the (possibly large) document. */
const summaryColumns = {
  id: true,
  name: true,
  format: true,
  missing: true,
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

function toBaseFields(row: SummaryRow): RosterBase {
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

function formatOfRow(row: { format: string }): RosterFormatId {
  return row.format === "battlescribe" ? "battlescribe" : "muster";
}

/** A stored roster of either format, as the server answers it. */
export function toAnyRosterRecord(row: RecordRow): AnyRosterRecord {
  if (formatOfRow(row) === "battlescribe") {
    const document = battlescribeFormat.documentSchema.safeParse(row.document);
    if (!document.success) throw new Error(`Roster ${row.id} holds a BattleScribe document without its XML`);
    return { ...toBaseFields(row), format: "battlescribe", document: document.data, missing: row.missing as string[] };
  }
  return toRosterRecord(row);
}

/** A stored Muster roster (callers check the format first). */
export function toRosterRecord(row: RecordRow): RosterRecord {
  // Stored documents were valid when saved; migrating brings an older schema version forward.
  const migrated = migrateRoster(row.document);
  if (!migrated.ok) throw new Error(`Roster ${row.id} holds a document that is not a roster: ${migrated.problems[0]?.message}`);
  return { ...toBaseFields(row), format: "muster", document: migrated.roster };
}

/** What the engine says about a document, ready to store: the verdict, totals and model count. */
export function evaluateForStorage(document: Roster, data: GameData) {
  const stamped = stampRevisions(document, data);
  const verdict = musterFormat.evaluate(stamped, data);
  return {
    format: "muster",
    name: stamped.name,
    gameSystemId: stamped.gameSystemId,
    catalogueId: stamped.catalogueId,
    document: stamped as unknown as Prisma.InputJsonObject,
    valid: verdict.valid,
    totals: verdict.totals,
    models: verdict.models,
    missing: [] as string[],
  };
}

/** The same for a BattleScribe roster, on the data this owner sees; a `name` renames the XML too. */
export async function evaluateBsForStorage(ownerId: string, xml: string, db: PrismaClient, name?: string, fileName?: string) {
  const identity = readingBsFile(() => battlescribeFormat.identify({ xml }), fileName);
  const data = await loadBsData(db, ownerId, identity.gameSystemId);
  const document: BsDocument = name && name !== identity.name ? battlescribeFormat.rename({ xml }, name) : { xml };
  const verdict = readingBsFile(() => battlescribeFormat.evaluate(document, data), fileName);
  return {
    format: "battlescribe",
    name: (verdict.identity.name || name || fileName || identity.gameSystemId).slice(0, NAME_MAX),
    gameSystemId: verdict.identity.gameSystemId || identity.gameSystemId,
    catalogueId: verdict.identity.catalogueId,
    document: document as unknown as Prisma.InputJsonObject,
    valid: verdict.valid,
    totals: verdict.totals,
    models: verdict.models,
    missing: verdict.missing,
  };
}

type StorableColumns = Awaited<ReturnType<typeof evaluateBsForStorage>> | ReturnType<typeof evaluateForStorage>;

/** The owner's own army books count (lib/data-access/army-books.ts). */
async function requireGameData(roster: Pick<Roster, "gameSystemId" | "catalogueId">, db: PrismaClient, ownerId: string): Promise<GameData> {
  const data = await getGameData(roster.gameSystemId, roster.catalogueId, db, ownerId);
  if (!data) throw unknownGameData(roster);
  return data;
}

/** How many rosters of every format (deleted ones included, until purged) one owner may keep. */
export const MAX_ROSTERS_PER_OWNER = 1000;

async function insertRow(ownerId: string, columns: StorableColumns, db: PrismaClient): Promise<AnyRosterRecord> {
  if ((await db.roster.count({ where: { ownerId } })) >= MAX_ROSTERS_PER_OWNER) {
    throw new MusterError("TOO_MANY_REQUESTS", "error.roster.tooMany", { params: { max: MAX_ROSTERS_PER_OWNER } });
  }
  const row = await db.roster.create({ data: { ownerId, ...columns }, select: recordColumns });
  return toAnyRosterRecord(row);
}

/** Stores a new Muster roster for the owner, with the engine's verdict. */
export async function insertRoster(ownerId: string, document: Roster, data: GameData, db: PrismaClient): Promise<RosterRecord> {
  return (await insertRow(ownerId, evaluateForStorage(document, data), db)) as RosterRecord;
}

/** Stores a new BattleScribe roster (its XML as it is) for the owner, evaluated on their data. */
export async function insertBsRoster(ownerId: string, xml: string, db: PrismaClient, name?: string, fileName?: string): Promise<BsRosterRecord> {
  return (await insertRow(ownerId, await evaluateBsForStorage(ownerId, xml, db, name, fileName), db)) as BsRosterRecord;
}

/** "Name (copy)", shortened so that it stays within the name limit. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

function matchesText(text: string, q: string): boolean {
  return text.toLocaleLowerCase().includes(q.toLocaleLowerCase());
}

type CostTypeInfo = { id: string; name: string; hidden?: boolean };
type Names = { systems: Map<string, string>; factions: Map<string, string>; costTypes: Map<string, CostTypeInfo[]> };

/** Names of the shipped systems and catalogues and their cost types. */
async function shippedNames(db: PrismaClient, ownerId: string): Promise<Names> {
  const [systems, catalogues] = await Promise.all([
    db.gameSystem.findMany({ select: { id: true, name: true, data: true } }),
    db.catalogue.findMany({ where: visibleTo(ownerId), select: { id: true, name: true } }),
  ]);
  return {
    systems: new Map(systems.map((s) => [s.id, s.name])),
    factions: new Map(catalogues.map((c) => [c.id, c.name])),
    costTypes: new Map(systems.map((s) => [s.id, (s.data as { costTypes?: CostTypeInfo[] }).costTypes ?? []])),
  };
}

/** Names of the installed BattleScribe data the owner's rosters are built on (their own upload first). */
async function installedNames(ownerId: string, gameSystemIds: string[], catalogueIds: string[], db: PrismaClient): Promise<Names> {
  const names: Names = { systems: new Map(), factions: new Map(), costTypes: new Map() };
  if (gameSystemIds.length === 0) return names;
  const packages = await db.dataPackage.findMany({ where: { gameSystemId: { in: gameSystemIds }, ownerId: { in: [ownerId, SERVER_WIDE] } }, select: { id: true, ownerId: true, gameSystemId: true, name: true } });
  const chosen = new Map<string, { id: string; name: string }>();
  for (const p of packages) if (!chosen.has(p.gameSystemId) || p.ownerId === ownerId) chosen.set(p.gameSystemId, p);
  const packageIds = [...chosen.values()].map((p) => p.id);
  const files = await db.dataPackageFile.findMany({
    where: { packageId: { in: packageIds }, OR: [{ kind: "gameSystem" }, { kind: "catalogue", fileId: { in: catalogueIds } }] },
    select: { packageId: true, kind: true, fileId: true, name: true, data: true, dataGzip: true },
  });
  for (const [gameSystemId, p] of chosen) names.systems.set(gameSystemId, p.name);
  for (const file of files) {
    if (file.kind === "catalogue") names.factions.set(file.fileId, file.name);
    else names.costTypes.set(file.fileId, readPackageFileData<GameSystemData>(file).costTypes ?? []);
  }
  return names;
}

function shownTotalsOf(totals: Record<string, number>, costTypes: CostTypeInfo[], unnamed: "show" | "drop") {
  return Object.entries(totals)
    .map(([id, value]) => ({ type: costTypes.find((c) => c.id === id), id, value }))
    // A cost type the data marks hidden is never shown; BattleScribe's ids are never words.
    .filter(({ type, value }) => value !== 0 && !type?.hidden && (type || unnamed === "show"))
    .map(({ type, id, value }) => ({ id, name: type?.name ?? id, value }));
}

/** The owner's rosters of every format (deleted ones excluded), filtered by name, game or faction, and sorted. */
export async function listRosters(ownerId: string, query: ListRostersQuery, db: PrismaClient = getPrisma()): Promise<RosterSummary[]> {
  const rows = await db.roster.findMany({ where: { ownerId, deletedAt: null }, select: summaryColumns, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] });
  const bsRows = rows.filter((row) => formatOfRow(row) === "battlescribe");
  const [shipped, installed] = await Promise.all([
    shippedNames(db, ownerId),
    installedNames(ownerId, [...new Set(bsRows.map((r) => r.gameSystemId))], [...new Set(bsRows.map((r) => r.catalogueId).filter(Boolean))], db),
  ]);
  let summaries: RosterSummary[] = rows.map((row) => {
    const format = formatOfRow(row);
    const names = format === "battlescribe" ? installed : shipped;
    const totals = row.totals as Record<string, number>;
    return {
      ...toBaseFields(row),
      format,
      missing: row.missing as string[],
      // A roster outlives its game data (see schema.prisma); its ids stand in for lost names.
      systemName: names.systems.get(row.gameSystemId) ?? row.gameSystemId,
      factionName: names.factions.get(row.catalogueId) ?? row.catalogueId,
      shownTotals: shownTotalsOf(totals, names.costTypes.get(row.gameSystemId) ?? [], format === "battlescribe" ? "drop" : "show"),
    };
  });
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

/** The owner's roster of any format, or null (also for a deleted roster and for anyone else's). */
export async function getAnyRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord | null> {
  const row = await findOwnRow(ownerId, id, db);
  return row ? toAnyRosterRecord(row) : null;
}

/** The owner's Muster roster, or null (also for a roster of another format, a deleted one and anyone else's). */
export async function getRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<RosterRecord | null> {
  const row = await findOwnRow(ownerId, id, db);
  return row && formatOfRow(row) === "muster" ? toRosterRecord(row) : null;
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

/** A new Muster roster: empty with its first force, or a copy of a shipped example under the given name. */
export async function createRoster(ownerId: string, request: CreateRosterRequest, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  const data = await requireGameData(request, db, ownerId);
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

/** A new roster of either format: a Muster roster to make, or a BattleScribe roster's XML. */
export async function createAnyRoster(ownerId: string, body: CreateRosterBody, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  if (body.format === "battlescribe") return createBsRoster(ownerId, body, db);
  return createRoster(ownerId, body, db);
}

export async function createBsRoster(ownerId: string, request: CreateBsRosterRequest, db: PrismaClient = getPrisma()): Promise<BsRosterRecord> {
  if (request.xml !== undefined) return insertBsRoster(ownerId, request.xml, db, request.name);
  // An empty roster on the installed game system, as the builder starts one.
  const data = await loadBsData(db, ownerId, request.gameSystemId ?? "");
  return insertBsRoster(ownerId, newBsDocument(data, request.name ?? data.gameSystem.name ?? "").xml, db);
}

/** Beside a roster of the same name (the one it was exported from, say), the copy says what it is. */
async function importedName(ownerId: string, name: string, db: PrismaClient): Promise<string> {
  const clash = await db.roster.findFirst({ where: { ownerId, name }, select: { id: true } });
  return clash ? en.t("import.importedName", { name }).slice(0, NAME_MAX) : name;
}

/** Muster's JSON export of a BattleScribe roster: `{ format: "battlescribe", document: { xml } }`. */
function bsJsonExport(text: string): string | null {
  if (!text.trimStart().startsWith("{") || !text.includes('"battlescribe"')) return null;
  try {
    const json = JSON.parse(text) as { format?: unknown; document?: { xml?: unknown } };
    return json.format === "battlescribe" && typeof json.document?.xml === "string" ? json.document.xml : null;
  } catch {
    return null;
  }
}

/** A roster file's text of any format (Muster JSON, Army Forge, a BattleScribe roster's JSON export), stored as a NEW roster. */
export async function importRosterText(ownerId: string, text: string, db: PrismaClient = getPrisma()): Promise<{ roster: AnyRosterRecord; notices: ImportNotice[] }> {
  const xml = bsJsonExport(text);
  if (xml === null) return importRoster(ownerId, text, db);
  const identity = readingBsFile(() => battlescribeFormat.identify({ xml }));
  return { roster: await insertBsRoster(ownerId, xml, db, await importedName(ownerId, identity.name, db)), notices: [] };
}

/** A Muster roster file's text, always stored as a NEW roster; notices name what the catalogue does not know. */
export async function importRoster(
  ownerId: string,
  text: string,
  db: PrismaClient = getPrisma(),
): Promise<{ roster: RosterRecord; notices: ImportNotice[] }> {
  const file = await readRosterFile(text, db, ownerId);
  const name = await importedName(ownerId, file.roster.name, db);
  const roster = await insertRoster(ownerId, { ...file.roster, name }, { system: file.system, catalogue: file.catalogue }, db);
  return { roster, notices: file.notices };
}

export type ImportedBsRoster = BsRosterRecord & { packageId: string };

/**
 * A BattleScribe or New Recruit roster file (.ros, .rosz) becomes a roster of this owner on the
 * installed game data it names. The file is kept as it is, so entries the data does not offer
 * are never lost (they are listed when it is opened); without the data, the answer says which
 * game system and revision to install.
 */
export async function importRosterFile(ownerId: string, request: ImportBsRosterRequest, db: PrismaClient = getPrisma()): Promise<ImportedBsRoster> {
  // Unzipping and reading the file runs in a worker thread (kind "import").
  const { xml, root } = await runWork("import", "readBsRosterUpload", { fileName: request.fileName, content: request.base64 ? new Uint8Array(Buffer.from(request.base64, "base64")) : (request.text ?? "") }).catch((error: unknown) =>
    readingBsFile(() => {
      throw error;
    }, request.fileName),
  );
  if (root.name !== "roster") throw new MusterError("INVALID_INPUT", "error.bsRoster.notRoster", { params: { file: request.fileName, root: root.name } });
  const gameSystemId = root.attributes.gameSystemId ?? "";
  const chosen = await findRosterPackage(db, ownerId, gameSystemId);
  if (!chosen) {
    const name = root.attributes.gameSystemName ?? gameSystemId;
    throw new MusterError("UNKNOWN_GAME_DATA", "error.bsRoster.needsData", { params: { file: request.fileName, name, revision: root.attributes.gameSystemRevision || null } });
  }
  const name = (root.attributes.name || request.fileName.replace(/\.rosz?$/i, "")).slice(0, NAME_MAX);
  const record = await insertBsRoster(ownerId, xml, db, name, request.fileName);
  return { ...record, packageId: chosen.id };
}

function conflict(current: AnyRosterRecord, expected: number): MusterError {
  return new MusterError(
    "CONFLICT",
    "error.roster.conflict",
    { params: { expected: String(expected), stored: String(current.version) }, data: { current } },
  );
}

function gameFixed(stored: RecordRow): MusterError {
  return new MusterError("INVALID_INPUT", "error.roster.gameFixed", {
    problems: [{ path: "document.catalogueId", key: "error.problem.rosterIs", params: { game: stored.gameSystemId, faction: stored.catalogueId } }],
  });
}

async function storableFor(ownerId: string, stored: RecordRow, body: SaveRosterBody, db: PrismaClient): Promise<StorableColumns> {
  if (formatOfRow(stored) !== (body.format ?? "muster")) throw new MusterError("INVALID_INPUT", "error.roster.gameFixed");
  if (body.format === "battlescribe") {
    // The game is checked before its data is looked for: another game is refused as such.
    const identity = readingBsFile(() => battlescribeFormat.identify({ xml: body.xml }));
    if (identity.gameSystemId !== stored.gameSystemId) throw new MusterError("INVALID_INPUT", "error.roster.gameFixed");
    return evaluateBsForStorage(ownerId, body.xml, db);
  }
  const { document } = body;
  if (document.gameSystemId !== stored.gameSystemId || document.catalogueId !== stored.catalogueId) throw gameFixed(stored);
  return evaluateForStorage(document, await requireGameData(document, db, ownerId));
}

/**
 * Stores a new document if the stored version is still the one the editor read. The check and
 * the write are one conditional UPDATE, so of two saves from the same version exactly one wins;
 * the other gets CONFLICT with the stored record, of either format. Invalid rosters are saved,
 * marked invalid.
 */
export async function saveAnyRoster(ownerId: string, id: string, body: SaveRosterBody, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  const stored = await findOwnRow(ownerId, id, db);
  if (!stored) throw notFound();
  if (stored.version !== body.version) throw conflict(toAnyRosterRecord(stored), body.version);
  const columns = await storableFor(ownerId, stored, body, db);
  // The update is conditional on the version read; the document it replaced joins the history.
  const saved = await db.$transaction(async (tx) => {
    const [row] = await tx.roster.updateManyAndReturn({
      where: { id, ownerId, deletedAt: null, version: body.version },
      data: { ...columns, version: { increment: 1 } },
      select: recordColumns,
    });
    if (row) await keepReplacedVersion(tx, stored);
    return row;
  });
  if (saved) return toAnyRosterRecord(saved);
  // Someone else saved (or deleted) between the read and the update.
  const current = await findOwnRow(ownerId, id, db);
  if (!current) throw notFound();
  throw conflict(toAnyRosterRecord(current), body.version);
}

/** saveAnyRoster for a Muster document. */
export async function saveRoster(ownerId: string, id: string, request: { document: Roster; version: number }, db: PrismaClient = getPrisma()): Promise<RosterRecord> {
  return (await saveAnyRoster(ownerId, id, { format: "muster", ...request }, db)) as RosterRecord;
}

/** Saves a kept version as the new current one (the current one joins the history): nothing is rewritten. */
export async function restoreRosterVersion(ownerId: string, id: string, keptVersion: number, request: RestoreVersionRequest, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  const kept = await getRosterVersion(ownerId, id, keptVersion, db);
  if ("format" in kept && kept.format === "battlescribe") return saveAnyRoster(ownerId, id, { format: "battlescribe", xml: kept.document.xml, version: request.version }, db);
  return saveAnyRoster(ownerId, id, { format: "muster", document: kept.document as Roster, version: request.version }, db);
}

function renamedDocument(row: RecordRow, name: string): Prisma.InputJsonObject {
  const record = toAnyRosterRecord(row);
  const document = record.format === "battlescribe" ? battlescribeFormat.rename(record.document, name) : musterFormat.rename(record.document, name);
  return document as unknown as Prisma.InputJsonObject;
}

/**
 * Renames a roster (the column and the document's name) and bumps its version, so an editor
 * open elsewhere learns of the change instead of saving the old name over it.
 */
export async function renameRoster(ownerId: string, id: string, request: RenameRosterRequest, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  const { name } = request;
  // A concurrent save can slip in between the read and the update; read again and retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await findOwnRow(ownerId, id, db);
    if (!stored) throw notFound();
    const [renamed] = await db.roster.updateManyAndReturn({
      where: { id, ownerId, deletedAt: null, version: stored.version },
      data: { name, document: renamedDocument(stored, name), version: { increment: 1 } },
      select: recordColumns,
    });
    if (renamed) return toAnyRosterRecord(renamed);
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
export async function restoreRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  // Raw SQL for the same reason as in deleteRoster: updatedAt stays as it was.
  await db.$executeRaw`UPDATE "Roster" SET "deletedAt" = NULL WHERE "id" = ${id} AND "ownerId" = ${ownerId} AND "deletedAt" IS NOT NULL`;
  const live = await findOwnRow(ownerId, id, db);
  if (!live) throw notFound();
  return toAnyRosterRecord(live);
}

/** A new roster with the same document, named "… (copy)". */
export async function duplicateRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<AnyRosterRecord> {
  const stored = await findOwnRow(ownerId, id, db);
  if (!stored) throw notFound();
  const record = toAnyRosterRecord(stored);
  const name = copyName(record.name);
  const document = (record.format === "battlescribe" ? battlescribeFormat.rename(record.document, name) : musterFormat.rename(record.document, name)) as unknown as Prisma.InputJsonObject;
  const data = await loadRosterData(db, ownerId, stored);
  if (data?.format === "muster" && record.format === "muster") return insertRoster(ownerId, musterFormat.rename(record.document, name), data.data, db);
  if (data?.format === "battlescribe" && record.format === "battlescribe") return insertBsRoster(ownerId, record.document.xml, db, name);
  // The game data is gone: copy the stored verdict as is rather than refuse the player's copy.
  return insertRow(ownerId, {
    format: record.format,
    name,
    gameSystemId: record.gameSystemId,
    catalogueId: record.catalogueId,
    document,
    valid: record.valid,
    totals: record.totals,
    models: record.models,
    missing: record.format === "battlescribe" ? record.missing : [],
  }, db);
}

/** A stored BattleScribe roster opened on the data installed now (exports, share views). */
export async function snapshotBsRoster(ownerId: string | null, id: string, db: PrismaClient = getPrisma()): Promise<RosterSnapshot> {
  const record = ownerId ? await getAnyRoster(ownerId, id, db) : null;
  if (!record || record.format !== "battlescribe") throw notFound();
  return snapshotBsXml(db, ownerId, record.gameSystemId, record.document.xml);
}

/** The format of the owner's roster, or null when there is no such roster of theirs. */
export async function formatOfRoster(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<RosterFormatId | null> {
  const row = await db.roster.findFirst({ where: { id, ownerId, deletedAt: null }, select: { format: true } });
  return row ? formatOfRow(row) : null;
}
