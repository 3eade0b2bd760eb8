/** What /api/health reports: which database, and whether its migrations are all applied. */
import "server-only";
import { readDatabaseConfig, getDatabaseMode, type DatabaseConfig, type DatabaseMode } from "@/lib/db/database-config";
import { describeDatabaseFailure } from "@/lib/db/describe-database-error";
import { readMigrationStatus, type MigrationStatus, type RawQueryClient } from "@/lib/db/migration-status";
import { getPrisma } from "@/lib/db/prisma";
import { batchedRead } from "@/lib/server/batched-read";
import { type Translator } from "@/lib/i18n/translate";
import { en } from "@/lib/i18n/english";

export { getDatabaseMode };

export type DatabaseHealth =
  | { status: "ok"; database: { mode: DatabaseMode; migrations: MigrationStatus } }
  | { status: "error"; database: { mode: DatabaseMode; migrations?: MigrationStatus; error: string } };

function tryReadConfig(): DatabaseConfig | undefined {
  try {
    return readDatabaseConfig();
  } catch {
    return undefined;
  }
}

// Migrations are applied before a server starts (npm start runs db:prepare) and the project's
// migration folder does not change while it runs, so once a client has seen every migration
// applied it need not read Prisma's bookkeeping again: later checks only ask the database to
// answer. A status with pending migrations is read again, so running db:prepare is seen.
// The SELECT 1 of checks that arrive together is shared (batchedRead: one in flight, every
// check answered by one that started after it arrived), so a hundred monitors cost two queries.
const upToDateClients = new WeakMap<RawQueryClient, { migrations: MigrationStatus; ping: () => Promise<unknown> }>();

async function readMigrationsOnce(db: RawQueryClient): Promise<MigrationStatus> {
  const known = upToDateClients.get(db);
  if (known) {
    await known.ping();
    return known.migrations;
  }
  const migrations = await readMigrationStatus(db);
  if (migrations.upToDate) upToDateClients.set(db, { migrations, ping: batchedRead(() => db.$queryRawUnsafe("SELECT 1")) });
  return migrations;
}

/** Whether the database answers now, and its migration status (read once per process while it is up to date). */
export async function readDatabaseHealth(db?: RawQueryClient): Promise<DatabaseHealth> {
  const mode = getDatabaseMode();
  try {
    const migrations = await readMigrationsOnce(db ?? getPrisma());
    if (migrations.upToDate) return { status: "ok", database: { mode, migrations } };
    const error = `${migrations.pending.length} database migration(s) not applied; run npm run db:prepare (npm run dev and npm start do it for you).`;
    return { status: "error", database: { mode, migrations, error } };
  } catch (error) {
    return { status: "error", database: { mode, error: describeDatabaseFailure(error, tryReadConfig()) } };
  }
}

/** The sentence to show when a page's database query failed, in the page's language. */
export function explainDatabaseFailure(error: unknown, tr: Translator = en): string {
  return describeDatabaseFailure(error, tryReadConfig(), tr);
}

/**
 * Logs a page's failed database query: a database that cannot be reached or opened is one line
 * saying why (an operator reads the sentence, not Prisma's stack); anything else, a bug, keeps
 * its stack.
 */
export function logPageFailure(where: string, error: unknown): void {
  const name = error instanceof Error ? error.name || error.constructor.name : "";
  const isDatabase = /^PrismaClient|DatabaseStartupError/.test(name) || /^PrismaClient/.test(error?.constructor?.name ?? "");
  if (isDatabase) console.error(`${where}: ${explainDatabaseFailure(error)}`);
  else console.error(`${where}:`, error);
}
