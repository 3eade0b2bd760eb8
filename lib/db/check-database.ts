/**
 * Start-up checks that turn the usual faults (server down, wrong URL, unwritable folder,
 * folder in use) into one sentence before anything else touches the database.
 */
import pg from "pg";
import { CONNECT_TIMEOUT_MS, type DatabaseConfig } from "./database-config";
import { acquireDataDirLock, releaseDataDirLock } from "./data-dir-lock";
import { describeConnectionError } from "./describe-database-error";
import { prepareEmbeddedDataDir } from "./embedded-data-dir";
import { DatabaseStartupError } from "./startup-error";

async function checkServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A failed connection also emits "error"; without a listener that would crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw new DatabaseStartupError(describeConnectionError(error, url), { cause: error });
  } finally {
    await client.end().catch(() => {});
  }
}

function checkEmbedded(dataDir: string): void {
  prepareEmbeddedDataDir(dataDir);
  // Taking and returning the lock proves no other process has the folder open right now.
  acquireDataDirLock(dataDir);
  releaseDataDirLock(dataDir);
}

/** Throws DatabaseStartupError when the configured database cannot be used. */
export async function checkDatabase(config: DatabaseConfig): Promise<void> {
  if (config.mode === "server") await checkServer(config.url);
  else checkEmbedded(config.dataDir);
}
