/**
 * A Prisma client on the configured database, for scripts and tests. The app uses the
 * singleton in lib/db/prisma.ts instead.
 */
import { PrismaClient } from "../generated/prisma/client";
import { readDatabaseConfig, type DatabaseConfig } from "./database-config";
import { openAdapter } from "./open-adapter";
import type { SqlSession } from "./sql-session";

export type Database = {
  prisma: PrismaClient;
  config: DatabaseConfig;
  /** Plain SQL on the same database (migrations). */
  sql: SqlSession;
  /** Disconnects and, in embedded mode, closes PGlite and releases its folder. */
  close: () => Promise<void>;
};

export function openDatabase(config: DatabaseConfig = readDatabaseConfig()): Database {
  const adapter = openAdapter(config);
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return {
    prisma,
    config,
    sql: adapter.sql,
    close: async () => {
      try {
        await prisma.$disconnect();
      } finally {
        await adapter.close();
      }
    },
  };
}
