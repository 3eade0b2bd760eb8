/**
 * scripts/prepare-db.ts as `npm run dev` and `npm start` run it: migrations and seed on a fresh
 * database, and start-up faults reported in one sentence with a non-zero exit code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrationStatus } from "../../lib/db/migration-status";
import { openDatabase } from "../../lib/db/open-database";
import { FIXTURES, runPrepareScript, type ScriptResult } from "./support/run-prepare-script";
import { createTestDatabaseConfig, dropTestDatabase, envFor } from "./support/test-database";
import { readTestServerUrl } from "./support/test-server";

const VALID = path.join(FIXTURES, "valid");

/** One sentence: one line, no stack frames. */
function expectOneSentence(result: ScriptResult, pattern: RegExp): void {
  expect(result.code).not.toBe(0);
  const message = result.stderr.trim();
  expect(message).toMatch(pattern);
  expect(message.split("\n")).toHaveLength(1);
  expect(message).not.toMatch(/\n\s+at /);
  expect(message).toMatch(/;.*\.$/); // the problem; the fix.
}

describe("prepare-db on a fresh database", () => {
  it("applies the migrations, seeds the game data, and changes nothing on the second run", async () => {
    const config = await createTestDatabaseConfig({ empty: true });
    try {
      const env = { ...envFor(config), MUSTER_GAME_DATA_DIR: VALID };
      const first = await runPrepareScript(env);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/applied 20\d+_init/);
      expect(first.stdout).toContain("2 game systems (2 new), 3 catalogues (3 new), 7 unit entries (7 new)");

      const second = await runPrepareScript(env);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("migrations up to date");
      expect(second.stdout).toContain("Game data: 2 game systems, 3 catalogues, 7 unit entries.");

      const database = openDatabase(config);
      try {
        expect((await readMigrationStatus(database.prisma)).upToDate).toBe(true);
        expect(await database.prisma.unitEntry.count()).toBe(7);
      } finally {
        await database.close();
      }
    } finally {
      await dropTestDatabase(config);
    }
  });

  it("--no-seed applies the migrations only", async () => {
    const config = await createTestDatabaseConfig({ empty: true });
    try {
      const result = await runPrepareScript({ ...envFor(config), MUSTER_GAME_DATA_DIR: VALID }, ["--no-seed"]);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain("Game data");
    } finally {
      await dropTestDatabase(config);
    }
  });

  it("stops on a bad data file, naming the file, the JSON path and the problem", async () => {
    const config = await createTestDatabaseConfig();
    try {
      const result = await runPrepareScript({ ...envFor(config), MUSTER_GAME_DATA_DIR: path.join(FIXTURES, "bad-file") });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(path.join("systems", "skirmish", "catalogues", "ash-raiders.json"));
      expect(result.stderr).toContain("selectionEntries[1].costs[0].value");
      expect(result.stderr).toMatch(/expected number/);
      expect(result.stderr).toContain("database was left unchanged");
      const database = openDatabase(config);
      try {
        expect(await database.prisma.gameSystem.count()).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await dropTestDatabase(config);
    }
  });
});

describe("prepare-db start-up faults", () => {
  let scratch: string;

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "muster-faults-"));
  });
  afterAll(() => {
    fs.chmodSync(scratch, 0o700);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("DATABASE_URL pointing at a port where no server listens", async () => {
    const result = await runPrepareScript({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/muster" });
    expectOneSentence(result, /^Cannot reach the PostgreSQL server at 127\.0\.0\.1:1 \(connection refused\); start the server or fix/);
  });

  it("DATABASE_URL with a host name that does not resolve", async () => {
    const result = await runPrepareScript({ DATABASE_URL: "postgresql://postgres@no-such-host.invalid:5432/muster" });
    expectOneSentence(result, /^The PostgreSQL host "no-such-host\.invalid" in DATABASE_URL cannot be resolved; fix/);
  });

  it("DATABASE_URL that is not a PostgreSQL URL", async () => {
    const result = await runPrepareScript({ DATABASE_URL: "mysql://root@localhost/muster" });
    expectOneSentence(result, /^DATABASE_URL is not a PostgreSQL URL; set it to postgresql:\/\//);
  });

  it.runIf(readTestServerUrl())("DATABASE_URL naming a database the server does not have", async () => {
    const url = new URL(readTestServerUrl()!);
    url.pathname = "/muster_no_such_database";
    const result = await runPrepareScript({ DATABASE_URL: url.toString() });
    expectOneSentence(result, /^The database "muster_no_such_database" does not exist .*; create it \(createdb muster_no_such_database\)/);
  });

  it("an embedded data folder blocked by a file", async () => {
    const blocker = path.join(scratch, "a-file");
    fs.writeFileSync(blocker, "");
    const result = await runPrepareScript({ MUSTER_DATA_DIR: path.join(blocker, "pglite") });
    expectOneSentence(result, /^Muster cannot create its embedded database folder .* \(a file is in the way\); make it writable or set MUSTER_DATA_DIR/);
  });

  // root writes anywhere, so a read-only folder only stops other users.
  it.skipIf(process.getuid?.() === 0)("an embedded data folder in a read-only folder", async () => {
    const readOnly = path.join(scratch, "read-only");
    fs.mkdirSync(readOnly);
    fs.chmodSync(readOnly, 0o500);
    const result = await runPrepareScript({ MUSTER_DATA_DIR: path.join(readOnly, "pglite") });
    expectOneSentence(result, /^Muster cannot create its embedded database folder .* \(permission denied\); make it writable/);
  });

  it("an embedded data folder that holds other files", async () => {
    const occupied = path.join(scratch, "occupied");
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, "notes.txt"), "mine");
    const result = await runPrepareScript({ MUSTER_DATA_DIR: occupied });
    expectOneSentence(result, /^The embedded database folder .* is neither empty nor a Muster database; set MUSTER_DATA_DIR/);
  });

  it("an embedded data folder another process has open", async () => {
    const dataDir = path.join(scratch, "in-use", "pglite");
    const holder = openDatabase({ mode: "embedded", dataDir });
    try {
      await holder.prisma.$queryRawUnsafe("SELECT 1");
      const result = await runPrepareScript({ MUSTER_DATA_DIR: dataDir });
      expectOneSentence(result, new RegExp(`^The embedded database in .* is in use by another Muster process \\(pid ${process.pid}\\); stop that process`));
    } finally {
      await holder.close();
    }
  });
});
