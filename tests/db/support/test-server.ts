/** Which database the DB tests use, and the admin connection for server mode. */
import pg from "pg";

/** The PostgreSQL server the DB tests create their databases on, if any. */
export function readTestServerUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL?.trim() || env.DATABASE_URL?.trim();
  return url || undefined;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements (CREATE/DROP DATABASE) on the server, connected to the URL's own database. */
export async function runOnServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 10);
}
