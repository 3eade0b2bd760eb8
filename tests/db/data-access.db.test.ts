import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { listGameSystems } from "../../lib/data-access/game-systems";
import { searchUnitEntries } from "../../lib/data-access/unit-entries";
import { readDatabaseHealth } from "../../lib/data-access/database-health";
import { seedGameData } from "../../lib/db/seed-game-data";
import { loadGameData } from "../../lib/gamedata/load-dir";
import { listUnitEntries } from "../../lib/gamedata/list-unit-entries";
import { FIXTURES } from "./support/run-prepare-script";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const VALID = path.join(FIXTURES, "valid");

describe("data access", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedGameData(db.prisma, VALID);
  });
  afterAll(async () => {
    await db.close();
  });

  describe("listGameSystems", () => {
    it("lists the systems by name, each with its catalogues by name and their unit counts", async () => {
      const data = await loadGameData(VALID);
      const systems = await listGameSystems(db.prisma);
      expect(systems.map((s) => s.name)).toEqual(data.systems.map((s) => s.name).sort());
      for (const system of systems) {
        const source = data.systems.find((s) => s.id === system.id)!;
        const catalogues = data.catalogues
          .filter((c) => c.gameSystemId === system.id)
          .sort((a, b) => a.name.localeCompare(b.name));
        expect(system).toMatchObject({ shortName: source.shortName, revision: source.revision });
        expect(system.catalogues).toEqual(
          catalogues.map((c) => ({
            id: c.id,
            name: c.name,
            revision: c.revision,
            unitCount: listUnitEntries(source, c).length,
            source: c.source,
          })),
        );
      }
    });
  });

  describe("searchUnitEntries", () => {
    const names = async (search: Parameters<typeof searchUnitEntries>[0]) =>
      (await searchUnitEntries(search, db.prisma)).map((u) => u.name);

    it("finds units by part of the name, in any case, sorted by name", async () => {
      expect(await names({ q: "WARDEN" })).toEqual(["Warden Captain", "Warden Spears"]);
      expect(await names({ q: "  raider " })).toEqual(["Raider Pack", "Raider Warlord"]);
    });

    it("filters by keyword, category (role) and catalogue, all combined", async () => {
      expect(await names({ keyword: "CHARACTER" })).toEqual(["Raider Warlord", "Warden Captain"]);
      expect(await names({ categoryId: "fx-support" })).toEqual(["Bolt Thrower", "Mercenary Scout"]);
      expect(await names({ catalogueId: "fx-deep-dwarves" })).toEqual(["Deep Warriors"]);
      expect(await names({ keyword: "INFANTRY", categoryId: "fx-troops", catalogueId: "fx-ash-raiders" })).toEqual([
        "Raider Pack",
      ]);
      expect(await names({ q: "captain", keyword: "FAST" })).toEqual([]);
    });

    it("returns the unit's categories, keywords and costs", async () => {
      const [scout] = await searchUnitEntries({ q: "Mercenary Scout" }, db.prisma);
      expect(scout).toEqual({
        id: "fx-iron-wardens:fx-mercenary-scout",
        catalogueId: "fx-iron-wardens",
        entryId: "fx-mercenary-scout",
        name: "Mercenary Scout",
        type: "unit",
        categoryIds: ["fx-support"],
        categoryNames: ["Support"],
        keywords: ["INFANTRY", "SCOUT"],
        costs: { pts: 35 },
      });
    });

    it("treats blank filters as absent, honours the limit and rejects invalid input", async () => {
      expect((await names({ q: "", keyword: " " })).length).toBe(7);
      expect(await names({ limit: 2 })).toEqual(["Bolt Thrower", "Deep Warriors"]);
      await expect(searchUnitEntries({ limit: 1000 }, db.prisma)).rejects.toBeInstanceOf(ZodError);
    });
  });

  describe("readDatabaseHealth", () => {
    it("reports ok with every migration applied", async () => {
      const health = await readDatabaseHealth(db.prisma);
      expect(health.status).toBe("ok");
      expect(health.database.migrations).toMatchObject({ pending: [], upToDate: true });
      expect(health.database.migrations?.applied).toBeGreaterThan(0);
    });

    it("reads the migrations once per client, then only asks the database to answer, and says so when it stops answering", async () => {
      const queries: string[] = [];
      let down = false;
      const client = {
        $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T> {
          queries.push(query);
          if (down) return Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
          return db.prisma.$queryRawUnsafe<T>(query, ...values);
        },
      };
      expect((await readDatabaseHealth(client)).status).toBe("ok");
      expect(queries.some((q) => q.includes("_prisma_migrations"))).toBe(true);
      queries.length = 0;
      const again = await readDatabaseHealth(client);
      expect(again).toMatchObject({ status: "ok", database: { migrations: { pending: [], upToDate: true } } });
      expect(queries).toEqual(["SELECT 1"]);
      queries.length = 0;
      const together = await Promise.all(Array.from({ length: 20 }, () => readDatabaseHealth(client)));
      expect(together.every((h) => h.status === "ok")).toBe(true);
      expect(queries.length).toBeLessThanOrEqual(2);
      down = true;
      const failed = await readDatabaseHealth(client);
      expect(failed.status).toBe("error");
      expect(failed.database).toHaveProperty("error");
    });
  });
});
