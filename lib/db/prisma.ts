/** The app's database client: one per server process, created on first use. */
import "server-only";
import { readDatabaseConfig, getDatabaseMode } from "./database-config";
import { openDatabase, type Database } from "./open-database";
import type { PrismaClient } from "../generated/prisma/client";

export { getDatabaseMode };

// On globalThis so that `next dev` reloading modules does not open a second PGlite on the
// same folder (PGlite allows one instance per folder).
const holder = globalThis as typeof globalThis & { musterDatabase?: Database };

/** Throws DatabaseStartupError when the configuration or the embedded folder is unusable. */
export function getPrisma(): PrismaClient {
  holder.musterDatabase ??= openDatabase(readDatabaseConfig());
  return holder.musterDatabase.prisma;
}
