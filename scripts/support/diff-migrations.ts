/**
 * The SQL that takes a database built by prisma/migrations to prisma/schema.prisma, computed
 * offline. Prisma 6's `migrate diff --from-migrations` cannot use a shadow database through a
 * driver adapter, so: migrate a scratch PGlite folder, introspect it (`db pull`), and diff that
 * datamodel against schema.prisma.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../../lib/db/apply-migrations";
import { openDatabase } from "../../lib/db/open-database";
import { runPrismaCli, type CliResult } from "./run-prisma-cli";

function failOn(step: string, result: CliResult): never {
  throw new Error(`prisma ${step} failed (exit ${result.code}):\n${result.stdout}${result.stderr}`);
}

/** Returns "" when the migrations already produce schema.prisma. */
export async function diffMigrationsToSchema(schema = path.join("prisma", "schema.prisma")): Promise<string> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "muster-migration-diff-"));
  try {
    const dataDir = path.join(scratch, "pglite");
    const database = openDatabase({ mode: "embedded", dataDir });
    try {
      await applyMigrations(database.sql);
    } finally {
      await database.close();
    }
    const env = { ...process.env, DATABASE_URL: "", MUSTER_DATA_DIR: dataDir };

    const pulled = await runPrismaCli(["db", "pull", "--print", "--schema", schema], env);
    if (pulled.code !== 0) failOn("db pull", pulled);
    // `--print` writes a warning about the datasource url before the schema itself.
    const start = pulled.stdout.search(/^(generator|datasource)\b/m);
    if (start < 0) failOn("db pull", pulled);
    const migratedSchema = path.join(scratch, "migrated.prisma");
    fs.writeFileSync(migratedSchema, pulled.stdout.slice(start));

    const diff = await runPrismaCli(
      ["migrate", "diff", "--from-schema-datamodel", migratedSchema, "--to-schema-datamodel", schema, "--script"],
      env,
    );
    if (diff.code !== 0) failOn("migrate diff", diff);
    const sql = diff.stdout.trim();
    return sql === "-- This is an empty migration." ? "" : sql;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
