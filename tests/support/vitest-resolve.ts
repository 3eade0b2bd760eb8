/** Resolution shared by the unit and DB test configs: the `@/` path alias and server-only. */
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export const alias = [
  { find: /^@\//, replacement: `${root}/` },
  // Tests import server modules directly; `server-only` throws outside a React Server build.
  { find: /^server-only$/, replacement: path.join(root, "tests", "support", "server-only-stub.ts") },
];

export const ignoredFolders = [
  "**/node_modules/**",
  "**/.next/**",
  "**/.data/**",
  "lib/generated/**",
  "artifacts/**",
  "test-results/**",
  "e2e/**",
];
