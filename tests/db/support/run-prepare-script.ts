/** Runs scripts/prepare-db.ts the way `npm run dev` does, in a child process. */
import { spawn } from "node:child_process";
import path from "node:path";

export type ScriptResult = { code: number | null; stdout: string; stderr: string };

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

export async function runPrepareScript(env: Record<string, string | undefined>, args: string[] = []): Promise<ScriptResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.MUSTER_DATA_DIR;
  delete base.MUSTER_GAME_DATA_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "prepare-db.ts"), ...args], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  return { code, stdout, stderr };
}

export const FIXTURES = path.join(ROOT, "tests", "fixtures", "game-data");
