/** Unit tests: `*.test.ts(x)` next to the code they test. No database, no network. */
import { defineConfig } from "vitest/config";
import { alias, ignoredFolders } from "./tests/support/vitest-resolve";

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: [...ignoredFolders, "**/*.db.test.ts", "tests/db/**"],
    environment: "node",
    passWithNoTests: true,
    // Unit tests have no database: the rate limits' store is not there (their own test is a DB test).
    env: { MUSTER_RATE_LIMITS: "off" },
  },
});
