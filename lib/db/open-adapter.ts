/**
 * The Prisma driver adapter for either mode. Shared by the app (lib/db/prisma.ts), scripts,
 * tests and prisma.config.ts, so that migrations and queries always reach the same database.
 */
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { PrismaConfig } from "prisma/config";
import { CONNECT_TIMEOUT_MS, type DatabaseConfig } from "./database-config";
import { acquireDataDirLock, releaseDataDirLock } from "./data-dir-lock";
import { prepareEmbeddedDataDir } from "./embedded-data-dir";

/** What both `new PrismaClient({ adapter })` and prisma.config.ts's `adapter()` accept. */
export type AdapterFactory = Awaited<ReturnType<Extract<PrismaConfig, { engine: "js" }>["adapter"]>>;

export type OpenedAdapter = {
  factory: AdapterFactory;
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
    // pglite-prisma-adapter 0.6 is typed against an older @prisma/driver-adapter-utils; the
    // protocol is the same at run time (the DB tests run every query through it).
    factory: new PrismaPGlite(pglite) as unknown as AdapterFactory,
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        releaseDataDirLock(config.dataDir);
      }
    },
  };
}
