/** The app's database client: one per server process, created on first use. */
import "server-only";
import { readDatabaseConfig, getDatabaseMode } from "./database-config";
import { openDatabase, type Database } from "./open-database";
import type { PrismaClient } from "../generated/prisma/client";

export { getDatabaseMode };

// On globalThis so that `next dev` reloading modules does not open a second PGlite on the
// same folder (PGlite allows one instance per folder).
const holder = globalThis as typeof globalThis & { musterDatabase?: Database };

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * PGlite must be shut down before the process ends, or its folder may not open again. Next
 * also handles these signals, but it waits for open connections to drain before it exits;
 * this closes the database and exits first.
 */
function closeOnSignals(database: Database): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void database
        .close()
        .catch((error: unknown) => console.error("Closing the embedded database failed:", error))
        .finally(() => process.exit(EXIT_CODES[signal]));
    });
  }
}

/** Throws DatabaseStartupError when the configuration or the embedded folder is unusable. */
export function getPrisma(): PrismaClient {
  if (!holder.musterDatabase) {
    const database = openDatabase(readDatabaseConfig());
    if (database.config.mode === "embedded") closeOnSignals(database);
    holder.musterDatabase = database;
  }
  return holder.musterDatabase.prisma;
}
