import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, checksumOf } from "../../lib/db/apply-migrations";
import { listProjectMigrations, readMigrationStatus } from "../../lib/db/migration-status";
import { openDatabase } from "../../lib/db/open-database";
import { DatabaseStartupError } from "../../lib/db/startup-error";
import { diffMigrationsToSchema } from "../../scripts/support/diff-migrations";
import { runPrismaCli } from "../../scripts/support/run-prisma-cli";
import {
  createTestDatabase,
  createTestDatabaseConfig,
  dropTestDatabase,
  envFor,
  type TestDatabase,
} from "./support/test-database";

/** Environment that points the Prisma CLI at one database, whatever the test process has set. */
function cliEnv(target: TestDatabase["env"]): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: "", MUSTER_DATA_DIR: "", ...target };
}

describe("migrations", () => {
  let migrated: TestDatabase;

  beforeAll(async () => {
    migrated = await createTestDatabase();
  });
  afterAll(async () => {
    await migrated.close();
  });

  it("the migrated database has every migration of prisma/migrations", async () => {
    const project = listProjectMigrations();
    expect(project.length).toBeGreaterThan(0);
    expect(await readMigrationStatus(migrated.prisma)).toEqual({ applied: project.length, pending: [], upToDate: true });
  });

  it("creates the tables and the search indexes", async () => {
    const tables = await migrated.prisma.$queryRawUnsafe<{ tablename: string }[]>(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    );
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining(["GameSystem", "Catalogue", "UnitEntry", "Roster", "_prisma_migrations"]),
    );
    const indexes = await migrated.prisma.$queryRawUnsafe<{ indexname: string; indexdef: string }[]>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('UnitEntry', 'Roster')`,
    );
    const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    expect(byName.get("UnitEntry_name_idx")).toBeDefined();
    expect(byName.get("UnitEntry_keywords_idx")).toMatch(/USING gin/);
    expect(byName.get("UnitEntry_categoryIds_idx")).toMatch(/USING gin/);
    expect(byName.get("Roster_ownerId_idx")).toBeDefined();
  });

  it("keeps Prisma's bookkeeping: one finished row per migration with the file's SHA-256", async () => {
    const rows = await migrated.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(listProjectMigrations());
    for (const row of rows) {
      const script = fs.readFileSync(path.join("prisma", "migrations", row.migration_name, "migration.sql"), "utf8");
      expect(row.checksum).toBe(checksumOf(script));
      expect(row.finished_at).toBeInstanceOf(Date);
    }
  });

  it("Prisma's own migrate deploy agrees that nothing is pending", async () => {
    // Not opened here: the CLI opens the database itself (one process per PGlite folder).
    const config = await createTestDatabaseConfig();
    try {
      const result = await runPrismaCli(["migrate", "deploy"], cliEnv(envFor(config)));
      expect(result.stdout + result.stderr).toContain("No pending migrations to apply");
      expect(result.code).toBe(0);
      const database = openDatabase(config);
      expect((await readMigrationStatus(database.prisma).finally(() => database.close())).upToDate).toBe(true);
    } finally {
      await dropTestDatabase(config);
    }
  });

  it("applies pending migrations to an empty database, then finds none pending", async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      expect(await readMigrationStatus(db.prisma)).toEqual({ applied: 0, pending: listProjectMigrations(), upToDate: false });
      expect(await applyMigrations(db.sql)).toEqual(listProjectMigrations());
      expect(await applyMigrations(db.sql)).toEqual([]);
      expect((await readMigrationStatus(db.prisma)).upToDate).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("stops on a failing migration with one sentence, records it, and refuses to go on", async () => {
    const db = await createTestDatabase({ empty: true });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-migrations-"));
    try {
      fs.mkdirSync(path.join(dir, "20990101000000_broken"));
      fs.writeFileSync(
        path.join(dir, "20990101000000_broken", "migration.sql"),
        `CREATE TABLE "HalfDone" (id INT);\nALTER TABLE "NoSuchTable" ADD COLUMN x INT;\n`,
      );
      const error = await applyMigrations(db.sql, dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseStartupError);
      expect((error as Error).message).toMatch(
        /^The database migration 20990101000000_broken failed \(.*NoSuchTable.*\); fix .* npx prisma migrate resolve --rolled-back 20990101000000_broken/,
      );
      // The script ran as one transaction: its first statement was rolled back too.
      const [table] = await db.sql.query<{ exists: boolean }>(`SELECT to_regclass('"HalfDone"') IS NOT NULL AS "exists"`);
      expect(table?.exists).toBe(false);
      const [row] = await db.sql.query<{ finished_at: Date | null; logs: string }>(
        `SELECT finished_at, logs FROM "_prisma_migrations" WHERE migration_name = '20990101000000_broken'`,
      );
      expect(row?.finished_at).toBeNull();
      expect(row?.logs).toContain("NoSuchTable");
      await expect(applyMigrations(db.sql, dir)).rejects.toThrow(/failed earlier and is unresolved/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });

  it("prisma/migrations produce exactly prisma/schema.prisma (no migration forgotten)", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  });

  it("notices a schema change that has no migration yet", async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "muster-schema-"));
    try {
      const schema = path.join(scratch, "schema.prisma");
      const original = fs.readFileSync(path.join("prisma", "schema.prisma"), "utf8");
      fs.writeFileSync(schema, original.replace("model Roster {\n", "model Roster {\n  notes        String?\n"));
      expect(await diffMigrationsToSchema(schema)).toMatch(/ALTER TABLE "Roster" ADD COLUMN\s+"notes" TEXT/);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
