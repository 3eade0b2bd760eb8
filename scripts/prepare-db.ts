/**
 * Runs before `next dev` and `next start` (and as `npm run db:prepare`): checks that the
 * database can be used, applies prisma/migrations, then seeds the game data of data/.
 * `--no-seed` stops after the migrations. Faults end the process with one sentence on stderr.
 */
import path from "node:path";
import { applyMigrations } from "../lib/db/apply-migrations";
import { checkDatabase } from "../lib/db/check-database";
import { describeServer, readDatabaseConfig, type DatabaseConfig } from "../lib/db/database-config";
import { describeDatabaseFailure } from "../lib/db/describe-database-error";
import { openDatabase } from "../lib/db/open-database";
import { describeSeedReport, hasGameData, resolveGameDataDir, seedGameData } from "../lib/db/seed-game-data";
import { DatabaseStartupError } from "../lib/db/startup-error";
import { GameDataError } from "../lib/gamedata/game-data-error";

function describeDatabase(config: DatabaseConfig): string {
  if (config.mode === "server") return `PostgreSQL server ${describeServer(config.url)}`;
  return `embedded database ${path.relative(process.cwd(), config.dataDir) || "."}`;
}

function explainFailure(error: unknown): string {
  if (error instanceof DatabaseStartupError) return error.message;
  if (error instanceof GameDataError) {
    const [first] = error.problems;
    const more = error.problems.length > 1 ? ` (and ${error.problems.length - 1} more problems)` : "";
    return `Invalid game data in ${error.file} at ${first?.path ?? "(root)"}: ${first?.message ?? "invalid"}${more}; fix the file (npm run data:check lists every problem), the database was left unchanged.`;
  }
  // Not a known fault: the stack is what someone needs to fix it.
  return `Preparing the database failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

async function migrate(database: ReturnType<typeof openDatabase>): Promise<string[]> {
  try {
    return await applyMigrations(database.sql);
  } catch (error) {
    if (error instanceof DatabaseStartupError) throw error;
    throw new DatabaseStartupError(describeDatabaseFailure(error, database.config), { cause: error });
  }
}

async function prepareDatabase(options: { seed: boolean }): Promise<void> {
  const config = readDatabaseConfig();
  await checkDatabase(config);
  const database = openDatabase(config);
  try {
    const applied = await migrate(database);
    const migrations = applied.length ? `applied ${applied.join(", ")}` : "migrations up to date";
    console.log(`Database: ${describeDatabase(config)}, ${migrations}.`);
    if (!options.seed) return;

    const dataDir = resolveGameDataDir();
    if (!hasGameData(dataDir)) {
      console.log(`Game data: none in ${path.join(dataDir, "systems")}, nothing seeded.`);
      return;
    }
    const seed = await seedGameData(database.prisma, dataDir);
    console.log(`Game data: ${describeSeedReport(seed)}.`);
  } finally {
    await database.close();
  }
}

// PGlite reports a folder it cannot open both as a rejected query and as an unhandled
// rejection; the first is explained below, the second must not print a stack trace.
process.on("unhandledRejection", (reason) => {
  if (String(reason).includes("Aborted()")) return;
  throw reason;
});

try {
  await prepareDatabase({ seed: !process.argv.includes("--no-seed") });
} catch (error) {
  console.error(explainFailure(error));
  process.exitCode = 1;
}
