/**
 * Brings the game-data tables in line with data/: in one transaction it creates, updates and
 * deletes rows so that they equal what the files say. Running it twice changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_DATA_DIR, loadGameData } from "../gamedata/load-dir";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { buildGameDataRows, type CatalogueRow, type GameDataRows } from "./game-data-rows";
import { planRowChanges, type RowChanges } from "./plan-row-changes";

export type TableReport = { created: number; updated: number; deleted: number; total: number };
export type SeedReport = Record<keyof GameDataRows, TableReport>;

/** A large data set on PGlite takes a while; the default 5 s would abort it. */
const TRANSACTION_OPTIONS = { timeout: 300_000, maxWait: 30_000 };

function report<Row extends { id: string }>(changes: RowChanges<Row>, total: number): TableReport {
  return { created: changes.create.length, updated: changes.update.length, deleted: changes.delete.length, total };
}

/** Prisma writes SQL NULL into a Json column only when asked with DbNull, not with null. */
function catalogueData({ source, ...row }: CatalogueRow) {
  return { ...row, source: source ?? Prisma.DbNull };
}

export async function syncGameDataRows(prisma: PrismaClient, rows: GameDataRows): Promise<SeedReport> {
  return prisma.$transaction(async (tx) => {
    const systems = planRowChanges(
      await tx.gameSystem.findMany({ select: { id: true, name: true, shortName: true, revision: true, data: true } }),
      rows.gameSystems,
    );
    const catalogues = planRowChanges(
      // Army books a server installed (importedFrom set) are not in data/ and stay as they are.
      await tx.catalogue.findMany({ where: { importedFrom: null }, select: { id: true, gameSystemId: true, name: true, revision: true, source: true, data: true } }),
      rows.catalogues,
    );
    const units = planRowChanges(
      await tx.unitEntry.findMany({
        where: { catalogue: { importedFrom: null } },
        select: {
          id: true,
          catalogueId: true,
          entryId: true,
          name: true,
          type: true,
          categoryIds: true,
          categoryNames: true,
          keywords: true,
          costs: true,
        },
      }),
      rows.unitEntries,
    );

    // Children before parents, so no delete waits on a cascade it did not ask for.
    await tx.unitEntry.deleteMany({ where: { id: { in: units.delete } } });
    await tx.catalogue.deleteMany({ where: { id: { in: catalogues.delete } } });
    await tx.gameSystem.deleteMany({ where: { id: { in: systems.delete } } });

    // Parents before children, for the foreign keys.
    await tx.gameSystem.createMany({ data: systems.create });
    for (const { id, ...data } of systems.update) await tx.gameSystem.update({ where: { id }, data });
    await tx.catalogue.createMany({ data: catalogues.create.map(catalogueData) });
    for (const { id, ...data } of catalogues.update.map(catalogueData)) await tx.catalogue.update({ where: { id }, data });
    await tx.unitEntry.createMany({ data: units.create });
    for (const { id, ...data } of units.update) await tx.unitEntry.update({ where: { id }, data });

    return {
      gameSystems: report(systems, rows.gameSystems.length),
      catalogues: report(catalogues, rows.catalogues.length),
      unitEntries: report(units, rows.unitEntries.length),
    };
  }, TRANSACTION_OPTIONS);
}

/** data/ of the project, or MUSTER_GAME_DATA_DIR (tests and e2e point it at fixtures). */
export function resolveGameDataDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const configured = env.MUSTER_GAME_DATA_DIR?.trim();
  return configured ? path.resolve(cwd, configured) : DEFAULT_DATA_DIR;
}

/** Whether `dataDir` holds game data at all (a fresh clone may have no data/systems yet). */
export function hasGameData(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "systems"));
}

/**
 * Validates every file first: a bad file throws GameDataError (file, JSON path, problem)
 * before the database is touched, so it stays as it was.
 */
export async function seedGameData(prisma: PrismaClient, dataDir: string = DEFAULT_DATA_DIR): Promise<SeedReport> {
  const data = await loadGameData(dataDir);
  return syncGameDataRows(prisma, buildGameDataRows(data));
}

export function describeSeedReport(seed: SeedReport): string {
  const part = (label: string, table: TableReport) => {
    const changes = [
      table.created && `${table.created} new`,
      table.updated && `${table.updated} changed`,
      table.deleted && `${table.deleted} removed`,
    ].filter(Boolean);
    return `${table.total} ${label}${changes.length ? ` (${changes.join(", ")})` : ""}`;
  };
  return [
    part("game systems", seed.gameSystems),
    part("catalogues", seed.catalogues),
    part("unit entries", seed.unitEntries),
  ].join(", ");
}
