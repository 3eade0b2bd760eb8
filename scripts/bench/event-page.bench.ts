/** Load on the organiser's event page with 200 lists: bundles event-page.child.ts for plain Node and runs it. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

// Inside the project, so that the bundle's imports of packages find node_modules.
fs.mkdirSync(path.join(process.cwd(), "node_modules", ".cache"), { recursive: true });
const dir = fs.mkdtempSync(path.join(process.cwd(), "node_modules", ".cache", "muster-bench-event-"));
try {
  const bundle = path.join(dir, "event-page.mjs");
  buildSync({
    entryPoints: [path.join(import.meta.dirname, "event-page.child.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: bundle,
    logLevel: "error",
    packages: "external",
    alias: { "server-only": path.join(import.meta.dirname, "empty-module.ts") },
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const child = spawnSync(process.execPath, [bundle], { stdio: "inherit", cwd: process.cwd(), env: { ...process.env, MUSTER_RATE_LIMITS: "off", MUSTER_SIGN_IN_LIMITS: "off" } });
  process.exitCode = child.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
