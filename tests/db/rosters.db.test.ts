import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../lib/i18n/english";
import { getGameData, listExamples, listGameOptions } from "../../lib/data-access/game-data";
import {
  createRoster,
  deleteRoster,
  duplicateRoster,
  getRoster,
  importRoster,
  listRosters,
  renameRoster,
  restoreRoster,
  saveRoster,
} from "../../lib/data-access/rosters";
import { evaluate } from "../../lib/engine";
import { MusterError } from "../../lib/errors/muster-error";
import { exportRosterJson } from "../../lib/exchange/roster-json";
import { loadGameData } from "../../lib/gamedata/load-dir";
import type { Roster } from "../../lib/gamedata/roster-schema";
import { createRoster as createRosterDocument } from "../../lib/roster/new-roster";
import { MAX_ROSTER_BYTES, type CreateRosterRequest } from "../../lib/schemas/roster-requests";
import { createSeededDatabase, readExampleRoster, readRow } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;

beforeAll(async () => {
  db = await createSeededDatabase();
});
afterAll(async () => {
  await db.close();
});

/** The MusterError a promise rejects with (fails the test if it resolves). */
async function refusal(promise: Promise<unknown>): Promise<MusterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MusterError);
  return error as MusterError;
}

async function engineVerdict(document: Roster) {
  const data = (await getGameData(document.gameSystemId, document.catalogueId, db.prisma))!;
  const evaluation = evaluate(document, data.system, data.catalogue, { available: false });
  return { valid: evaluation.valid, totals: evaluation.totals.roster.costs, models: evaluation.totals.roster.models };
}

const pitched = readExampleRoster("aos-stormcast-pitched-2000.json");

function createFromExample(ownerId: string, file: string, name = "From an example") {
  const example = readExampleRoster(file);
  const request: CreateRosterRequest = {
    name,
    gameSystemId: example.gameSystemId,
    catalogueId: example.catalogueId,
    rulesetId: example.rulesetId,
    limits: {},
    exampleFile: file,
  };
  return createRoster(ownerId, request, db.prisma);
}

describe("game data for the New roster form", () => {
  it("lists every system with its factions, rulesets with sizes, and cost types, as in data/", async () => {
    const files = await loadGameData();
    const options = await listGameOptions(db.prisma);
    // A game with no faction yet (One Page Rules' games until an army book is installed) has nothing to start from.
    const playable = files.systems.filter((s) => files.catalogues.some((c) => c.gameSystemId === s.id));
    expect(options.map((o) => o.id).sort()).toEqual(playable.map((s) => s.id).sort());
    expect(options.map((o) => o.id)).not.toContain("grimdark-future");
    for (const option of options) {
      const system = files.systems.find((s) => s.id === option.id)!;
      expect(option.catalogues.map((c) => c.id).sort()).toEqual(files.catalogues.filter((c) => c.gameSystemId === system.id).map((c) => c.id).sort());
      expect(option.costTypes).toEqual(system.costTypes);
      expect(option.rulesets.map((r) => r.id)).toEqual(system.rulesets.map((r) => r.id));
      for (const ruleset of system.rulesets) {
        const offered = option.rulesets.find((r) => r.id === ruleset.id)!;
        expect(offered.battleSizes).toEqual(ruleset.battleSizes ?? []);
        expect(offered.customLimits).toBe(Boolean(ruleset.customLimits));
        expect(offered.forceEntryIds).toEqual(ruleset.forceEntryIds ?? system.forceEntries.map((f) => f.id));
      }
    }
  });

  it("returns full documents only for a system with one of its own catalogues", async () => {
    const files = await loadGameData();
    const t9a = await getGameData("t9a", "wdg", db.prisma);
    expect(t9a?.system).toEqual(files.systems.find((s) => s.id === "t9a"));
    expect(t9a?.catalogue).toEqual(files.catalogues.find((c) => c.id === "wdg"));
    expect(await getGameData("t9a", "space-marines", db.prisma)).toBeNull();
    expect(await getGameData("nope", "wdg", db.prisma)).toBeNull();
  });

  it("serves a new revision of a document once the seed changes it", async () => {
    const before = (await getGameData("aos", "gloomspite-gitz", db.prisma))!;
    const changed = { ...before.catalogue, name: "Gloomspite Gitz (revised)", revision: before.catalogue.revision + 1 };
    await db.prisma.catalogue.update({ where: { id: "gloomspite-gitz" }, data: { data: changed, revision: changed.revision } });
    try {
      expect((await getGameData("aos", "gloomspite-gitz", db.prisma))!.catalogue.name).toBe("Gloomspite Gitz (revised)");
    } finally {
      await db.prisma.catalogue.update({ where: { id: "gloomspite-gitz" }, data: { data: before.catalogue, revision: before.catalogue.revision } });
    }
  });

  it("lists the shipped examples, optionally for one system", async () => {
    const files = await loadGameData();
    const all = await listExamples();
    expect(all.map((e) => e.file)).toEqual(files.examples.map((e) => e.file));
    const aos = await listExamples("aos");
    expect(aos.length).toBeGreaterThan(0);
    expect(aos.every((e) => e.gameSystemId === "aos")).toBe(true);
    expect(aos.map((e) => e.name)).toEqual(files.examples.filter((e) => e.roster.gameSystemId === "aos").map((e) => e.roster.name));
  });
});

describe("creating rosters", () => {
  it("creates an empty roster with its first force, stamped and judged by the engine", async () => {
    const request: CreateRosterRequest = { name: "  Warhost  ".trim(), gameSystemId: "aos", catalogueId: "stormcast-eternals", rulesetId: "pitched-battle", battleSizeId: "warhost", limits: {} };
    const record = await createRoster("owner-create", request, db.prisma);
    const data = (await getGameData("aos", "stormcast-eternals", db.prisma))!;
    const expected = createRosterDocument(data.system, data.catalogue, { name: "Warhost", rulesetId: "pitched-battle", battleSizeId: "warhost", limits: {} }, () => record.document.forces[0]!.id);
    expect(record.document).toEqual({ ...expected, dataRevisions: { gameSystem: data.system.revision, catalogue: data.catalogue.revision } });
    expect(record).toMatchObject({ name: "Warhost", gameSystemId: "aos", catalogueId: "stormcast-eternals", version: 1, ...(await engineVerdict(record.document)) });
    expect(await getRoster("owner-create", record.id, db.prisma)).toEqual(record);
  });

  it("copies a shipped example under the chosen name", async () => {
    const record = await createFromExample("owner-create", "t9a-4500.json", "My Dark Gods");
    const example = readExampleRoster("t9a-4500.json");
    expect(record.document.forces).toEqual(example.forces);
    expect(record.document.name).toBe("My Dark Gods");
    expect(record).toMatchObject(await engineVerdict(example));
  });

  it("refuses unknown game data, rulesets, battle sizes and examples, creating nothing", async () => {
    const before = await db.prisma.roster.count();
    const base: CreateRosterRequest = { name: "X", gameSystemId: "aos", catalogueId: "stormcast-eternals", rulesetId: "pitched-battle", limits: {} };
    expect((await refusal(createRoster("o", { ...base, catalogueId: "wdg" }, db.prisma))).code).toBe("UNKNOWN_GAME_DATA");
    expect((await refusal(createRoster("o", { ...base, gameSystemId: "chess" }, db.prisma))).code).toBe("UNKNOWN_GAME_DATA");
    const ruleset = await refusal(createRoster("o", { ...base, rulesetId: "tournament" }, db.prisma));
    expect(ruleset).toMatchObject({ code: "INVALID_INPUT", problems: [{ path: "rulesetId" }] });
    const size = await refusal(createRoster("o", { ...base, battleSizeId: "onslaught" }, db.prisma));
    expect(size).toMatchObject({ code: "INVALID_INPUT", problems: [{ path: "battleSizeId" }] });
    const missing = await refusal(createRoster("o", { ...base, exampleFile: "no-such-example.json" }, db.prisma));
    expect(missing).toMatchObject({ code: "INVALID_INPUT", problems: [{ path: "exampleFile" }] });
    const otherGame = await refusal(createRoster("o", { ...base, exampleFile: "t9a-4500.json" }, db.prisma));
    expect(otherGame).toMatchObject({ code: "INVALID_INPUT", problems: [{ path: "exampleFile" }] });
    expect(await db.prisma.roster.count()).toBe(before);
  });
});

describe("two owners", () => {
  it("cannot list, read, save, rename, delete, restore or duplicate each other's rosters; nothing changes", async () => {
    const mine = await createFromExample("alice", "aof-regiments-1500.json", "Alice's list");
    const before = await readRow(db, mine.id);
    const document = { ...mine.document, name: "Taken over" };
    expect((await listRosters("bob", { sort: "updated" }, db.prisma)).map((r) => r.id)).not.toContain(mine.id);
    expect(await getRoster("bob", mine.id, db.prisma)).toBeNull();
    expect((await refusal(saveRoster("bob", mine.id, { document, version: mine.version }, db.prisma))).code).toBe("NOT_FOUND");
    expect((await refusal(renameRoster("bob", mine.id, { name: "Taken over" }, db.prisma))).code).toBe("NOT_FOUND");
    expect((await refusal(deleteRoster("bob", mine.id, db.prisma))).code).toBe("NOT_FOUND");
    expect((await refusal(restoreRoster("bob", mine.id, db.prisma))).code).toBe("NOT_FOUND");
    expect((await refusal(duplicateRoster("bob", mine.id, db.prisma))).code).toBe("NOT_FOUND");
    expect(await readRow(db, mine.id)).toEqual(before);
    expect(await db.prisma.roster.count({ where: { ownerId: "bob" } })).toBe(0);
    expect((await listRosters("alice", { sort: "updated" }, db.prisma)).map((r) => r.id)).toContain(mine.id);
  });
});

describe("saving", () => {
  it("stores the document with the engine's verdict, stamps data revisions and bumps the version", async () => {
    const created = await createRoster("saver", { name: "Empty", gameSystemId: "aos", catalogueId: "stormcast-eternals", rulesetId: "pitched-battle", battleSizeId: "warhost", limits: {} }, db.prisma);
    const document: Roster = { ...pitched, name: "Now full", dataRevisions: { gameSystem: 0, catalogue: 0 } };
    const saved = await saveRoster("saver", created.id, { document, version: 1 }, db.prisma);
    const data = (await getGameData("aos", "stormcast-eternals", db.prisma))!;
    expect(saved).toMatchObject({ id: created.id, name: "Now full", version: 2, ...(await engineVerdict(document)) });
    expect(saved.valid).toBe(true);
    expect(saved.document).toEqual({ ...document, dataRevisions: { gameSystem: data.system.revision, catalogue: data.catalogue.revision } });
    expect(await getRoster("saver", created.id, db.prisma)).toEqual(saved);
  });

  it("saves an invalid roster (work in progress) and marks it invalid", async () => {
    const created = await createFromExample("saver", "aos-stormcast-pitched-2000.json");
    expect(created.valid).toBe(true);
    const broken: Roster = { ...created.document, limits: { pts: 500 } };
    expect((await engineVerdict(broken)).valid).toBe(false);
    const saved = await saveRoster("saver", created.id, { document: broken, version: created.version }, db.prisma);
    expect(saved).toMatchObject({ valid: false, version: created.version + 1, document: { limits: { pts: 500 } } });
  });

  it("lets exactly one of two saves from the same version win; the other gets CONFLICT with the stored record", async () => {
    const created = await createFromExample("saver", "aos-stormcast-pitched-2000.json", "Two tabs");
    const tabA = { ...created.document, name: "Tab A" };
    const tabB = { ...created.document, name: "Tab B" };
    const results = await Promise.allSettled([
      saveRoster("saver", created.id, { document: tabA, version: created.version }, db.prisma),
      saveRoster("saver", created.id, { document: tabB, version: created.version }, db.prisma),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const stored = (await getRoster("saver", created.id, db.prisma))!;
    expect(stored.version).toBe(created.version + 1);
    expect(lost[0]!.reason).toBeInstanceOf(MusterError);
    expect(lost[0]!.reason).toMatchObject({ code: "CONFLICT", data: { current: stored } });
    // The loser's work is not in the database, and the winner's is whole.
    expect(["Tab A", "Tab B"]).toContain(stored.name);
    expect(stored.document.name).toBe(stored.name);
  });

  it("refuses a save from an older version, even one made after a rename elsewhere", async () => {
    const created = await createFromExample("saver", "aos-stormcast-pitched-2000.json", "Renamed elsewhere");
    const renamed = await renameRoster("saver", created.id, { name: "New name" }, db.prisma);
    expect(renamed).toMatchObject({ name: "New name", version: created.version + 1, document: { name: "New name" } });
    const before = await readRow(db, created.id);
    const error = await refusal(saveRoster("saver", created.id, { document: created.document, version: created.version }, db.prisma));
    expect(error).toMatchObject({ code: "CONFLICT", data: { current: renamed } });
    expect(await readRow(db, created.id)).toEqual(before);
  });

  it("refuses to switch a roster to another game or faction, changing nothing", async () => {
    const created = await createFromExample("saver", "aos-stormcast-pitched-2000.json");
    const before = await readRow(db, created.id);
    const other = readExampleRoster("aos-gloomspite-pitched-2000.json");
    expect((await refusal(saveRoster("saver", created.id, { document: other, version: created.version }, db.prisma))).code).toBe("INVALID_INPUT");
    expect(await readRow(db, created.id)).toEqual(before);
  });
});

describe("listing", () => {
  it("filters by roster name, game or faction in any case, and sorts by update, name or system", async () => {
    const owner = "lister";
    const a = await createFromExample(owner, "aos-open-gloomspite.json", "b loonboss");
    const b = await createFromExample(owner, "wh40k-open-play-small.json", "A marines");
    const c = await createFromExample(owner, "t9a-4500.json", "C dark");
    const ids = async (query: Parameters<typeof listRosters>[1]) => (await listRosters(owner, query, db.prisma)).map((r) => r.id);
    expect(await ids({ sort: "updated" })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ sort: "name" })).toEqual([b.id, a.id, c.id]);
    const systems = await listRosters(owner, { sort: "system" }, db.prisma);
    expect(systems.map((s) => s.systemName)).toEqual([...systems.map((s) => s.systemName)].sort((x, y) => x.localeCompare(y)));
    expect(await ids({ q: "LOON", sort: "updated" })).toEqual([a.id]);
    expect(await ids({ q: "9th age", sort: "updated" })).toEqual([c.id]);
    expect(await ids({ q: "space marines", sort: "updated" })).toEqual([b.id]);
    const [summary] = await listRosters(owner, { q: "dark", sort: "name" }, db.prisma);
    expect(summary).toMatchObject({ systemName: "The 9th Age: Fantasy Battles", factionName: "Warriors of the Dark Gods", valid: c.valid, totals: c.totals, models: c.models });
    expect(summary).not.toHaveProperty("document");
  });
});

describe("soft delete, restore and duplicate", () => {
  it("hides a deleted roster everywhere until it is restored, unchanged", async () => {
    const created = await createFromExample("deleter", "aof-regiments-750.json");
    await deleteRoster("deleter", created.id, db.prisma);
    expect((await readRow(db, created.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await getRoster("deleter", created.id, db.prisma)).toBeNull();
    expect((await listRosters("deleter", { sort: "updated" }, db.prisma)).map((r) => r.id)).not.toContain(created.id);
    expect((await refusal(saveRoster("deleter", created.id, { document: created.document, version: created.version }, db.prisma))).code).toBe("NOT_FOUND");
    await deleteRoster("deleter", created.id, db.prisma); // a second click is harmless
    const restored = await restoreRoster("deleter", created.id, db.prisma);
    expect(restored).toEqual(created);
    expect((await listRosters("deleter", { sort: "updated" }, db.prisma)).map((r) => r.id)).toContain(created.id);
  });

  it("duplicates a roster as a new one named '… (copy)', leaving the original as it was", async () => {
    const created = await createFromExample("duplicator", "wh40k-2000-battalion-patrol.json", "Battalion");
    const before = await readRow(db, created.id);
    const copy = await duplicateRoster("duplicator", created.id, db.prisma);
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({ name: "Battalion (copy)", version: 1, valid: created.valid, totals: created.totals, models: created.models });
    expect(copy.document).toEqual({ ...created.document, name: "Battalion (copy)" });
    expect(await readRow(db, created.id)).toEqual(before);
    const long = await renameRoster("duplicator", created.id, { name: "x".repeat(200) }, db.prisma);
    expect((await duplicateRoster("duplicator", long.id, db.prisma)).name).toHaveLength(200);
  });
});

describe("import", () => {
  it("always creates a new roster, even from the export of an existing one", async () => {
    const original = await createFromExample("importer", "t9a-4500.json");
    const data = (await getGameData("t9a", "wdg", db.prisma))!;
    const file = exportRosterJson(original.document, data.system, data.catalogue);
    const before = await readRow(db, original.id);
    const { roster, notices } = await importRoster("importer", file, db.prisma);
    expect(roster.id).not.toBe(original.id);
    expect(notices).toEqual([]);
    // Beside the roster of the same name it came from, the copy is named as one; nothing else differs.
    const copyName = en.t("import.importedName", { name: original.name });
    expect(roster.document).toEqual({ ...original.document, name: copyName });
    expect(await readRow(db, original.id)).toEqual(before);
    // Round trip: export, import, export gives the same file, but for that name.
    expect(exportRosterJson(roster.document, data.system, data.catalogue)).toBe(exportRosterJson({ ...original.document, name: copyName }, data.system, data.catalogue));
    // In another browser, without a roster of that name, the file comes back exactly.
    const elsewhere = await importRoster("another-importer", file, db.prisma);
    expect(exportRosterJson(elsewhere.roster.document, data.system, data.catalogue)).toBe(file);
  });

  it("reports entries the catalogue does not know, and migrates an older schema version", async () => {
    const file: Record<string, unknown> = structuredClone(pitched) as unknown as Record<string, unknown>;
    const roster = file as unknown as Roster;
    roster.forces[0]!.selections.push({ id: "mystery-1", entryId: "mystery-unit", number: 1 });
    file.schemaVersion = 1;
    delete file.dataRevisions;
    const { roster: imported, notices } = await importRoster("importer", JSON.stringify(file), db.prisma);
    expect(notices).toContainEqual({ code: "import.unknown-entries", params: { entryIds: ["mystery-unit"] } });
    expect(notices).toContainEqual({ code: "import.migrated", params: { from: 1, to: 2 } });
    expect(imported.valid).toBe(false);
  });

  it("refuses corrupt JSON, a non-roster, an unknown game or faction and a file over 5 MB, creating nothing", async () => {
    const before = await db.prisma.roster.count();
    expect((await refusal(importRoster("importer", '{"schemaVersion": 2, "name": ', db.prisma))).code).toBe("INVALID_INPUT");
    expect((await refusal(importRoster("importer", '{"hello": "world"}', db.prisma))).code).toBe("INVALID_INPUT");
    expect((await refusal(importRoster("importer", JSON.stringify({ ...pitched, gameSystemId: "chess" }), db.prisma))).code).toBe("UNKNOWN_GAME_DATA");
    expect((await refusal(importRoster("importer", JSON.stringify({ ...pitched, catalogueId: "wdg" }), db.prisma))).code).toBe("UNKNOWN_GAME_DATA");
    const huge = JSON.stringify({ ...pitched, notes: "x".repeat(MAX_ROSTER_BYTES) });
    expect((await refusal(importRoster("importer", huge, db.prisma))).code).toBe("TOO_LARGE");
    expect(await db.prisma.roster.count()).toBe(before);
  });
});
