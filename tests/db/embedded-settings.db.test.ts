/**
 * How the embedded database is opened (lib/db/open-adapter.ts): PostgreSQL's shared memory, the
 * process's memory floor, is kept small, and the app's tables are in template1 whichever PGlite
 * version created the folder. Embedded only: a PostgreSQL server has its own settings.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_SHARED_BUFFERS } from "../../lib/db/open-adapter";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { readTestServerUrl } from "./support/test-server";

describe.skipIf(readTestServerUrl())("the embedded database's settings", () => {
  let database: TestDatabase;
  let confFile: string;
  let confBefore: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    confFile = path.join(database.env.MUSTER_DATA_DIR ?? "", "postgresql.conf");
    confBefore = fs.readFileSync(confFile, "utf8");
  });

  afterAll(async () => {
    await database?.close();
  });

  it(`opens with shared_buffers at ${EMBEDDED_SHARED_BUFFERS}, not the folder's own figure`, async () => {
    // The folder's postgresql.conf (written by PGlite's initdb) asks for 128 MB: about 120 MB
    // more resident memory in every process that opens it.
    expect(confBefore).toMatch(/^shared_buffers = 128MB/m);
    expect(EMBEDDED_SHARED_BUFFERS).toBe("16MB");
    const [row] = await database.sql.query<{ shared_buffers: string }>("SHOW shared_buffers");
    expect(row?.shared_buffers).toBe("16MB");
  });

  it("keeps the app's tables in template1, where PGlite 0.3 put them", async () => {
    const [row] = await database.sql.query<{ db: string; tables: number }>(
      `SELECT current_database() AS db, (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public' AND tablename = '_prisma_migrations') AS tables`,
    );
    expect(row).toEqual({ db: "template1", tables: 1 });
  });

  it("leaves the process's exit code as it was when it shuts down (PGlite's runtime writes 0 there)", async () => {
    const other = await createTestDatabase();
    await other.sql.query("SELECT 1");
    const before = process.exitCode;
    process.exitCode = 2;
    try {
      await other.close();
      expect(process.exitCode).toBe(2);
    } finally {
      process.exitCode = before;
    }
  });

  it("leaves the folder's postgresql.conf as it was", async () => {
    await database.sql.query("SELECT 1");
    expect(fs.readFileSync(confFile, "utf8")).toBe(confBefore);
  });
});
