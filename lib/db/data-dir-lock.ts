/**
 * PGlite is a single-process database: two processes writing one folder corrupt it. A lock file
 * next to the folder (PGlite refuses foreign files inside it) records the owning process id.
 */
import fs from "node:fs";
import { DatabaseStartupError } from "./startup-error";

const held = new Set<string>();

export function lockFileFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

/**
 * A live Node process with that id; a recycled id now used by another program does not count.
 * The executable, not the command line: Next.js renames its process ("next-server").
 */
function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    return /node/i.test(fs.readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return true; // no /proc (macOS) or not ours to inspect: trust the process id
  }
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for this process; a lock left by a process that has ended is taken over. */
export function acquireDataDirLock(dataDir: string): void {
  const lockFile = lockFileFor(dataDir);
  if (held.has(lockFile)) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      held.add(lockFile);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockFile);
    if (owner === process.pid) {
      held.add(lockFile);
      return;
    }
    if (owner !== undefined && isLiveNodeProcess(owner)) {
      throw new DatabaseStartupError({ key: "db.folderInUse", params: { folder: dataDir, pid: owner } });
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new DatabaseStartupError({ key: "db.lockFailed", params: { file: lockFileFor(dataDir) } });
}

export function releaseDataDirLock(dataDir: string): void {
  const lockFile = lockFileFor(dataDir);
  if (!held.delete(lockFile)) return;
  if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
}

// A process that ends without closing its database must not leave a lock behind.
process.once("exit", () => {
  for (const lockFile of held) {
    if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  }
});
