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

/**
 * How PGlite opens the folder. Both settings are in memory only: nothing in the folder changes.
 *
 * - `database: "template1"`: PGlite 0.3 kept the app's tables in template1 (its default then);
 *   0.4 opens "postgres" unless told, where a folder written by 0.3 has no tables. Every folder,
 *   old or new, keeps them in template1.
 * - `shared_buffers=16MB`: PostgreSQL's shared memory lives in PGlite's WASM memory and is
 *   written in full when PGlite opens, so its size is the process's floor. PGlite 0.3 fixed it
 *   at 128 MB on its command line (neither postgresql.conf nor ALTER SYSTEM could change it); 0.4
 *   takes start parameters, and without this line would use the folder's postgresql.conf: 128 MB
 *   for a folder it creates, 400 kB for one PGlite 0.3 created. Measured on 2026-11-28 (Node 20,
 *   this folder opened, then 20,000 rows written, indexed, read and updated): RSS after opening
 *   282 MB with 0.3.16, 283 / 210 / 188 / 166 MB with 0.4.6 at 128 / 64 / 32 / 16 MB, and the
 *   same workload no slower at 16 MB (1.7-1.8 s) than at 128 MB. `npm run data:import` of the
 *   corpus's 40k 10th subset peaks at 274-313 MB (422-474 MB with 0.3.16): docs/battlescribe.md,
 *   "The embedded database's floor". PGlite 0.5 (PostgreSQL 18) cannot open these folders.
 */
export const EMBEDDED_SHARED_BUFFERS = "16MB";
const EMBEDDED_OPTIONS = {
  database: "template1",
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
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
  const pglite = new PGlite(config.dataDir, EMBEDDED_OPTIONS);
  let closed: Promise<void> | undefined;
  return {
    // pglite-prisma-adapter 0.6 is typed against an older @prisma/driver-adapter-utils; the
    // protocol is the same at run time (the DB tests run every query through it).
    factory: new PrismaPGlite(pglite) as unknown as AdapterFactory,
    sql: pgliteSession(pglite),
    close: () => {
      closed ??= (async () => {
        // PGlite's Emscripten runtime writes PostgreSQL's own exit status (0) into
        // process.exitCode when it shuts down: a command that had set its exit code (data:import's
        // 2 for a data error, db:status's 1 for pending migrations) would end with 0.
        const exitCode = process.exitCode;
        try {
          if (!pglite.closed) await pglite.close();
        } catch (error) {
          // A PGlite that never started (damaged folder) has nothing to shut down; the error
          // that matters is the one its first query reported.
          if (pglite.ready) throw error;
        } finally {
          process.exitCode = exitCode;
          releaseDataDirLock(config.dataDir);
        }
      })();
      return closed;
    },
  };
}
