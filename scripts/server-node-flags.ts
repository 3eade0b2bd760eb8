/**
 * The V8 flags `npm start` starts the server's Node with (`node <flags> node_modules/next/...`
 * in package.json), for what must run the server as production does: the end-to-end tests'
 * server and the memory bench; and those `npm run data:import` starts its Node with, for the
 * install bench.
 */
import fs from "node:fs";
import path from "node:path";

export function serverNodeFlags(packageJsonPath = path.join(import.meta.dirname, "../package.json")): string[] {
  const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, "utf8")) as { scripts?: { start?: string } };
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)+)\s+node_modules\/next\//.exec(packageJson.scripts?.start ?? "")?.[1];
  if (flags === undefined) throw new Error("package.json's start script does not start Next with node flags");
  return flags.trim().split(/\s+/);
}

/** The flags `npm run data:import` gives Node before `--import tsx` (its memory depends on them). */
export function dataImportNodeFlags(packageJsonPath = path.join(import.meta.dirname, "../package.json")): string[] {
  const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, "utf8")) as { scripts?: Record<string, string> };
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)+?)\s+--import\s+tsx\b/.exec(packageJson.scripts?.["data:import"] ?? "")?.[1];
  if (flags === undefined) throw new Error("package.json's data:import script does not start Node with flags before --import tsx");
  return flags.trim().split(/\s+/);
}
