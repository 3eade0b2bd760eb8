/**
 * The secret that signs owner cookies: MUSTER_SECRET when set, else one generated on first use
 * and kept in the database's Setting table, so it survives restarts in both database modes and
 * every process on the same database signs alike.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const SETTING_KEY = "owner-cookie-secret";
const MIN_SECRET_LENGTH = 32;

const cache = new WeakMap<PrismaClient, Promise<string>>();

function readEnvSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.MUSTER_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`MUSTER_SECRET is ${secret.length} characters long; use at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -base64 48), or unset it to let Muster generate one.`);
  }
  return secret;
}

/** Reads the stored secret, creating it first if none exists. Two racing processes agree. */
export async function loadStoredSecret(db: PrismaClient): Promise<string> {
  // skipDuplicates makes the insert a no-op when another process got there first.
  await db.setting.createMany({ data: [{ key: SETTING_KEY, value: randomBytes(48).toString("base64url") }], skipDuplicates: true });
  const row = await db.setting.findUniqueOrThrow({ where: { key: SETTING_KEY } });
  return row.value;
}

/** Cached per database client: one query per process, not one per request. */
export function getOwnerSecret(db: PrismaClient, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = readEnvSecret(env);
  if (fromEnv) return Promise.resolve(fromEnv);
  let secret = cache.get(db);
  if (!secret) {
    secret = loadStoredSecret(db);
    cache.set(db, secret);
    // A failed read (database down) must not stick: the next request tries again.
    secret.catch(() => cache.delete(db));
  }
  return secret;
}
