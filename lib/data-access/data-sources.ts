/**
 * BattleScribe data indexes a browser added on the Game data page: read over the network
 * (fetch-public-url: http(s), no private addresses, size and time limits), remembered with the
 * files they list, and installed from (for that browser) one game system at a time.
 */
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { DataIndexError, fileUrl, filesOfSystem, readDataIndex, type DataIndexEntry } from "@/lib/battlescribe/index/read-data-index";
import { getPrisma } from "@/lib/db/prisma";
import { SERVER_WIDE, type InstalledPackage } from "@/lib/db/install-data-package";
import { MusterError } from "@/lib/errors/muster-error";
import { fetchPublicUrl } from "@/lib/http/fetch-public-url";
import { installUploadedData } from "./data-packages";

export const INDEX_LIMITS = { maxBytes: 5_000_000, timeoutMs: 20_000 };
export const FILE_LIMITS = { maxBytes: 60_000_000, timeoutMs: 60_000 };
const MAX_SOURCES_PER_OWNER = 50;
const MAX_SYSTEM_BYTES = 200_000_000;

export type DataSourceSystem = { gameSystemId: string; name: string; revision: number; catalogues: number; installedRevision: number | null; updateAvailable: boolean };
export type DataSourceSummary = { id: string; url: string; name: string; checkedAt: string; systems: DataSourceSystem[] };

async function readIndexAt(url: string) {
  try {
    return readDataIndex(await fetchPublicUrl(url, INDEX_LIMITS));
  } catch (error) {
    if (error instanceof DataIndexError) throw new MusterError("INVALID_INPUT", "error.dataSource.badIndex", { params: { url, detail: error.message } });
    throw error;
  }
}

async function installedRevisions(db: PrismaClient, ownerId: string): Promise<Map<string, number>> {
  const rows = await db.dataPackage.findMany({ where: { ownerId: { in: [SERVER_WIDE, ownerId] } }, select: { gameSystemId: true, revision: true } });
  const revisions = new Map<string, number>();
  for (const row of rows) revisions.set(row.gameSystemId, Math.max(row.revision, revisions.get(row.gameSystemId) ?? -1));
  return revisions;
}

function summarise(row: { id: string; url: string; name: string; checkedAt: Date; entries: unknown }, installed: Map<string, number>): DataSourceSummary {
  const entries = row.entries as DataIndexEntry[];
  const catalogues = entries.filter((e) => e.dataType === "catalogue").length;
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    checkedAt: row.checkedAt.toISOString(),
    systems: entries
      .filter((e) => e.dataType === "gamesystem")
      .map((e) => {
        const installedRevision = installed.get(e.dataId) ?? null;
        return { gameSystemId: e.dataId, name: e.dataName, revision: e.dataRevision, catalogues, installedRevision, updateAvailable: installedRevision !== null && installedRevision < e.dataRevision };
      }),
  };
}

export async function listDataSources(ownerId: string | null, db: PrismaClient = getPrisma()): Promise<DataSourceSummary[]> {
  if (!ownerId) return [];
  const rows = await db.dataSource.findMany({ where: { ownerId }, orderBy: { createdAt: "asc" } });
  const installed = await installedRevisions(db, ownerId);
  return rows.map((row) => summarise(row, installed));
}

export async function addDataSource(ownerId: string, url: string, db: PrismaClient = getPrisma()): Promise<DataSourceSummary> {
  const count = await db.dataSource.count({ where: { ownerId } });
  if (count >= MAX_SOURCES_PER_OWNER) throw new MusterError("INVALID_INPUT", "error.dataSource.tooMany", { params: { max: MAX_SOURCES_PER_OWNER } });
  const index = await readIndexAt(url);
  const entries = index.entries as unknown as Prisma.InputJsonValue;
  const row = await db.dataSource.upsert({
    where: { ownerId_url: { ownerId, url } },
    create: { ownerId, url, name: index.name || url, entries },
    update: { name: index.name || url, entries, checkedAt: new Date() },
  });
  return summarise(row, await installedRevisions(db, ownerId));
}

async function findSource(db: PrismaClient, ownerId: string, id: string) {
  const row = await db.dataSource.findFirst({ where: { id, ownerId } });
  if (!row) throw new MusterError("NOT_FOUND", "error.dataSource.notFound");
  return row;
}

/** "Check for updates": reads the index again. */
export async function refreshDataSource(ownerId: string, id: string, db: PrismaClient = getPrisma()): Promise<DataSourceSummary> {
  const source = await findSource(db, ownerId, id);
  const index = await readIndexAt(source.url);
  const row = await db.dataSource.update({ where: { id }, data: { name: index.name || source.url, entries: index.entries as unknown as Prisma.InputJsonValue, checkedAt: new Date() } });
  return summarise(row, await installedRevisions(db, ownerId));
}

/** Downloads a game system and its catalogues from the index and installs them for this browser. */
export async function installFromDataSource(ownerId: string, id: string, gameSystemId: string, db: PrismaClient = getPrisma()): Promise<InstalledPackage> {
  const source = await findSource(db, ownerId, id);
  const index = await readIndexAt(source.url);
  const entries = filesOfSystem(index, gameSystemId);
  if (entries.length === 0) throw new MusterError("NOT_FOUND", "error.dataSource.systemNotListed", { params: { game: gameSystemId } });
  const files: { fileName: string; content: Uint8Array }[] = [];
  let total = 0;
  for (const entry of entries) {
    const content = await fetchPublicUrl(fileUrl(source.url, entry.filePath), FILE_LIMITS);
    total += content.byteLength;
    if (total > MAX_SYSTEM_BYTES) throw new MusterError("TOO_LARGE", "error.dataSource.tooLarge", { params: { mb: MAX_SYSTEM_BYTES / 1_000_000 } });
    files.push({ fileName: entry.filePath.split("/").pop() ?? entry.filePath, content });
  }
  await db.dataSource.update({ where: { id }, data: { entries: index.entries as unknown as Prisma.InputJsonValue, checkedAt: new Date() } });
  return installUploadedData(ownerId, files, db);
}
