/** Makes sure the embedded database folder can be created and written before PGlite opens it. */
import fs from "node:fs";
import path from "node:path";
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";
import { DatabaseStartupError } from "./startup-error";

/** Why a folder cannot be used, in words ("permission denied"; db.reason names the usual codes). */
function reason(error: unknown, tr: Translator = en): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return tr.t("db.reason", { code });
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
    throw new DatabaseStartupError({ key: "db.folderCreate", params: { folder: dataDir, reason: reason(error) } }, { cause: error });
  }
  const entries = fs.readdirSync(dataDir);
  // PGlite initialises only an empty folder; anything else there is not ours to overwrite.
  if (entries.length > 0 && !entries.includes("PG_VERSION")) {
    throw new DatabaseStartupError({ key: "db.folderForeign", params: { folder: dataDir } });
  }
  const probe = path.join(dataDir, `.muster-write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    throw new DatabaseStartupError({ key: "db.folderWrite", params: { folder: dataDir, reason: reason(error) } }, { cause: error });
  }
}
