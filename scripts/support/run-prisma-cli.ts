/** Runs the Prisma CLI (offline, through prisma.config.ts) and collects its output. */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const PRISMA_CLI = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), "unref-long-timers.cjs");

export type CliResult = { code: number | null; stdout: string; stderr: string };

export async function runPrismaCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  const child = spawn(process.execPath, ["--require", PRELOAD, PRISMA_CLI, ...args], {
    env: { ...env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
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
