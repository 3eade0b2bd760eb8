/**
 * The Prisma driver adapter for either mode, with a plain SQL session on the same database.
 * Shared by the app (lib/db/prisma.ts), scripts, tests and prisma.config.ts, so that
 * migrations and queries always reach the same database.
 */
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { PrismaConfig } from "prisma/config";
import { CONNECT_TIMEOUT_MS, type DatabaseConfig } from "./database-config";
import { acquireDataDirLock, releaseDataDirLock } from "./data-dir-lock";
import { prepareEmbeddedDataDir } from "./embedded-data-dir";
import { pgliteSession, serverSession, type SqlSession } from "./sql-session";

/** What both `new PrismaClient({ adapter })` and prisma.config.ts's `adapter()` accept. */
export type AdapterFactory = Awaited<ReturnType<Extract<PrismaConfig, { engine: "js" }>["adapter"]>>;

export type OpenedAdapter = {
  factory: AdapterFactory;
  sql: SqlSession;
  /**
   * Ends the connections, or shuts PGlite down and releases its folder. PGlite must be shut
   * down: a process that exits with it open can leave a folder it cannot open again.
   */
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
    const sql = serverSession(config.url);
    return { factory, sql, close: () => sql.close() };
  }
  prepareEmbeddedDataDir(config.dataDir);
  acquireDataDirLock(config.dataDir);
  const pglite = new PGlite(config.dataDir);
  let closed: Promise<void> | undefined;
  return {
    // pglite-prisma-adapter 0.6 is typed against an older @prisma/driver-adapter-utils; the
    // protocol is the same at run time (the DB tests run every query through it).
    factory: new PrismaPGlite(pglite) as unknown as AdapterFactory,
    sql: pgliteSession(pglite),
    close: () => {
      closed ??= (async () => {
        try {
          if (!pglite.closed) await pglite.close();
        } catch (error) {
          // A PGlite that never started (damaged folder) has nothing to shut down; the error
          // that matters is the one its first query reported.
          if (pglite.ready) throw error;
        } finally {
          releaseDataDirLock(config.dataDir);
        }
      })();
      return closed;
    },
  };
}
