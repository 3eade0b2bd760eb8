/**
 * A database of the test file's own, so that no test depends on another's rows: a copy of the
 * migrated template (PGlite folder or PostgreSQL TEMPLATE), or an empty one for migration tests.
 */
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { DatabaseConfig } from "../../../lib/db/database-config";
import { openDatabase, type Database } from "../../../lib/db/open-database";
import { databaseUrl, quoteIdent, randomSuffix, runOnServer } from "./test-server";

export type TestDatabase = Database & {
  /** Environment that points the prepare script (or the Prisma CLI) at this database. */
  env: { DATABASE_URL?: string; MUSTER_DATA_DIR?: string };
};

/** The configuration of a new test database, created from the template unless `empty`. */
export async function createTestDatabaseConfig(options: { empty?: boolean } = {}): Promise<DatabaseConfig> {
  const template = inject("databaseTemplate");
  if (template.mode === "embedded") {
    const dataDir = path.join(template.root, randomSuffix(), "pglite");
    if (!options.empty) fs.cpSync(template.templateDir, dataDir, { recursive: true });
    return { mode: "embedded", dataDir };
  }
  const name = `${template.prefix}_${randomSuffix()}`;
  const from = options.empty ? "" : ` TEMPLATE ${quoteIdent(template.template)}`;
  await runOnServer(template.serverUrl, `CREATE DATABASE ${quoteIdent(name)}${from}`);
  return { mode: "server", url: databaseUrl(template.serverUrl, name) };
}

export async function dropTestDatabase(config: DatabaseConfig): Promise<void> {
  const template = inject("databaseTemplate");
  if (config.mode === "embedded") {
    fs.rmSync(path.dirname(config.dataDir), { recursive: true, force: true });
    return;
  }
  if (template.mode !== "server") return;
  const name = decodeURIComponent(new URL(config.url).pathname.slice(1));
  await runOnServer(template.serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

export function envFor(config: DatabaseConfig): TestDatabase["env"] {
  return config.mode === "server" ? { DATABASE_URL: config.url } : { MUSTER_DATA_DIR: config.dataDir };
}

export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const config = await createTestDatabaseConfig(options);
  const database = openDatabase(config);
  return {
    ...database,
    env: envFor(config),
    close: async () => {
      await database.close();
      await dropTestDatabase(config);
    },
  };
}
