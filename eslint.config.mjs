import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    ".next/**",
    "out/**",
    "coverage/**",
    "lib/generated/**",
    "artifacts/**",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      // Style of the project: `type` over `interface`.
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The rule guards webpack's CommonJS `module` in Next page code. The engine, data and
    // script modules are ES modules, where `module` is an ordinary local name.
    files: ["lib/**", "scripts/**"],
    rules: { "@next/next/no-assign-module-variable": "off" },
  },
  {
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
