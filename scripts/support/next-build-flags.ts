/**
 * The flags package.json's build script gives `next build` (`--webpack`: see next.config.js),
 * for the web bench's bare app, so that it is built as the app is.
 */
import fs from "node:fs";
import path from "node:path";

export function nextBuildFlags(packageJsonPath = path.join(import.meta.dirname, "../../package.json")): string[] {
  const scripts = (JSON.parse(fs.readFileSync(packageJsonPath, "utf8")) as { scripts?: Record<string, string> }).scripts;
  const flags = /\bnext build((?:\s+--[\w-]+)*)\s*(?:&&|$)/.exec(scripts?.build ?? "")?.[1];
  if (flags === undefined) throw new Error("package.json's build script does not run `next build`");
  return flags.trim().split(/\s+/).filter(Boolean);
}
