/**
 * The BattleScribe data a browser builds on: its own upload of a game system, else the one
 * installed for everyone. Data sets are kept in memory per package and revision (safe to lose:
 * they are read again from the database).
 */
import type { PrismaClient } from "../generated/prisma/client";
import type { CatalogueData, DataSet, GameSystemData } from "../battlescribe/data-types";
import { SERVER_WIDE } from "./install-data-package";
import { readPackageFileData } from "./package-file-data";

const cache = new Map<string, DataSet>();
const MAX_CACHED = 4;

/** The package a browser builds this game system on: its own upload, else the server-wide one. */
export async function findDataPackage(db: PrismaClient, ownerId: string, gameSystemId: string): Promise<{ id: string; name: string; revision: number; updatedAt: Date } | null> {
  const packages = await db.dataPackage.findMany({
    where: { gameSystemId, ownerId: { in: [ownerId, SERVER_WIDE] } },
    select: { id: true, ownerId: true, name: true, revision: true, updatedAt: true },
  });
  const chosen = packages.find((p) => p.ownerId === ownerId) ?? packages[0];
  return chosen ? { id: chosen.id, name: chosen.name, revision: chosen.revision, updatedAt: chosen.updatedAt } : null;
}

export async function findDataSet(db: PrismaClient, ownerId: string, gameSystemId: string): Promise<DataSet | null> {
  const chosen = await findDataPackage(db, ownerId, gameSystemId);
  if (!chosen) return null;
  const key = `${chosen.id}@${chosen.updatedAt.getTime()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const files = await db.dataPackageFile.findMany({ where: { packageId: chosen.id }, select: { kind: true, data: true, dataGzip: true } });
  const system = files.find((f) => f.kind === "gameSystem");
  if (!system) return null;
  const set: DataSet = { gameSystem: readPackageFileData<GameSystemData>(system), catalogues: files.filter((f) => f.kind === "catalogue").map((f) => readPackageFileData<CatalogueData>(f)) };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, set);
  return set;
}

/** One package's data set, whoever owns it (after an install, to check rosters on it again). */
export async function loadPackageDataSet(db: PrismaClient, packageId: string): Promise<DataSet> {
  const files = await db.dataPackageFile.findMany({ where: { packageId }, select: { kind: true, data: true, dataGzip: true } });
  const system = files.find((f) => f.kind === "gameSystem");
  if (!system) throw new Error(`package ${packageId} has no game system`);
  return { gameSystem: readPackageFileData<GameSystemData>(system), catalogues: files.filter((f) => f.kind === "catalogue").map((f) => readPackageFileData<CatalogueData>(f)) };
}
