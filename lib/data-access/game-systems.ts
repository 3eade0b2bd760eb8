/** Game systems and their factions (catalogues), for listing. */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { dataSourceSchema, type DataSource } from "@/lib/gamedata/catalogue-schema";
import { batchedRead } from "@/lib/server/batched-read";
import { SERVER_WIDE } from "@/lib/db/install-data-package";
import { visibleTo, type Viewer } from "./game-data";

export type CatalogueSummary = { id: string; name: string; revision: number; unitCount: number; source?: DataSource };

export type GameSystemSummary = {
  id: string;
  name: string;
  shortName: string;
  revision: number;
  catalogues: CatalogueSummary[];
};

/** Every game system, by name, with its catalogues for everyone by name (and this viewer's own army books). */
export async function listGameSystems(db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<GameSystemSummary[]> {
  const systems = await db.gameSystem.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      shortName: true,
      revision: true,
      catalogues: {
        where: visibleTo(viewer),
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: catalogueColumns,
      },
    },
  });
  return systems.map(({ catalogues, ...system }) => ({ ...system, catalogues: catalogues.map(toCatalogueSummary) }));
}

const catalogueColumns = { id: true, name: true, revision: true, source: true, _count: { select: { unitEntries: true } } } as const;

function toCatalogueSummary({ _count, source, ...catalogue }: { id: string; name: string; revision: number; source: unknown; _count: { unitEntries: number } }): CatalogueSummary {
  return { ...catalogue, unitCount: _count.unitEntries, source: readSource(source) };
}

/**
 * The cached listing for everyone with this viewer's own army books (installed from the Game
 * data page) added to their games: those are read per request, a cheap indexed query.
 */
async function withOwnBooks(systems: GameSystemSummary[], viewer: Viewer, db: PrismaClient): Promise<GameSystemSummary[]> {
  if (!viewer) return systems;
  const own = await db.catalogue.findMany({ where: { ownerId: viewer }, select: { ...catalogueColumns, gameSystemId: true } });
  if (own.length === 0) return systems;
  return systems.map((system) => {
    const added = own.filter((c) => c.gameSystemId === system.id).map(({ gameSystemId: _system, ...c }) => toCatalogueSummary(c));
    if (added.length === 0) return system;
    return { ...system, catalogues: [...system.catalogues, ...added].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)) };
  });
}

/** An installed BattleScribe game system a visitor can build on: the package it opens on and its factions. */
export type InstalledSystemSummary = {
  packageId: string;
  gameSystemId: string;
  name: string;
  revision: number;
  /** Installed for everyone; false: this browser's or account's own upload. */
  serverWide: boolean;
  catalogues: { id: string; name: string }[];
};

async function readInstalledSystems(db: PrismaClient, owners: string[]): Promise<InstalledSystemSummary[]> {
  const rows = await db.dataPackage.findMany({
    where: { ownerId: { in: owners } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, ownerId: true, gameSystemId: true, name: true, revision: true, files: { where: { kind: "catalogue", library: false }, orderBy: [{ name: "asc" }, { fileId: "asc" }], select: { fileId: true, name: true } } },
  });
  return rows.map((row) => ({ packageId: row.id, gameSystemId: row.gameSystemId, name: row.name, revision: row.revision, serverWide: row.ownerId === SERVER_WIDE, catalogues: row.files.map((f) => ({ id: f.fileId, name: f.name })) }));
}

/**
 * The installed game systems one visitor builds on, by name: their own upload of a game system
 * in place of the one installed for everyone (as lib/db/bs-data-sets.ts opens rosters), never
 * another browser's. The server-wide part comes from the per-process cache.
 */
export async function listInstalledSystems(ownerId: string | null, db: PrismaClient = getPrisma()): Promise<InstalledSystemSummary[]> {
  const [serverWide, own] = await Promise.all([readCached(db).then((c) => c.installed), ownerId && ownerId !== SERVER_WIDE ? readInstalledSystems(db, [ownerId]) : Promise.resolve([])]);
  const ownSystems = new Set(own.map((s) => s.gameSystemId));
  return [...own, ...serverWide.filter((s) => !ownSystems.has(s.gameSystemId))].sort((a, b) => a.name.localeCompare(b.name) || a.packageId.localeCompare(b.packageId));
}

/** A stored source statement, if it still reads as one (rows written before it existed have none). */
function readSource(stored: unknown): DataSource | undefined {
  const parsed = dataSourceSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What the home page lists changes only when a game system, catalogue or unit entry is added,
 * removed or rewritten (installs and `npm run db:prepare`, in any process): their counts and
 * latest updatedAt say so in one cheap query. The BattleScribe data installed for everyone is
 * listed beside them: an install or removal adds or deletes its package row, a swap or update changes
 * its id or updatedAt: a digest of those (a handful of rows) sees every one.
 */
async function readGameSystemsMarker(db: PrismaClient): Promise<string> {
  // Scalar subqueries, each "count@latest": about half the cost of two each on embedded PGlite.
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT (SELECT count(*) || '@' || coalesce(max("updatedAt")::text, '') FROM "GameSystem") AS systems,
            (SELECT count(*) || '@' || coalesce(max("updatedAt")::text, '') FROM "Catalogue") AS catalogues,
            (SELECT count(*) || '@' || coalesce(max("updatedAt")::text, '') FROM "UnitEntry") AS units,
            (SELECT md5(coalesce(string_agg(id || ':' || "updatedAt"::text || ':' || revision::text, ',' ORDER BY id), '')) FROM "DataPackage" WHERE "ownerId" = $1) AS packages`,
    SERVER_WIDE,
  );
  return JSON.stringify(rows[0] ?? {});
}

type Listed = { systems: GameSystemSummary[]; installed: InstalledSystemSummary[] };
type CachedList = { marker: string; listed: Promise<Listed>; readMarker: () => Promise<string> };

// Per process and per client, safe to lose: the list is read again when the marker differs.
const cachedLists = new WeakMap<PrismaClient, CachedList>();

/**
 * listGameSystems, answered from memory while the data has not changed. Every call still asks
 * the database for the marker (batched: one query in flight), so a change made by another
 * process before the call is always seen.
 */
export async function listGameSystemsCached(db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<GameSystemSummary[]> {
  return withOwnBooks((await readCached(db)).systems, viewer, db);
}

async function readCached(db: PrismaClient): Promise<Listed> {
  let cached = cachedLists.get(db);
  const readMarker = cached?.readMarker ?? batchedRead(() => readGameSystemsMarker(db));
  const marker = await readMarker();
  cached = cachedLists.get(db);
  if (cached?.marker === marker) return cached.listed;
  const listed = Promise.all([listGameSystems(db), readInstalledSystems(db, [SERVER_WIDE])]).then(([systems, installed]) => ({ systems, installed }));
  cachedLists.set(db, { marker, listed, readMarker });
  listed.catch(() => {
    if (cachedLists.get(db)?.listed === listed) cachedLists.delete(db);
  });
  return listed;
}
