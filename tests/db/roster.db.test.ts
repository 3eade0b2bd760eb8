import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

describe("Roster table", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  const newRoster = (ownerId: string) => ({
    ownerId,
    name: "Spearhead",
    gameSystemId: "fx-skirmish",
    catalogueId: "fx-iron-wardens",
    document: { schemaVersion: 1, forces: [] },
    totals: { pts: 0 },
  });

  it("gives a new roster an id, version 1, not valid, and timestamps", async () => {
    const roster = await db.prisma.roster.create({ data: newRoster("owner-a") });
    expect(roster.id).toMatch(/^c[a-z0-9]{20,}$/);
    expect(roster).toMatchObject({ version: 1, valid: false, document: { schemaVersion: 1, forces: [] } });
    expect(roster.createdAt).toBeInstanceOf(Date);
  });

  it("keeps rosters whose game system is not (or no longer) in the game data", async () => {
    // No foreign key on purpose: reloading game data must never delete a player's roster.
    const roster = await db.prisma.roster.create({ data: { ...newRoster("owner-b"), gameSystemId: "gone" } });
    expect(await db.prisma.roster.findUnique({ where: { id: roster.id } })).not.toBeNull();
  });

  it("supports optimistic concurrency: an update naming a stale version changes nothing", async () => {
    const roster = await db.prisma.roster.create({ data: newRoster("owner-c") });
    const save = (version: number, name: string) =>
      db.prisma.roster.updateMany({
        where: { id: roster.id, version },
        data: { name, version: { increment: 1 } },
      });
    expect((await save(1, "First save")).count).toBe(1);
    expect((await save(1, "Stale save")).count).toBe(0);
    expect(await db.prisma.roster.findUnique({ where: { id: roster.id } })).toMatchObject({
      name: "First save",
      version: 2,
    });
  });

  it("lists a player's rosters by owner", async () => {
    await db.prisma.roster.createMany({ data: [newRoster("owner-d"), newRoster("owner-d"), newRoster("owner-e")] });
    expect(await db.prisma.roster.count({ where: { ownerId: "owner-d" } })).toBe(2);
  });
});
