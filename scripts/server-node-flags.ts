/**
 * The V8 flags `npm start` starts the server's Node with (`node <flags> node_modules/next/...`
 * in package.json) and the environment it sets for it (`NAME=value node ...`), for what must run
 * the server as production does: the end-to-end tests' server and the benches; and the flags
 * `npm run data:import` starts its Node with, for the install bench.
 */
import fs from "node:fs";
import path from "node:path";

const PACKAGE_JSON = path.join(import.meta.dirname, "../package.json");

/** One of package.json's scripts ("" when it has none of that name). */
export function packageScript(name: string, packageJsonPath = PACKAGE_JSON): string {
  const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, "utf8")) as { scripts?: Record<string, string> };
  return packageJson.scripts?.[name] ?? "";
}

export function serverNodeFlags(packageJsonPath = PACKAGE_JSON): string[] {
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)+)\s+node_modules\/next\//.exec(packageScript("start", packageJsonPath))?.[1];
  if (flags === undefined) throw new Error("package.json's start script does not start Next with node flags");
  return flags.trim().split(/\s+/);
}

/**
 * The variables the start script sets for the server's Node, such as glibc's
 * MALLOC_MMAP_THRESHOLD_ (docs/battlescribe.md, "The embedded database's floor"): the
 * `NAME=value` words right before `node`. Telemetry's switch is left out; callers set it.
 */
export function serverEnvironment(packageJsonPath = PACKAGE_JSON): Record<string, string> {
  const words = /((?:\b[A-Z_][A-Z0-9_]*=\S*\s+)*)node(?:\s+--[\w-]+(?:=\S+)?)+\s+node_modules\/next\//.exec(packageScript("start", packageJsonPath))?.[1] ?? "";
  return Object.fromEntries(
    words
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] as const)
      .filter(([name]) => name !== "NEXT_TELEMETRY_DISABLED"),
  );
}

/** The flags `npm run data:import` gives Node before `--import tsx` (its memory depends on them). */
export function dataImportNodeFlags(packageJsonPath = PACKAGE_JSON): string[] {
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)+?)\s+--import\s+tsx\b/.exec(packageScript("data:import", packageJsonPath))?.[1];
  if (flags === undefined) throw new Error("package.json's data:import script does not start Node with flags before --import tsx");
  return flags.trim().split(/\s+/);
}
