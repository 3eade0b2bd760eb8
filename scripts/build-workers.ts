/**
 * `npm run build`'s second step: each worker thread's code bundled into plain JavaScript in
 * .next/workers (lib/server/built-worker.ts says why). Packages stay outside the bundle and are
 * loaded from node_modules at run time, as the server's own external packages are.
 */
import path from "node:path";
import { build } from "esbuild";
import { builtWorkerPath, type BuiltWorker } from "../lib/server/built-worker";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Each worker's entry: a file, or the lines of one (the work pool's threads export runTask). */
const ENTRIES: Record<BuiltWorker, { file: string } | { contents: string }> = {
  "install-worker": { file: "lib/data-install/install-worker.ts" },
  "work-worker": { contents: 'export { runTask as default } from "./lib/server/work-tasks";\n' },
};

for (const [name, entry] of Object.entries(ENTRIES) as [BuiltWorker, (typeof ENTRIES)[BuiltWorker]][]) {
  const outfile = builtWorkerPath(name, ROOT);
  await build({
    ...("file" in entry ? { entryPoints: [path.join(ROOT, entry.file)] } : { stdin: { contents: entry.contents, resolveDir: ROOT, sourcefile: `${name}.ts`, loader: "ts" } }),
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
  console.log(`Worker bundled: ${path.relative(ROOT, outfile)}`);
}
