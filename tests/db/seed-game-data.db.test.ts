import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedGameData } from "../../lib/db/seed-game-data";
import { GameDataError } from "../../lib/gamedata/game-data-error";
import { loadGameData } from "../../lib/gamedata/load-dir";
import { listUnitEntries } from "../../lib/gamedata/list-unit-entries";
import { FIXTURES } from "./support/run-prepare-script";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const VALID = path.join(FIXTURES, "valid");
const BAD_FILE = path.join(FIXTURES, "bad-file");

/** Every row of the game-data tables, timestamps included. */
async function snapshot(db: TestDatabase) {
  const orderBy = { id: "asc" } as const;
  return {
    gameSystems: await db.prisma.gameSystem.findMany({ orderBy }),
    catalogues: await db.prisma.catalogue.findMany({ orderBy }),
    unitEntries: await db.prisma.unitEntry.findMany({ orderBy }),
  };
}

/** A writable copy of the valid fixture, for tests that change the data. */
function copyValidFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-seed-"));
  fs.cpSync(VALID, dir, { recursive: true });
  return dir;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

describe("seedGameData", () => {
  let db: TestDatabase;
  const tempDirs: string[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await db.close();
    for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores every game system, catalogue and listed unit entry of the data", async () => {
    const data = await loadGameData(VALID);
    const report = await seedGameData(db.prisma, VALID);

    const rows = await snapshot(db);
    expect(rows.gameSystems.map((s) => s.id).sort()).toEqual(data.systems.map((s) => s.id).sort());
    expect(rows.catalogues.map((c) => c.id).sort()).toEqual(data.catalogues.map((c) => c.id).sort());
    const expectedUnits = data.catalogues.flatMap((catalogue) => {
      const system = data.systems.find((s) => s.id === catalogue.gameSystemId)!;
      return listUnitEntries(system, catalogue).map((unit) => `${catalogue.id}:${unit.entryId}`);
    });
    expect(rows.unitEntries.map((u) => u.id).sort()).toEqual(expectedUnits.sort());
    expect(report.unitEntries).toEqual({ created: expectedUnits.length, updated: 0, deleted: 0, total: expectedUnits.length });

    const captain = rows.unitEntries.find((u) => u.id === "fx-iron-wardens:fx-warden-captain");
    expect(captain).toMatchObject({
      catalogueId: "fx-iron-wardens",
      entryId: "fx-warden-captain",
      name: "Warden Captain",
      type: "unit",
      categoryIds: ["fx-hq"],
      categoryNames: ["HQ"],
      keywords: ["WARDENS", "INFANTRY", "CHARACTER"],
      costs: { pts: 90 },
    });
    // Hidden entries and upgrades are not units one can add.
    expect(rows.unitEntries.some((u) => u.entryId === "fx-warden-secret" || u.entryId === "fx-warden-relic")).toBe(false);
    const system = rows.gameSystems.find((s) => s.id === "fx-skirmish");
    expect(system).toMatchObject({ name: "Fixture Skirmish", shortName: "FXS", revision: 3 });
    expect((system?.data as { costTypes: unknown[] }).costTypes).toEqual([{ id: "pts", name: "Points" }]);
  });

  it("is idempotent: a second run changes no row, not even updatedAt", async () => {
    await seedGameData(db.prisma, VALID);
    const before = await snapshot(db);
    const report = await seedGameData(db.prisma, VALID);
    expect(await snapshot(db)).toEqual(before);
    for (const table of Object.values(report)) expect(table).toMatchObject({ created: 0, updated: 0, deleted: 0 });
  });

  it("updates changed rows only and deletes what the data no longer has", async () => {
    await seedGameData(db.prisma, VALID);
    const before = await snapshot(db);
    const dir = copyValidFixture();
    tempDirs.push(dir);
    editJson(path.join(dir, "systems/skirmish/catalogues/iron-wardens.json"), (catalogue) => {
      const entries = catalogue.selectionEntries as { id: string; name: string; costs: { value: number }[] }[];
      const spears = entries.find((e) => e.id === "fx-warden-spears")!;
      spears.name = "Warden Pikes";
      spears.costs[0]!.value = 65;
      catalogue.selectionEntries = entries.filter((e) => e.id !== "fx-warden-bolt-thrower");
    });
    fs.rmSync(path.join(dir, "systems/battle"), { recursive: true });

    await new Promise((resolve) => setTimeout(resolve, 20)); // updatedAt has millisecond precision
    const report = await seedGameData(db.prisma, dir);
    const after = await snapshot(db);

    expect(report.gameSystems).toMatchObject({ updated: 0, deleted: 1 });
    expect(report.catalogues).toMatchObject({ updated: 1, deleted: 1 });
    expect(report.unitEntries).toMatchObject({ created: 0, updated: 1, deleted: 2 });
    expect(after.gameSystems.map((s) => s.id)).toEqual(["fx-skirmish"]);
    expect(after.unitEntries.find((u) => u.entryId === "fx-warden-bolt-thrower")).toBeUndefined();
    expect(after.unitEntries.find((u) => u.entryId === "fx-dd-warriors")).toBeUndefined();

    const spearsBefore = before.unitEntries.find((u) => u.entryId === "fx-warden-spears")!;
    const spearsAfter = after.unitEntries.find((u) => u.entryId === "fx-warden-spears")!;
    expect(spearsAfter).toMatchObject({ name: "Warden Pikes", costs: { pts: 65 }, createdAt: spearsBefore.createdAt });
    expect(spearsAfter.updatedAt.getTime()).toBeGreaterThan(spearsBefore.updatedAt.getTime());

    // Untouched rows keep their updatedAt.
    const captainBefore = before.unitEntries.find((u) => u.entryId === "fx-warden-captain");
    expect(after.unitEntries.find((u) => u.entryId === "fx-warden-captain")).toEqual(captainBefore);
    expect(after.catalogues.find((c) => c.id === "fx-ash-raiders")).toEqual(before.catalogues.find((c) => c.id === "fx-ash-raiders"));
  });

  it("stops on a bad data file with its file, JSON path and problem, leaving the database unchanged", async () => {
    await seedGameData(db.prisma, VALID);
    const before = await snapshot(db);

    const error = await seedGameData(db.prisma, BAD_FILE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GameDataError);
    const dataError = error as GameDataError;
    expect(dataError.file).toBe(path.join("systems", "skirmish", "catalogues", "ash-raiders.json"));
    expect(dataError.problems).toContainEqual({
      path: "selectionEntries[1].costs[0].value",
      message: expect.stringMatching(/expected number/) as unknown as string,
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("rolls back every change when a write fails half-way", async () => {
    await seedGameData(db.prisma, VALID);
    const before = await snapshot(db);
    const dir = copyValidFixture();
    tempDirs.push(dir);
    editJson(path.join(dir, "systems/skirmish/system.json"), (system) => {
      system.name = "Fixture Skirmish, renamed";
    });
    // A unit name too long for a btree index entry (random, so compression cannot shrink it)
    // makes the unit insert fail after the game system update of the same transaction.
    editJson(path.join(dir, "systems/skirmish/catalogues/ash-raiders.json"), (catalogue) => {
      (catalogue.selectionEntries as { id: string; name: string }[]).push({
        id: "fx-raider-giant",
        name: randomBytes(10_000).toString("hex"),
        type: "unit",
      } as never);
    });
    await expect(seedGameData(db.prisma, dir)).rejects.toThrow();
    expect(await snapshot(db)).toEqual(before);
  });
});
