/**
 * Rate limits on what costs the server or the database: writes, imports and PDF exports, per
 * browser identity and per network address, counted in PostgreSQL (rate-limiter-flexible's
 * Prisma store) so that every app process behind a load balancer agrees. Over a limit: 429 with
 * Retry-After and a sentence a player understands.
 */
import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import { readAccountSession } from "@/lib/identity/account-owner";
import { OWNER_COOKIE, readCookie, verifyOwnerCookie } from "@/lib/identity/owner-cookie";
import { getOwnerSecret } from "@/lib/identity/owner-secret";
import { requestIsHttps } from "@/lib/identity/request-owner";

export type LimitKind = "write" | "import" | "pdf";

/** Per minute; generous for a player, tight for a script. MUSTER_RATE_LIMIT_<KIND> overrides. */
export const DEFAULT_LIMITS: Record<LimitKind, { perIdentity: number; perAddress: number }> = {
  write: { perIdentity: 120, perAddress: 600 },
  import: { perIdentity: 20, perAddress: 60 },
  pdf: { perIdentity: 20, perAddress: 60 },
};

function limitsFor(kind: LimitKind, env: NodeJS.ProcessEnv): { perIdentity: number; perAddress: number } {
  const override = Number(env[`MUSTER_RATE_LIMIT_${kind.toUpperCase()}`]);
  if (Number.isInteger(override) && override > 0) return { perIdentity: override, perAddress: override * 5 };
  return DEFAULT_LIMITS[kind];
}

// A limiter writes through the client it was made with: kept per client, as the owner secret
// and the auth instances are, so a limiter never outlives its database.
const limiters = new WeakMap<PrismaClient, Map<string, RateLimiterPrisma>>();

function limiter(db: PrismaClient, name: string, points: number): RateLimiterPrisma {
  const key = `${name}:${points}`;
  let ofClient = limiters.get(db);
  if (!ofClient) limiters.set(db, (ofClient = new Map()));
  let found = ofClient.get(key);
  if (!found) {
    found = new RateLimiterPrisma({ storeClient: db, tableName: "rateLimiterFlexible", keyPrefix: name, points, duration: 60 });
    ofClient.set(key, found);
  }
  return found;
}

/**
 * The client's address, only when a proxy says it and MUSTER_TRUST_PROXY=1 says to believe it
 * (anyone can send X-Forwarded-For). Without one, every client shares the key "direct".
 */
export function clientAddress(request: Request, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.MUSTER_TRUST_PROXY !== "1") return undefined;
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || undefined;
}

/**
 * The identity a limit may be keyed on: one Muster vouches for, never what a client merely
 * claims. A correctly signed owner cookie (its HMAC checked), else a session the database knows.
 * A cookie that does not verify counts as no identity, so inventing cookies buys no budget.
 */
export async function verifiedIdentity(request: Request, db: PrismaClient): Promise<string | null> {
  const value = readCookie(request.headers.get("cookie"), OWNER_COOKIE);
  const signed = value ? verifyOwnerCookie(value, await getOwnerSecret(db)) : null;
  if (signed) return signed;
  const session = await readAccountSession(request.headers, requestIsHttps(request), db);
  return session?.ownerId ?? null;
}

function tooMany(seconds: number): MusterError {
  return new MusterError("TOO_MANY_REQUESTS", "error.rate.tooMany", {
    params: { seconds },
    data: { retryAfter: seconds },
  });
}

/** Counts one request of this kind; throws TOO_MANY_REQUESTS (429) when over a limit. */
export async function consumeRateLimit(request: Request, kind: LimitKind, db: PrismaClient = getPrisma(), env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.MUSTER_RATE_LIMITS === "off") return;
  const limits = limitsFor(kind, env);
  const identity = await verifiedIdentity(request, db).catch(() => null);
  const address = clientAddress(request, env);
  try {
    // Without a trusted address, browsers with an identity are told apart by it alone; requests
    // without one (a first visit, a script) share one budget, so minting identities gains nothing.
    if (address || !identity) await limiter(db, `${kind}-address`, limits.perAddress).consume(address ?? "direct");
    if (identity) await limiter(db, `${kind}-identity`, limits.perIdentity).consume(identity);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    // The store failing must not take writes down with it: log and let the request through.
    console.error("Rate limiter store failed:", error);
  }
}

/** Password reset mails per e-mail address, in 15 minutes (sign-in itself: lib/auth/sign-in-guard.ts). */
export const PASSWORD_RESET_LIMIT = { perAccount: 5, seconds: 15 * 60 } as const;

const resetLimiters = new WeakMap<PrismaClient, RateLimiterPrisma>();

/** Counts one password reset request for `email` (whether or not it has an account): 429 past the limit. */
export async function consumePasswordResetRequest(email: string, db: PrismaClient = getPrisma(), env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.MUSTER_SIGN_IN_LIMITS === "off") return;
  let found = resetLimiters.get(db);
  if (!found) {
    found = new RateLimiterPrisma({ storeClient: db, tableName: "rateLimiterFlexible", duration: PASSWORD_RESET_LIMIT.seconds, keyPrefix: "password-reset", points: PASSWORD_RESET_LIMIT.perAccount });
    resetLimiters.set(db, found);
  }
  try {
    await found.consume(email.trim().toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new MusterError("TOO_MANY_REQUESTS", "error.rate.signIn", { params: { minutes: Math.ceil(seconds / 60) }, data: { retryAfter: seconds } });
    }
    console.error("Rate limiter store failed:", error);
  }
}
