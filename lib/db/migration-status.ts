/** Which migrations of prisma/migrations the database has applied (Prisma's own bookkeeping). */
import fs from "node:fs";
import path from "node:path";

export type MigrationStatus = {
  /** How many of the project's migrations the database has applied. */
  applied: number;
  /** Migrations of the project the database has not applied yet, oldest first. */
  pending: string[];
  upToDate: boolean;
};

/** The part of PrismaClient this needs, so that any client (or a transaction) fits. */
export type RawQueryClient = {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
};

export const MIGRATIONS_DIR = path.join("prisma", "migrations");

/** Migration folder names (Prisma applies them in name order). */
export function listProjectMigrations(dir = path.join(process.cwd(), "prisma", "migrations")): string[] {
  // Read at run time from the project folder; the build must not trace (bundle) it.
  const entries = fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

export function compareMigrations(project: string[], appliedInDatabase: string[]): MigrationStatus {
  const applied = new Set(appliedInDatabase);
  const pending = project.filter((name) => !applied.has(name));
  return { applied: project.length - pending.length, pending, upToDate: pending.length === 0 };
}

/** Names of migrations that finished and were not rolled back; none on a fresh database. */
export async function listAppliedMigrations(db: RawQueryClient): Promise<string[]> {
  const [table] = await db.$queryRawUnsafe<{ exists: boolean }[]>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "exists"`,
  );
  if (!table?.exists) return [];
  const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return rows.map((row) => row.migration_name);
}

// The project's migrations do not change while a server runs (a deploy restarts it), so the
// health check need not read the folder on every request.
const projectMigrations = new Map<string, string[]>();

export async function readMigrationStatus(db: RawQueryClient, dir?: string): Promise<MigrationStatus> {
  const key = dir ?? "";
  let project = dir === undefined ? projectMigrations.get(key) : undefined;
  if (!project) {
    project = listProjectMigrations(dir);
    if (dir === undefined) projectMigrations.set(key, project);
  }
  return compareMigrations(project, await listAppliedMigrations(db));
}
