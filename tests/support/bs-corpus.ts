/**
 * The third-party BattleScribe files of ../shared/corpus (never copied into this repository),
 * for tests and benchmarks. `corpusDir()` is undefined when the folder is absent; tests then
 * skip with a message saying so.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * `shared/corpus` next to the checkout, looked for in each folder above it: a git worktree sits
 * one level deeper than the main checkout.
 */
function findCorpus(): string {
  // A bundled benchmark runs from a temporary folder: it is told where the corpus is.
  if (process.env.MUSTER_CORPUS_DIR) return process.env.MUSTER_CORPUS_DIR;
  let dir = path.resolve(import.meta.dirname, "../..");
  for (let up = 0; up < 3; up++) {
    const candidate = path.join(path.dirname(dir), "shared/corpus");
    if (fs.existsSync(path.join(candidate, "bsdata"))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve(import.meta.dirname, "../../../shared/corpus");
}

export const CORPUS_DIR = findCorpus();

export function corpusDir(): string | undefined {
  return fs.existsSync(path.join(CORPUS_DIR, "bsdata")) ? CORPUS_DIR : undefined;
}

export type CorpusFile = { fileName: string; content: string };

export function readCorpusFiles(folder: string, names?: string[]): CorpusFile[] {
  const dir = path.join(CORPUS_DIR, folder);
  const files = names ?? fs.readdirSync(dir).filter((f) => /\.(gst|cat)$/.test(f)).sort();
  return files.map((fileName) => ({ fileName, content: fs.readFileSync(path.join(dir, fileName), "utf8") }));
}

/** The benchmark set: 40k 9e with Ultramarines and every catalogue it links (6 files). */
export const WH40K_9E_ULTRAMARINES = [
  "Warhammer 40,000.gst",
  "Imperium - Ultramarines.cat",
  "Imperium - Space Marines.cat",
  "Imperium - Inquisition.cat",
  "Imperium - Officio Assassinorum.cat",
  "Imperium - Imperial Navy.cat",
];
