/**
 * The Prisma driver adapter for either mode. Shared by the app (lib/db/prisma.ts), scripts,
 * tests and prisma.config.ts, so that migrations and queries always reach the same database.
 */
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { CONNECT_TIMEOUT_MS, type DatabaseConfig } from "./database-config";
import { acquireDataDirLock, releaseDataDirLock } from "./data-dir-lock";
import { prepareEmbeddedDataDir } from "./embedded-data-dir";

export type OpenedAdapter = {
  factory: PrismaPg | PrismaPGlite;
  /** Ends the connection pool or closes PGlite and releases its folder lock. */
  close: () => Promise<void>;
};

export function openAdapter(config: DatabaseConfig): OpenedAdapter {
  if (config.mode === "server") {
    // PrismaClient.$disconnect() ends the pool this factory creates. allowExitOnIdle: the Prisma
    // CLI never disposes its adapter, and idle pooled connections would hold it open 10 s.
    const factory = new PrismaPg({
      connectionString: config.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      allowExitOnIdle: true,
    });
    return { factory, close: async () => {} };
  }
  prepareEmbeddedDataDir(config.dataDir);
  acquireDataDirLock(config.dataDir);
  const pglite = new PGlite(config.dataDir);
  return {
    factory: new PrismaPGlite(pglite),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        releaseDataDirLock(config.dataDir);
      }
    },
  };
}
