/**
 * Database integration tests (tests/db/**\/*.db.test.ts). Every test file gets a database of its
 * own, copied from one migrated template: embedded PGlite in a temporary folder by default,
 * PostgreSQL databases on the server of TEST_DATABASE_URL or DATABASE_URL when one is set.
 */
import { defineConfig } from "vitest/config";
import { alias, ignoredFolders } from "./tests/support/vitest-resolve";

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/db/**/*.db.test.ts"],
    exclude: ignoredFolders,
    environment: "node",
    globalSetup: ["tests/db/support/global-setup.ts"],
    setupFiles: ["tests/db/support/setup-file.ts"],
    // Files of one worker run one after another and share their modules: importing the app
    // (Next's route code, Prisma, PGlite) once per worker instead of once per file took a third
    // off the run (embedded 198 s to 130 s, server 141 s to 87 s). Every file opens its own
    // database; what the app keeps in memory is keyed by the Prisma client or by ids.
    isolate: false,
    // PGlite starts in about a second and runs in-process; seeding a catalogue takes a few.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Route tests send hundreds of writes a minute from one "browser"; the limits have a test of their own.
    env: { MUSTER_RATE_LIMITS: "off" },
    maxWorkers: 2,
  },
});
