/**
 * Accounts through better-auth: e-mail and password (argon2id, password-hash.ts), sessions
 * stored in PostgreSQL (the session table) so every app process agrees and a revoked session
 * is gone at once (no cookie cache). Only Muster's own routes call it (lib/data-access/
 * accounts.ts); better-auth's generic HTTP handler is not mounted, so each input passes
 * Muster's zod schemas, rate limits and origin checks first.
 */
import "server-only";
import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getOwnerSecret } from "@/lib/identity/owner-secret";
import { hashPassword, verifyPassword } from "./password-hash";

export const SESSION_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

function createAuth(db: PrismaClient, secret: string, secure: boolean) {
  return betterAuth({
    appName: "Muster",
    // Derived, so that the owner-cookie secret and better-auth's never sign the same thing.
    secret: createHmac("sha256", secret).update("muster:better-auth").digest("base64url"),
    database: prismaAdapter(db, { provider: "postgresql" }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: { additionalFields: { ownerId: { type: "string", required: true, input: true } } },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Muster's own limits (PostgreSQL, per IP and per account) guard sign-in; its write guard
    // checks origins before any of this runs.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { cookiePrefix: "muster", useSecureCookies: secure, disableCSRFCheck: true, disableOriginCheck: true },
    logger: { disabled: true },
  });
}

export type MusterAuth = ReturnType<typeof createAuth>;

const instances = new WeakMap<PrismaClient, Map<string, Promise<MusterAuth>>>();

/** One instance per database client and cookie security (https or plain http behind no proxy). */
export function getAuth(db: PrismaClient, secure: boolean): Promise<MusterAuth> {
  let byMode = instances.get(db);
  if (!byMode) {
    byMode = new Map();
    instances.set(db, byMode);
  }
  const key = secure ? "secure" : "plain";
  let auth = byMode.get(key);
  if (!auth) {
    auth = getOwnerSecret(db).then((secret) => createAuth(db, secret, secure));
    byMode.set(key, auth);
    auth.catch(() => byMode?.delete(key));
  }
  return auth;
}

/** better-auth's session cookie names (plain and __Secure-), to tell whether a request has one. */
export const SESSION_COOKIES = ["muster.session_token", "__Secure-muster.session_token"] as const;
