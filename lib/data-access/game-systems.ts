/** Game systems and their factions (catalogues), for listing. */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { dataSourceSchema, type DataSource } from "@/lib/gamedata/catalogue-schema";
import { batchedRead } from "@/lib/server/batched-read";

export type CatalogueSummary = { id: string; name: string; revision: number; unitCount: number; source?: DataSource };

export type GameSystemSummary = {
  id: string;
  name: string;
  shortName: string;
  revision: number;
  catalogues: CatalogueSummary[];
};

/** Every game system, by name, with its catalogues by name. */
export async function listGameSystems(db: PrismaClient = getPrisma()): Promise<GameSystemSummary[]> {
  const systems = await db.gameSystem.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      shortName: true,
      revision: true,
      catalogues: {
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: { id: true, name: true, revision: true, source: true, _count: { select: { unitEntries: true } } },
      },
    },
  });
  return systems.map(({ catalogues, ...system }) => ({
    ...system,
    catalogues: catalogues.map(({ _count, source, ...catalogue }) => ({ ...catalogue, unitCount: _count.unitEntries, source: readSource(source) })),
  }));
}

/** A stored source statement, if it still reads as one (rows written before it existed have none). */
function readSource(stored: unknown): DataSource | undefined {
  const parsed = dataSourceSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What the home page lists changes only when a game system, catalogue or unit entry is added,
 * removed or rewritten (installs and `npm run db:prepare`, in any process): their counts and
 * latest updatedAt say so in one cheap query.
 */
async function readGameSystemsMarker(db: PrismaClient): Promise<string> {
  // Three scalar subqueries, each "count@latest": about half the cost of six on embedded PGlite.
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT (SELECT count(*) || '@' || coalesce(max("updatedAt")::text, '') FROM "GameSystem") AS systems,
            (SELECT count(*) || '@' || coalesce(max("updatedAt")::text, '') FROM "Catalogue") AS catalogues,
            (SELECT count(*) || '@' || coalesce(max("updatedAt")::text, '') FROM "UnitEntry") AS units`,
  );
  return JSON.stringify(rows[0] ?? {});
}

type CachedList = { marker: string; systems: Promise<GameSystemSummary[]>; readMarker: () => Promise<string> };

// Per process and per client, safe to lose: the list is read again when the marker differs.
const cachedLists = new WeakMap<PrismaClient, CachedList>();

/**
 * listGameSystems, answered from memory while the data has not changed. Every call still asks
 * the database for the marker (batched: one query in flight), so a change made by another
 * process before the call is always seen.
 */
export async function listGameSystemsCached(db: PrismaClient = getPrisma()): Promise<GameSystemSummary[]> {
  let cached = cachedLists.get(db);
  const readMarker = cached?.readMarker ?? batchedRead(() => readGameSystemsMarker(db));
  const marker = await readMarker();
  cached = cachedLists.get(db);
  if (cached?.marker === marker) return cached.systems;
  const systems = listGameSystems(db);
  cachedLists.set(db, { marker, systems, readMarker });
  systems.catch(() => {
    if (cachedLists.get(db)?.systems === systems) cachedLists.delete(db);
  });
  return systems;
}
