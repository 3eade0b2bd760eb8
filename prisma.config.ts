/**
 * Prisma CLI configuration (`prisma migrate diff`, `prisma migrate resolve`, `prisma studio`).
 * The JavaScript schema engine with a driver adapter runs fully offline against the database
 * the app uses: PostgreSQL at DATABASE_URL, or the embedded PGlite folder otherwise. The app
 * applies migrations itself at start-up (lib/db/apply-migrations.ts).
 */
import path from "node:path";
import { defineConfig } from "prisma/config";
import { readDatabaseConfig } from "./lib/db/database-config";
import { openAdapter } from "./lib/db/open-adapter";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const opened = openAdapter(readDatabaseConfig());
    // The CLI never disposes its adapter; PGlite must still be shut down before the process
    // ends, or the folder may not open again.
    process.once("beforeExit", () => void opened.close());
    return opened.factory;
  },
});
