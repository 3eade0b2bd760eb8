/**
 * The third-party test corpus lives next to the repository (`../shared/corpus`), never in it.
 * A git worktree sits one folder deeper, so the parent of the parent is tried too;
 * MUSTER_CORPUS overrides both. Returns null when there is none, so tests can skip saying so.
 */
import { existsSync } from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");

export function findCorpus(): string | null {
  const candidates = [process.env.MUSTER_CORPUS, path.resolve(repoRoot, "../shared/corpus"), path.resolve(repoRoot, "../../shared/corpus")];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return null;
}
