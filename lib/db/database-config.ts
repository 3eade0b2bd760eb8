/** Which database Muster uses, read from the environment. Pure: no I/O. */
import path from "node:path";
import { z } from "zod";
import { DatabaseStartupError } from "./startup-error";

export type DatabaseMode = "embedded" | "server";

export type DatabaseConfig =
  | { mode: "server"; url: string }
  | { mode: "embedded"; dataDir: string };

export type DatabaseEnv = { DATABASE_URL?: string; MUSTER_DATA_DIR?: string; [name: string]: string | undefined };

/** Milliseconds a server gets to accept a connection before start-up gives up. */
export const CONNECT_TIMEOUT_MS = 5_000;

export const DEFAULT_EMBEDDED_DIR = path.join(".data", "pglite");

const postgresUrlSchema = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && ["postgres:", "postgresql:"].includes(new URL(value).protocol), "not a postgres:// URL");

/** An empty DATABASE_URL counts as unset, so `DATABASE_URL= npm run dev` selects embedded. */
function readServerUrl(env: DatabaseEnv): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  return raw ? raw : undefined;
}

export function getDatabaseMode(env: DatabaseEnv = process.env): DatabaseMode {
  return readServerUrl(env) ? "server" : "embedded";
}

export function readDatabaseConfig(env: DatabaseEnv = process.env, cwd = process.cwd()): DatabaseConfig {
  const url = readServerUrl(env);
  if (url) {
    const parsed = postgresUrlSchema.safeParse(url);
    if (!parsed.success) {
      throw new DatabaseStartupError({ key: "db.badUrl", params: {} });
    }
    return { mode: "server", url: parsed.data };
  }
  const dataDir = env.MUSTER_DATA_DIR?.trim() || DEFAULT_EMBEDDED_DIR;
  return { mode: "embedded", dataDir: path.resolve(cwd, dataDir) };
}

/** host:port/database of a server URL, without the password, for messages. */
export function describeServer(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "(default database)";
  return `${parsed.hostname}:${parsed.port || "5432"}/${database}`;
}
