/**
 * Worker threads run code Next's bundler never sees (lib/data-install/install-worker.ts, the
 * work pool's tasks). `npm run build` bundles each into plain JavaScript in .next/workers
 * (scripts/build-workers.ts), which a production server starts as it is: no TypeScript loader
 * in the thread, whose loader-hooks thread and compiler cost about 20 MB and a quarter of a
 * second per worker. `next dev`, tests and the CLI run the TypeScript source through tsx.
 */
import fs from "node:fs";
import path from "node:path";

export type BuiltWorker = "install-worker" | "work-worker";

/** Where `npm run build` writes a worker's bundle, under the app's folder. */
export function builtWorkerPath(name: BuiltWorker, root: string): string {
  return path.join(root, ".next", "workers", `${name}.mjs`);
}

let warned = false;

/**
 * The bundle to start in a production server, or undefined to run the source (not production,
 * or a build made without `npm run build`: said once, since the source still works).
 */
export function builtWorkerFile(name: BuiltWorker, env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): string | undefined {
  if (env.NODE_ENV !== "production") return undefined;
  const file = builtWorkerPath(name, root);
  if (fs.existsSync(file)) return file;
  if (!warned) {
    warned = true;
    console.warn(`${path.relative(root, file)} is missing (it is written by npm run build): worker threads run their TypeScript source instead.`);
  }
  return undefined;
}
