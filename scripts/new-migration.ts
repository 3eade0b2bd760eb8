/**
 * `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql
 * with the SQL that brings the existing migrations up to prisma/schema.prisma. Offline.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { diffMigrationsToSchema } from "./support/diff-migrations";

const nameSchema = z
  .string({ message: "give the migration a name: npm run db:migration -- add_roster_notes" })
  .regex(/^[a-z0-9_]{1,60}$/, "use lower-case letters, digits and _ (e.g. add_roster_notes)");

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

const parsed = nameSchema.safeParse(process.argv[2]);
if (!parsed.success) {
  console.error(`Migration name: ${parsed.error.issues[0]?.message}.`);
  process.exit(1);
}

const sql = await diffMigrationsToSchema();
if (!sql) {
  console.log("prisma/schema.prisma already matches prisma/migrations; no migration written.");
} else {
  const dir = path.join("prisma", "migrations", `${timestamp(new Date())}_${parsed.data}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
  console.log(`Wrote ${path.join(dir, "migration.sql")}; review it, then npm run db:prepare applies it.`);
}
