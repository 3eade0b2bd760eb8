/**
 * The home page's game systems from a per-process cache keyed by a change marker: the same list
 * while nothing changed, and every change seen at once, also one written by another process
 * (a second client on the same PostgreSQL database in server mode).
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listGameSystems, listGameSystemsCached } from "../../lib/data-access/game-systems";
import { openDatabase, type Database } from "../../lib/db/open-database";
import { seedGameData } from "../../lib/db/seed-game-data";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { FIXTURES } from "./support/run-prepare-script";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let db: TestDatabase;
let other: Database | undefined;
let writer: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedGameData(db.prisma, path.join(FIXTURES, "valid"));
  // Embedded PGlite opens one client per folder, so there the writes go through the same client.
  other = db.env.DATABASE_URL ? openDatabase({ mode: "server", url: db.env.DATABASE_URL }) : undefined;
  writer = other?.prisma ?? db.prisma;
});

afterAll(async () => {
  await other?.close();
  await db.close();
});

describe("listGameSystemsCached", () => {
  it("answers the same list as listGameSystems, from memory while nothing changed", async () => {
    const first = await listGameSystemsCached(db.prisma);
    expect(first).toEqual(await listGameSystems(db.prisma));
    expect(await listGameSystemsCached(db.prisma)).toBe(first);
    const together = await Promise.all([listGameSystemsCached(db.prisma), listGameSystemsCached(db.prisma)]);
    expect(together[0]).toBe(first);
    expect(together[1]).toBe(first);
  });

  it("sees a renamed catalogue, a removed unit entry (no updatedAt touched) and a new game system", async () => {
    const before = await listGameSystemsCached(db.prisma);
    const catalogue = before[0]?.catalogues[0];
    if (!catalogue) throw new Error("the fixture has no catalogue");

    await writer.catalogue.update({ where: { id: catalogue.id }, data: { name: "Renamed Elsewhere" } });
    const renamed = await listGameSystemsCached(db.prisma);
    expect(renamed.flatMap((s) => s.catalogues).find((c) => c.id === catalogue.id)?.name).toBe("Renamed Elsewhere");

    const unit = await writer.unitEntry.findFirst({ where: { catalogueId: catalogue.id }, select: { id: true } });
    await writer.$executeRawUnsafe(`DELETE FROM "UnitEntry" WHERE id = $1`, unit?.id);
    const fewer = await listGameSystemsCached(db.prisma);
    expect(fewer.flatMap((s) => s.catalogues).find((c) => c.id === catalogue.id)?.unitCount).toBe(catalogue.unitCount - 1);

    await writer.gameSystem.create({ data: { id: "zz-new", name: "Zz New System", shortName: "ZZ", revision: 1, data: {} } });
    const added = await listGameSystemsCached(db.prisma);
    expect(added.map((s) => s.id)).toContain("zz-new");
    expect(added).toEqual(await listGameSystems(db.prisma));
  });
});
