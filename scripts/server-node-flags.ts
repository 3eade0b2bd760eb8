/**
 * The V8 flags `npm start` starts the server's Node with (`node <flags> node_modules/next/...`
 * in package.json), for what must run the server as production does: the end-to-end tests'
 * server and the memory bench.
 */
import fs from "node:fs";
import path from "node:path";

export function serverNodeFlags(packageJsonPath = path.join(import.meta.dirname, "../package.json")): string[] {
  const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, "utf8")) as { scripts?: { start?: string } };
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)+)\s+node_modules\/next\//.exec(packageJson.scripts?.start ?? "")?.[1];
  if (flags === undefined) throw new Error("package.json's start script does not start Next with node flags");
  return flags.trim().split(/\s+/);
}
