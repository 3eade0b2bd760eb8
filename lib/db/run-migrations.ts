/**
 * Applies prisma/migrations with `prisma migrate deploy`, which reaches the database through
 * prisma.config.ts's driver adapter. Runs in a child process: the caller must not hold the
 * embedded database open meanwhile (PGlite allows one process per folder).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseStartupError } from "./startup-error";

const require = createRequire(import.meta.url);
const PRISMA_CLI = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), "unref-long-timers.cjs");

export type MigrationRun = { applied: string[]; output: string };

/** `migrate deploy` lists what it applied as `└─ <name>/` lines. */
export function parseAppliedMigrations(output: string): string[] {
  return [...output.matchAll(/└─ (\S+?)\/\s*$/gm)].map((match) => match[1] ?? "").filter(Boolean);
}

function lastErrorLine(output: string): string {
  const lines = output.split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => line.startsWith("Error")) ?? lines.at(-1) ?? "no output";
}

export async function runMigrations(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<MigrationRun> {
  const child = spawn(process.execPath, ["--require", PRELOAD, PRISMA_CLI, "migrate", "deploy"], {
    cwd,
    env: { ...env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) {
    throw new DatabaseStartupError(
      `Applying the database migrations failed (${lastErrorLine(output)}); fix the cause, then start again (npx prisma migrate deploy shows the details).`,
    );
  }
  return { applied: parseAppliedMigrations(output), output };
}
