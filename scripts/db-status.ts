/** `npm run db:status`: which database Muster uses and which migrations it still lacks. */
import { checkDatabase } from "../lib/db/check-database";
import { describeServer, readDatabaseConfig } from "../lib/db/database-config";
import { describeDatabaseFailure } from "../lib/db/describe-database-error";
import { readMigrationStatus } from "../lib/db/migration-status";
import { openDatabase } from "../lib/db/open-database";
import { DatabaseStartupError } from "../lib/db/startup-error";

try {
  const config = readDatabaseConfig();
  console.log(config.mode === "server" ? `Server: ${describeServer(config.url)}` : `Embedded: ${config.dataDir}`);
  await checkDatabase(config);
  const database = openDatabase(config);
  try {
    const status = await readMigrationStatus(database.prisma).catch((error: unknown) => {
      throw new DatabaseStartupError(describeDatabaseFailure(error, config), { cause: error });
    });
    console.log(`Migrations: ${status.applied} applied, ${status.pending.length} pending${status.pending.length ? ` (${status.pending.join(", ")})` : ""}.`);
    const [systems, catalogues, units, rosters] = await Promise.all([
      database.prisma.gameSystem.count(),
      database.prisma.catalogue.count(),
      database.prisma.unitEntry.count(),
      database.prisma.roster.count(),
    ]).catch(() => [0, 0, 0, 0]);
    if (status.applied > 0) console.log(`Rows: ${systems} game systems, ${catalogues} catalogues, ${units} unit entries, ${rosters} rosters.`);
    if (!status.upToDate) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DatabaseStartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
