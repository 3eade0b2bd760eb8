/**
 * What a page's client components bring into its first load (before any dynamic import):
 * Zod and the English catalogue are 50-60 KB of gzipped JavaScript that a form or list does not
 * need to show itself, so they load on demand (a submit, an upload, the roster editor). esbuild
 * bundles each component with its imports and reports which files its static imports reach; a
 * form that imports a schema module again (even for a constant) fails here, naming the chain.
 */
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Client components that are in the first load of their page. */
const FIRST_LOAD = [
  "app/account/_components/credentials-form.tsx",
  "app/account/_components/account-panel.tsx",
  "app/account/_components/reset-password-form.tsx",
  "app/rosters/new/new-roster-form.tsx",
  "app/rosters/_components/roster-library.tsx",
  "app/game-data/upload-data-form.tsx",
  "app/game-data/data-sources-panel.tsx",
  "app/compare/compare-form.tsx",
  "app/rosters/[id]/_editor/roster-editor-loader.tsx",
  "app/rosters/[id]/_editor/bs-roster-editor-loader.tsx",
];

/** Loaded on demand only. */
const NOT_IN_FIRST_LOAD = [/node_modules\/zod\//, /^lib\/i18n\/english\.ts$/, /^lib\/i18n\/en\/index\.ts$/];

/** The shortest chain of static imports from the entry to each file it reaches. */
function staticReach(metafile: Metafile, entry: string): Map<string, string | null> {
  const reached = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind === "dynamic-import" || reached.has(imported.path)) continue;
      reached.set(imported.path, file);
      queue.push(imported.path);
    }
  }
  return reached;
}

function chainTo(reached: Map<string, string | null>, file: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = reached.get(at)) chain.unshift(at);
  return chain.join(" -> ");
}

describe("the first load of a page leaves Zod and the English catalogue out", () => {
  it.each(FIRST_LOAD)("%s", async (entry) => {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "browser",
      jsx: "automatic",
      logLevel: "silent",
      loader: { ".css": "empty" },
      external: ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*", "server-only"],
    });
    const reached = staticReach(result.metafile, entry);
    const unwanted = [...reached.keys()].filter((file) => NOT_IN_FIRST_LOAD.some((pattern) => pattern.test(file)));
    expect(unwanted.map((file) => chainTo(reached, file))).toEqual([]);
    // The check means something only if the entry's own imports were followed.
    expect(reached.size).toBeGreaterThan(3);
  });
});
