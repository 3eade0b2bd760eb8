/**
 * Plain SQL on the configured database, beside Prisma: migrations need multi-statement
 * scripts and a session-level advisory lock, which Prisma Client does not offer.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { CONNECT_TIMEOUT_MS } from "./database-config";

export type SqlSession = {
  /** Runs one or more statements as one implicit transaction (simple query protocol). */
  execScript(script: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

/** On the PGlite instance Prisma uses too: a second instance on one folder would corrupt it. */
export function pgliteSession(pglite: PGlite): SqlSession {
  return {
    execScript: async (script) => {
      await pglite.exec(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await pglite.query<Row>(sql, params)).rows,
    close: async () => {},
  };
}

/** One dedicated connection, opened on first use, so that session locks hold. */
export function serverSession(url: string): SqlSession {
  let client: Promise<pg.Client> | undefined;
  const connect = () => {
    client ??= (async () => {
      const created = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      created.on("error", () => {}); // a dropped connection fails the next query instead
      await created.connect();
      return created;
    })();
    return client;
  };
  return {
    execScript: async (script) => {
      await (await connect()).query(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await (await connect()).query(sql, params)).rows as Row[],
    close: async () => {
      if (!client) return;
      const opened = await client.catch(() => undefined);
      client = undefined;
      await opened?.end();
    },
  };
}
