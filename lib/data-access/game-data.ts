/**
 * Game data for rosters: the choices of the New roster form, the full system and catalogue
 * documents the engine needs (cached in memory per revision), and the shipped example rosters.
 */
import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { resolveGameDataDir } from "@/lib/db/seed-game-data";
import {
  catalogueSchema,
  gameSystemSchema,
  type BattleSize,
  type Catalogue,
  type CostType,
  type GameSystem,
} from "@/lib/gamedata/catalogue-schema";
import { migrateRoster } from "@/lib/gamedata/roster-migrations";
import type { Roster } from "@/lib/gamedata/roster-schema";

export type RulesetOption = {
  id: string;
  name: string;
  description?: string;
  customLimits: boolean;
  battleSizes: BattleSize[];
  /** Force entries a roster may use under this ruleset (all of the system's when it names none). */
  forceEntryIds: string[];
};

export type GameOption = {
  id: string;
  name: string;
  shortName: string;
  revision: number;
  catalogues: { id: string; name: string }[];
  rulesets: RulesetOption[];
  costTypes: CostType[];
  forceEntries: { id: string; name: string }[];
};

export type GameData = { system: GameSystem; catalogue: Catalogue };

export type ExampleSummary = { file: string; name: string; gameSystemId: string; catalogueId: string };

type Cached<T> = { revision: string; document: Promise<T> };
type DocumentCache = { systems: Map<string, Cached<GameSystem>>; catalogues: Map<string, Cached<Catalogue>> };

// Per database client, so tests with their own databases never see each other's documents.
const caches = new WeakMap<PrismaClient, DocumentCache>();

function cacheFor(db: PrismaClient): DocumentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { systems: new Map(), catalogues: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The cached document of this revision, or a fresh read that replaces an older revision's. */
/**
 * A document's version: its revision and when its row was last written. A reload of the data
 * that changes a document without raising its revision still gives it a new version, so no
 * process (and no browser, lib/client/game-data-cache.ts) keeps the old text.
 */
export function versionOf(row: { revision: number; updatedAt: Date }): string {
  return `${row.revision}.${row.updatedAt.getTime().toString(36)}`;
}

function cached<T>(map: Map<string, Cached<T>>, id: string, revision: string, load: () => Promise<T>): Promise<T> {
  const hit = map.get(id);
  if (hit && hit.revision === revision) return hit.document;
  const document = load();
  map.set(id, { revision, document });
  document.catch(() => map.delete(id));
  return document;
}

async function loadSystemDocument(db: PrismaClient, id: string): Promise<GameSystem> {
  const row = await db.gameSystem.findUniqueOrThrow({ where: { id }, select: { data: true } });
  return gameSystemSchema.parse(row.data);
}

async function loadCatalogueDocument(db: PrismaClient, id: string): Promise<Catalogue> {
  const row = await db.catalogue.findUniqueOrThrow({ where: { id }, select: { data: true } });
  return catalogueSchema.parse(row.data);
}

/** A game system's full document, or null when the game data has no such system. */
export async function getGameSystem(gameSystemId: string, db: PrismaClient = getPrisma()): Promise<GameSystem | null> {
  const row = await db.gameSystem.findUnique({ where: { id: gameSystemId }, select: { revision: true, updatedAt: true } });
  if (!row) return null;
  return cached(cacheFor(db).systems, gameSystemId, versionOf(row), () => loadSystemDocument(db, gameSystemId));
}

/**
 * Who reads game data: the owner (browser or account) whose army books installed from the Game
 * data page count as installed, besides those for everyone; for a roster, its owner (so a share
 * link's visitor sees the roster on its owner's book). null: only what is installed for everyone.
 */
export type Viewer = string | null;

/** Catalogues this viewer may read: those for everyone and their own. */
export function visibleTo(viewer: Viewer): { ownerId: string | { in: string[] } } {
  return viewer ? { ownerId: { in: ["", viewer] } } : { ownerId: "" };
}

/** A catalogue's full document, or null when the game data has no such catalogue (or it is another owner's: never told apart). */
export async function getCatalogue(catalogueId: string, db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<Catalogue | null> {
  const row = await db.catalogue.findUnique({ where: { id: catalogueId }, select: { revision: true, updatedAt: true, ownerId: true } });
  if (!row || (row.ownerId !== "" && row.ownerId !== viewer)) return null;
  return cached(cacheFor(db).catalogues, catalogueId, versionOf(row), () => loadCatalogueDocument(db, catalogueId));
}

/** The system and catalogue a roster needs; null unless both exist and belong together. */
export async function getGameData(gameSystemId: string, catalogueId: string, db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<GameData | null> {
  const [system, catalogue] = await Promise.all([getGameSystem(gameSystemId, db), getCatalogue(catalogueId, db, viewer)]);
  if (!system || !catalogue || catalogue.gameSystemId !== system.id) return null;
  return { system, catalogue };
}

function describeRulesets(system: GameSystem): RulesetOption[] {
  const allForceEntries = system.forceEntries.map((f) => f.id);
  return system.rulesets.map((ruleset) => ({
    id: ruleset.id,
    name: ruleset.name,
    ...(ruleset.description ? { description: ruleset.description } : {}),
    customLimits: Boolean(ruleset.customLimits),
    battleSizes: ruleset.battleSizes ?? [],
    forceEntryIds: ruleset.forceEntryIds ?? allForceEntries,
  }));
}

/** Every game system with what the New roster form offers to this viewer: factions, rulesets and sizes, cost types. */
export async function listGameOptions(db: PrismaClient = getPrisma(), viewer: Viewer = null): Promise<GameOption[]> {
  const visible = visibleTo(viewer);
  const rows = await db.gameSystem.findMany({
    // A game whose army books are not installed yet (One Page Rules' games until data:import) has no faction to start from.
    where: { catalogues: { some: visible } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      shortName: true,
      revision: true,
      updatedAt: true,
      catalogues: { where: visible, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } },
    },
  });
  const cache = cacheFor(db).systems;
  return Promise.all(
    rows.map(async (row) => {
      const system = await cached(cache, row.id, versionOf(row), () => loadSystemDocument(db, row.id));
      return {
        id: row.id,
        name: row.name,
        shortName: row.shortName,
        revision: row.revision,
        catalogues: row.catalogues,
        rulesets: describeRulesets(system),
        costTypes: system.costTypes,
        forceEntries: system.forceEntries.map((f) => ({ id: f.id, name: f.name })),
      };
    }),
  );
}

type Example = { file: string; roster: Roster };

// Example files ship with the app and change only with it: read once per folder.
const examplesByDir = new Map<string, Promise<Example[]>>();

async function readExamples(dir: string): Promise<Example[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
  const examples: Example[] = [];
  for (const file of names) {
    const text = await readFile(path.join(dir, file), "utf8");
    const migrated = migrateRoster(JSON.parse(text));
    // `npm run data:check` reports broken examples; here they are simply not offered.
    if (migrated.ok) examples.push({ file, roster: migrated.roster });
  }
  return examples;
}

function loadExamples(): Promise<Example[]> {
  const dir = path.join(resolveGameDataDir(), "examples");
  let examples = examplesByDir.get(dir);
  if (!examples) {
    examples = readExamples(dir);
    examplesByDir.set(dir, examples);
    examples.catch(() => examplesByDir.delete(dir));
  }
  return examples;
}

/** The shipped example rosters (data/examples), optionally of one game system only. */
export async function listExamples(gameSystemId?: string): Promise<ExampleSummary[]> {
  const examples = await loadExamples();
  return examples
    .filter((e) => !gameSystemId || e.roster.gameSystemId === gameSystemId)
    .map(({ file, roster }) => ({ file, name: roster.name, gameSystemId: roster.gameSystemId, catalogueId: roster.catalogueId }));
}

/** One example roster's document by its file name, or null. Only listed files are readable. */
export async function readExample(file: string): Promise<Roster | null> {
  const examples = await loadExamples();
  return examples.find((e) => e.file === file)?.roster ?? null;
}
