/**
 * Applies the pending migrations of prisma/migrations, keeping Prisma's own bookkeeping table
 * (`_prisma_migrations`: same rows, checksums and advisory lock as `prisma migrate deploy`), so
 * that the Prisma CLI and Muster agree on what is applied.
 *
 * Why not run `prisma migrate deploy` itself: the CLI never shuts its driver adapter down, and
 * a PGlite folder left open by an exiting process was unreadable in about half of our trials.
 * Here PGlite is closed on every path, errors included.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { listProjectMigrations, MIGRATIONS_DIR } from "./migration-status";
import type { SqlSession } from "./sql-session";
import { DatabaseStartupError } from "./startup-error";

/** The advisory lock key `prisma migrate` takes, so that the CLI and Muster never interleave. */
const PRISMA_MIGRATE_LOCK = 72707369;
const LOCK_WAIT_MS = 30_000;

// The table as Prisma's schema engine creates it.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

type MigrationRow = { migration_name: string; finished_at: Date | null; rolled_back_at: Date | null };

/** Prisma's checksum: SHA-256 of the migration file, in hex. */
export function checksumOf(script: string): string {
  return createHash("sha256").update(script).digest("hex");
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}

async function takeLock(sql: SqlSession): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (Date.now() < deadline) {
    const [row] = await sql.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [PRISMA_MIGRATE_LOCK]);
    if (row?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new DatabaseStartupError({ key: "db.migrationBusy", params: {} });
}

async function applyOne(sql: SqlSession, dir: string, name: string): Promise<void> {
  const script = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
  const id = randomUUID();
  await sql.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
    [id, checksumOf(script), name],
  );
  try {
    // One simple-protocol query: PostgreSQL runs the whole script as one transaction.
    await sql.execScript(script);
  } catch (error) {
    await sql.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
    throw new DatabaseStartupError({ key: "db.migrationFailed", params: { name, detail: firstLine(error) } }, { cause: error });
  }
  await sql.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
}

/** Returns the names of the migrations it applied, oldest first. */
export async function applyMigrations(sql: SqlSession, dir = path.resolve(process.cwd(), MIGRATIONS_DIR)): Promise<string[]> {
  await sql.execScript(CREATE_MIGRATIONS_TABLE);
  await takeLock(sql);
  try {
    const rows = await sql.query<MigrationRow>(
      `SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const failed = rows.find((row) => !row.finished_at && !row.rolled_back_at);
    if (failed) {
      throw new DatabaseStartupError({ key: "db.migrationUnresolved", params: { name: failed.migration_name } });
    }
    const applied = new Set(rows.filter((row) => !row.rolled_back_at).map((row) => row.migration_name));
    const pending = listProjectMigrations(dir).filter((name) => !applied.has(name));
    for (const name of pending) await applyOne(sql, dir, name);
    return pending;
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]);
  }
}
