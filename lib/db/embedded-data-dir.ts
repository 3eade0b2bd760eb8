/** Makes sure the embedded database folder can be created and written before PGlite opens it. */
import fs from "node:fs";
import path from "node:path";
import { DatabaseStartupError } from "./startup-error";

const FIX = "make it writable or set MUSTER_DATA_DIR to a folder you can write";

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "read-only file system",
  ENOTDIR: "a file is in the way",
  EEXIST: "a file is in the way",
  ENOSPC: "disk full",
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return REASONS[code] ?? code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates the folder if needed and proves it writable with a probe file. PGlite itself crashes
 * the process on such faults, so they are caught here first.
 */
export function prepareEmbeddedDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DatabaseStartupError(`Muster cannot create its embedded database folder ${dataDir} (${reason(error)}); ${FIX}.`, {
      cause: error,
    });
  }
  const entries = fs.readdirSync(dataDir);
  // PGlite initialises only an empty folder; anything else there is not ours to overwrite.
  if (entries.length > 0 && !entries.includes("PG_VERSION")) {
    throw new DatabaseStartupError(
      `The embedded database folder ${dataDir} is neither empty nor a Muster database; set MUSTER_DATA_DIR to a new or empty folder.`,
    );
  }
  const probe = path.join(dataDir, `.muster-write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    throw new DatabaseStartupError(`Muster cannot write its embedded database folder ${dataDir} (${reason(error)}); ${FIX}.`, {
      cause: error,
    });
  }
}
