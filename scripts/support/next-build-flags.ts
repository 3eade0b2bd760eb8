/**
 * The flags package.json's build script gives `next build` (`--webpack`: see next.config.js),
 * for the web bench's bare app, so that it is built as the app is.
 */
import { packageScript } from "../server-node-flags";

export function nextBuildFlags(packageJsonPath?: string): string[] {
  const flags = /\bnext build((?:\s+--[\w-]+)*)\s*(?:&&|$)/.exec(packageScript("build", packageJsonPath))?.[1];
  if (flags === undefined) throw new Error("package.json's build script does not run `next build`");
  return flags.trim().split(/\s+/).filter(Boolean);
}
