/**
 * Prepares one migrated template database per test run, with the same migration code the
 * app runs at start-up; test files copy it (tests/db/support/test-database.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../../lib/db/apply-migrations";
import type { DatabaseConfig } from "../../../lib/db/database-config";
import { openDatabase } from "../../../lib/db/open-database";
import { databaseUrl, quoteIdent, randomSuffix, readTestServerUrl, runOnServer } from "./test-server";

export type DatabaseTemplate =
  | { mode: "embedded"; root: string; templateDir: string }
  | { mode: "server"; serverUrl: string; template: string; prefix: string };

declare module "vitest" {
  // Declaration merging into Vitest's context needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

async function migrate(config: DatabaseConfig): Promise<void> {
  const database = openDatabase(config);
  try {
    await applyMigrations(database.sql);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = readTestServerUrl();
  if (serverUrl) {
    const prefix = `muster_test_${randomSuffix()}`;
    const template = `${prefix}_template`;
    await runOnServer(serverUrl, `CREATE DATABASE ${quoteIdent(template)}`);
    await migrate({ mode: "server", url: databaseUrl(serverUrl, template) });
    project.provide("databaseTemplate", { mode: "server", serverUrl, template, prefix });
    return async () => {
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "muster-db-tests-"));
  const templateDir = path.join(root, "template", "pglite");
  await migrate({ mode: "embedded", dataDir: templateDir });
  project.provide("databaseTemplate", { mode: "embedded", root, templateDir });
  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
  };
}
