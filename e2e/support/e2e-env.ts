/**
 * Where the end-to-end run gets its game data and database. Shared by playwright.config.ts
 * (which starts the servers) and the tests (which compare what they see with the files).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Overridable so that two runs on one machine (a developer and CI) do not collide. */
export const E2E_PORT = Number(process.env.MUSTER_E2E_PORT ?? 3100);
/** Where the account journey's mail sink listens (e2e/account.spec.ts); the server sends there. */
export const E2E_SMTP_PORT = E2E_PORT + 25;
/** A second server whose DATABASE_URL points where nothing listens: the error state. */
export const E2E_BROKEN_PORT = E2E_PORT + 1;
export const BROKEN_DATABASE_URL = "postgresql://muster@127.0.0.1:1/muster";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const FIXTURE_DATA = path.join(ROOT, "tests", "fixtures", "game-data", "valid");

function hasGameSystems(dataDir: string): boolean {
  const systems = path.join(dataDir, "systems");
  if (!fs.existsSync(systems)) return false;
  return fs.readdirSync(systems).some((name) => fs.existsSync(path.join(systems, name, "system.json")));
}

/**
 * The shipped data/ when it has a game system, else the test fixtures, so that the home page
 * always has systems to show. Fixed on first call for the whole run (workers inherit it).
 */
export function resolveE2eGameDataDir(): string {
  process.env.MUSTER_GAME_DATA_DIR ||= hasGameSystems(path.join(ROOT, "data")) ? path.join(ROOT, "data") : FIXTURE_DATA;
  return process.env.MUSTER_GAME_DATA_DIR;
}

/** A fresh embedded database folder for the run, unless the run uses DATABASE_URL. */
export function resolveE2eDataDir(): string | undefined {
  if (process.env.DATABASE_URL?.trim()) return undefined;
  process.env.MUSTER_E2E_DATA_DIR ||= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "muster-e2e-")), "pglite");
  return process.env.MUSTER_E2E_DATA_DIR;
}

export const ARTIFACTS_DIR = path.join(ROOT, "artifacts", "e2e");

/**
 * The Army Forge army books the e2e server has installed with `data:import` before it starts
 * (invented books in Army Forge's shape, a Regiments one and a Grimdark Future one, with common
 * rules in both forms Army Forge served): pages that list every catalogue list them too.
 */
export const E2E_ARMY_BOOK_FILES = ["lib/opr/fixtures/ironbound-book.json", "lib/opr/fixtures/starfall-book.json", "lib/opr/fixtures/common-rules.json", "lib/opr/fixtures/common-rules-object.json"];
