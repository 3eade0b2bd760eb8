/**
 * Wrong passwords lock sign-in per account, per (account, network address) and per known
 * browser of the account (lib/auth/known-browser.ts), with growing delays
 * (sign-in-policy.ts), counted in PostgreSQL (table SignInGuard) so that every app process
 * agrees. Never one budget for all sign-ins: guesses against one account change nothing for
 * another. A known browser is judged by its own count alone, so its owner still gets in while
 * the account is locked for everyone else; passkeys cannot be guessed and are not counted.
 * Counts go by the e-mail address given, whether or not it has an account, so a lock says
 * nothing about which addresses have one.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MusterError } from "@/lib/errors/muster-error";
import { clientAddress } from "@/lib/http/rate-limit";
import { knownBrowserId } from "./known-browser";
import { lockMinutes, SIGN_IN_POLICY } from "./sign-in-policy";

type GuardKey = { key: string; allowed: number };

/** Which counts one sign-in attempt is judged by and adds to. */
export type SignInGuard = { keys: GuardKey[]; knownBrowser: boolean };

export function signInLimitsOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MUSTER_SIGN_IN_LIMITS === "off";
}

/**
 * Counts one attempt on `key` before its password is looked at. The row is locked (FOR UPDATE)
 * while it is read and written, so attempts sent at once are counted one after another and
 * cannot all pass before the first lock is written: `counted` is false when the key is locked
 * (the count unchanged); the attempt that reaches the allowed number writes the next lock itself.
 */
async function countAttempt(db: PrismaClient, { key, allowed }: GuardKey, now: Date): Promise<{ counted: boolean; lockedUntil: Date | null }> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_POLICY.forgetAfterHours * 3600_000);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "SignInGuard" ("key", "failures", "lastFailure") VALUES (${key}, 0, ${new Date(0)}) ON CONFLICT ("key") DO NOTHING`;
    const [row] = await tx.$queryRaw<{ failures: number; lockedUntil: Date | null; lastFailure: Date }[]>`SELECT "failures", "lockedUntil", "lastFailure" FROM "SignInGuard" WHERE "key" = ${key} FOR UPDATE`;
    if (row?.lockedUntil && row.lockedUntil > now) return { counted: false, lockedUntil: row.lockedUntil };
    const failures = row && row.lastFailure > forgetBefore ? row.failures + 1 : 1;
    const minutes = lockMinutes(failures, allowed);
    const lockedUntil = minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : null;
    await tx.signInGuard.update({ where: { key }, data: { failures, lockedUntil, lastFailure: now } });
    return { counted: true, lockedUntil };
  });
}

function locked(until: number, now: Date): MusterError {
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new MusterError("TOO_MANY_REQUESTS", "error.signIn.locked", { params: { minutes: Math.ceil(seconds / 60) }, data: { retryAfter: seconds } });
}

/**
 * Counts an attempt to sign in as `email` on each of its counts, before the password is looked
 * at: TOO_MANY_REQUESTS (429, Retry-After) saying for how long when one of them is locked, so a
 * locked attempt learns nothing about the password. The attempt counts as a wrong password
 * until `settleSignIn` says it was right.
 */
export async function guardSignIn(request: Request, email: string, db: PrismaClient, now = new Date()): Promise<SignInGuard> {
  const account = email.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { email: account }, select: { id: true } });
  const browserId = user ? await knownBrowserId(request, user.id, db) : null;
  const address = clientAddress(request) ?? "direct";
  const guard: SignInGuard = browserId
    ? { knownBrowser: true, keys: [{ key: `browser:${account}|${browserId}`, allowed: SIGN_IN_POLICY.perAddress }] }
    : {
        knownBrowser: false,
        // The address's count first: an attempt it refuses adds nothing to the account's.
        keys: [
          { key: `pair:${account}|${address}`, allowed: SIGN_IN_POLICY.perAddress },
          { key: `account:${account}`, allowed: SIGN_IN_POLICY.perAccount },
        ],
      };
  if (signInLimitsOff()) return { ...guard, keys: [] };
  // A lock already written refuses at once, before anything is counted.
  const lockedRows = await db.signInGuard.findMany({ where: { key: { in: guard.keys.map((k) => k.key) }, lockedUntil: { gt: now } }, select: { lockedUntil: true } });
  if (lockedRows.length > 0) throw locked(Math.max(...lockedRows.map((row) => row.lockedUntil!.getTime())), now);
  for (const key of guard.keys) {
    const { counted, lockedUntil } = await countAttempt(db, key, now);
    if (!counted) throw locked(lockedUntil?.getTime() ?? now.getTime() + 60_000, now);
  }
  // Old counts are forgotten anyway; clearing them keeps the table small.
  await db.signInGuard.deleteMany({ where: { lastFailure: { lt: new Date(now.getTime() - SIGN_IN_POLICY.forgetAfterHours * 3600_000) } } });
  return guard;
}

/**
 * The right password: the attempt was no failure after all. This address's (or known
 * browser's) count starts again; the account's count over all addresses only loses this
 * attempt, so an owner signing in does not give an attacker elsewhere a fresh set of guesses
 * (it is forgotten a day after the last wrong password).
 */
export async function settleSignIn(guard: SignInGuard, db: PrismaClient): Promise<void> {
  for (const { key, allowed } of guard.keys) {
    if (!key.startsWith("account:")) {
      await db.signInGuard.deleteMany({ where: { key } });
      continue;
    }
    await db.$executeRaw`UPDATE "SignInGuard" SET "failures" = GREATEST(0, "failures" - 1), "lockedUntil" = CASE WHEN "failures" - 1 < ${allowed}::int THEN NULL ELSE "lockedUntil" END WHERE "key" = ${key}`;
  }
}
