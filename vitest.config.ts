/** Unit tests: `*.test.ts(x)` next to the code they test. No database, no network. */
import os from "node:os";
import { defineConfig } from "vitest/config";
import { alias, ignoredFolders } from "./tests/support/vitest-resolve";

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: [...ignoredFolders, "**/*.db.test.ts", "tests/db/**"],
    environment: "node",
    passWithNoTests: true,
    // Vitest's default leaves one core to its main process: on a 2-core CI machine that is one
    // worker, and the run took 150 s instead of 95 s.
    maxWorkers: os.availableParallelism(),
    // Unit tests have no database: the rate limits' store is not there (their own test is a DB test).
    env: { MUSTER_RATE_LIMITS: "off" },
  },
});
