/** A production server (`next start`) on fresh embedded data, for the load benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverEnvironment } from "../server-node-flags";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type BenchServer = { url: string; pid: number; stop: () => Promise<void> };

async function waitForHealth(url: string): Promise<boolean> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** Null (with the reason printed) when there is no build or the database cannot be prepared. */
export async function startBenchServer(label: string, port: number, extraEnv: Record<string, string> = {}, nodeFlags: string[] = []): Promise<BenchServer | null> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.log(`${label}: skipped (no production build; run npm run build first)`);
    return null;
  }
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bench-"));
  // With the environment npm start gives the server (glibc's malloc threshold).
  const env = { ...process.env, ...serverEnvironment(), NEXT_TELEMETRY_DISABLED: "1", MUSTER_DATA_DIR: path.join(dataRoot, "pglite"), MUSTER_RATE_LIMITS: "off", ...extraEnv };
  const prepare = spawn(process.execPath, ["--import", "tsx", "scripts/prepare-db.ts"], { cwd: ROOT, env, stdio: "ignore" });
  const prepared = await new Promise<number | null>((resolve) => prepare.on("close", resolve));
  if (prepared !== 0) {
    console.log(`${label}: skipped (preparing the database failed with ${prepared})`);
    fs.rmSync(dataRoot, { recursive: true, force: true });
    return null;
  }
  const server: ChildProcess = spawn(process.execPath, [...nodeFlags, "node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: ROOT, env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const closed = new Promise((resolve) => server.once("close", resolve));
      server.kill("SIGTERM");
      await closed;
    }
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
  if (!(await waitForHealth(url))) {
    await stop();
    throw new Error("the server did not start");
  }
  return { url, pid: server.pid as number, stop };
}
