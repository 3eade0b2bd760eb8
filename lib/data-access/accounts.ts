/**
 * Accounts: sign up, sign in and out, the account's sessions, password change, export and
 * deletion. Calls better-auth (lib/auth/auth.ts) for credentials and sessions; moves a
 * browser's rosters into the account (account-data.ts); answers wrong credentials with one
 * generic error. Route handlers call these and never better-auth or Prisma directly.
 */
import { localeOfHeaders, serializeLocaleCookie } from "@/lib/i18n/locale-of-request";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import "server-only";
import { APIError } from "better-auth/api";
import { zipSync, strToU8 } from "fflate";
import type { z } from "zod";
import { getAuth } from "@/lib/auth/auth";
import { mailContext, mailOrigin } from "@/lib/auth/mail-context";
import { readRequestOrigin } from "@/lib/http/request-origin";
import { mailConfigured } from "@/lib/mail/send-mail";
import { getPrisma } from "@/lib/db/prisma";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MusterError } from "@/lib/errors/muster-error";
import { readAccountSession, type AccountSession } from "@/lib/identity/account-owner";
import { createOwnerId, OWNER_COOKIE, readCookie, verifyOwnerCookie } from "@/lib/identity/owner-cookie";
import { getOwnerSecret } from "@/lib/identity/owner-secret";
import { ownerCookieFor, requestIsHttps } from "@/lib/identity/request-owner";
import { consumePasswordResetRequest } from "@/lib/http/rate-limit";
import { knownBrowserCookie } from "@/lib/auth/known-browser";
import { guardSignIn, settleSignIn } from "@/lib/auth/sign-in-guard";
import type { changeEmailSchema, changePasswordSchema, signInSchema, signUpSchema } from "@/lib/schemas/account-requests";
import { countLiveRosters, deleteOwnerData, moveOwnerData, type MovedCounts } from "./account-data";

export type SignedIn = { email: string; name: string; moved: MovedCounts; setCookies: string[] };


/** The Set-Cookie headers better-auth answered with, plus Muster's owner cookie. */
function cookiesOf(headers: Headers, extra: string[]): string[] {
  return [...headers.getSetCookie(), ...extra];
}

/** The owner id of the browser's own cookie (not an account's), if it has one. */
async function browserOwner(request: Request, db: PrismaClient): Promise<string | null> {
  const value = readCookie(request.headers.get("cookie"), OWNER_COOKIE);
  if (!value) return null;
  const ownerId = verifyOwnerCookie(value, await getOwnerSecret(db));
  if (!ownerId) return null;
  return (await db.user.count({ where: { ownerId } })) > 0 ? null : ownerId;
}

export async function requireSession(request: Request, db: PrismaClient): Promise<AccountSession> {
  const session = await readAccountSession(request.headers, requestIsHttps(request), db);
  if (!session) throw new MusterError("UNAUTHORIZED", "error.account.signInFirst");
  return session;
}

/**
 * A new account for this browser: it takes over the browser's owner id, so every roster the
 * browser made is the account's from now on, and signs the browser in.
 */
export async function signUp(request: Request, input: z.infer<typeof signUpSchema>, db: PrismaClient = getPrisma()): Promise<SignedIn> {
  if (await readAccountSession(request.headers, requestIsHttps(request), db)) {
    throw new MusterError("CONFLICT", "error.account.alreadySignedIn");
  }
  const ownerId = (await browserOwner(request, db)) ?? createOwnerId();
  const auth = await getAuth(db, requestIsHttps(request));
  try {
    const origin = mailOrigin(readRequestOrigin(request));
    const create = () =>
      auth.api.signUpEmail({
        body: { email: input.email, password: input.password, name: input.name || input.email.split("@")[0] || input.email, ownerId },
        headers: request.headers,
        returnHeaders: true,
      });
    // The confirmation mail goes out only where its link can be trusted (mail-context.ts).
    const { headers } = await mailContext.run({ origin: origin && mailConfigured() ? origin : "", locale: localeOfHeaders(request.headers) }, create);
    // The language the visitor was reading becomes the account's, for its other browsers.
    await db.user.update({ where: { ownerId }, data: { locale: localeOfHeaders(request.headers) } });
    const moved = { ...(await countLiveRosters(db, ownerId)), packages: await db.dataPackage.count({ where: { ownerId } }) };
    const user = await db.user.findUniqueOrThrow({ where: { ownerId }, select: { id: true } });
    return { email: input.email, name: input.name ?? "", moved, setCookies: cookiesOf(headers, [await ownerCookieFor(request, ownerId, db), await knownBrowserCookie(request, user.id, db)]) };
  } catch (error) {
    if (error instanceof APIError && String(error.body?.code ?? "").startsWith("USER_ALREADY_EXISTS")) {
      throw new MusterError("CONFLICT", "error.account.emailTaken", { problems: [{ path: "email", key: "error.problem.emailTaken" }] });
    }
    throw mapAuthError(error);
  }
}

/**
 * Signs the browser in and moves whatever it made before into the account. Wrong e-mail and
 * wrong password get the same answer, and both count against the limits.
 */
export async function signIn(request: Request, input: z.infer<typeof signInSchema>, db: PrismaClient = getPrisma()): Promise<SignedIn> {
  const guard = await guardSignIn(request, input.email, db);
  const auth = await getAuth(db, requestIsHttps(request));
  let headers: Headers;
  let userId: string;
  try {
    const result = await auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: request.headers, returnHeaders: true });
    headers = result.headers;
    userId = result.response.user.id;
  } catch (error) {
    if (error instanceof APIError && (error.status === "UNAUTHORIZED" || error.body?.code === "INVALID_EMAIL_OR_PASSWORD")) {
      throw new MusterError("UNAUTHORIZED", "error.account.wrongCredentials");
    }
    throw mapAuthError(error);
  }
  await settleSignIn(guard, db);
  return completeSignIn(request, userId, headers, db);
}

/**
 * What every way of signing in ends with: the browser's own rosters move into the account,
 * the owner cookie becomes the account's and the account's language comes along.
 */
export async function completeSignIn(request: Request, userId: string, headers: Headers, db: PrismaClient): Promise<SignedIn> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const from = await browserOwner(request, db);
  const moved = from ? await db.$transaction((tx) => moveOwnerData(tx, from, user.ownerId)) : { rosters: 0, bsRosters: 0, packages: 0 };
  // The account's language follows it to this browser.
  const locale = isLocale(user.locale) ? [serializeLocaleCookie(user.locale, requestIsHttps(request))] : [];
  // The browser is known to this account from now on (lib/auth/known-browser.ts).
  const known = await knownBrowserCookie(request, user.id, db);
  return { email: user.email, name: user.name, moved, setCookies: cookiesOf(headers, [await ownerCookieFor(request, user.ownerId, db), ...locale, known]) };
}

/** Ends this browser's session; it starts again as a new anonymous browser. */
export async function signOut(request: Request, db: PrismaClient = getPrisma()): Promise<string[]> {
  const auth = await getAuth(db, requestIsHttps(request));
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true }).catch(() => ({ headers: new Headers() }));
  return cookiesOf(headers, [await ownerCookieFor(request, createOwnerId(), db)]);
}

/** Remembers a signed-in browser's language choice on its account. */
export async function saveAccountLocale(userId: string, locale: Locale, db: PrismaClient = getPrisma()): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}

export type PasskeyView = { id: string; name: string | null; createdAt: string | null; backedUp: boolean };

export function passkeyView(row: { id: string; name: string | null; createdAt: Date | null; backedUp: boolean }): PasskeyView {
  return { id: row.id, name: row.name, createdAt: row.createdAt?.toISOString() ?? null, backedUp: row.backedUp };
}

export type AccountView = {
  email: string;
  emailVerified: boolean;
  name: string;
  createdAt: string;
  sessions: { id: string; createdAt: string; expiresAt: string; userAgent: string | null; current: boolean }[];
  passkeys: PasskeyView[];
  counts: { rosters: number; bsRosters: number };
};

export async function readAccount(request: Request, db: PrismaClient = getPrisma()): Promise<AccountView> {
  const session = await requireSession(request, db);
  const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
  const sessions = await db.session.findMany({ where: { userId: session.userId, expiresAt: { gt: new Date() } }, orderBy: { createdAt: "desc" } });
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    createdAt: user.createdAt.toISOString(),
    // This browser first, then the others newest first.
    sessions: sessions
      .map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString(), userAgent: s.userAgent, current: s.id === session.sessionId }))
      .sort((a, b) => Number(b.current) - Number(a.current)),
    passkeys: (await db.passkey.findMany({ where: { userId: session.userId }, orderBy: { createdAt: "asc" } })).map(passkeyView),
    counts: await countLiveRosters(db, user.ownerId),
  };
}

/** Signs another browser out: its session row goes, so its cookies open nothing from now on. */
export async function revokeSession(request: Request, sessionId: string, db: PrismaClient = getPrisma()): Promise<void> {
  const session = await requireSession(request, db);
  const { count } = await db.session.deleteMany({ where: { id: sessionId, userId: session.userId } });
  if (count === 0) throw new MusterError("NOT_FOUND", "error.account.noSuchSession");
}

/** A new password; every other browser is signed out. */
export async function changePassword(request: Request, input: z.infer<typeof changePasswordSchema>, db: PrismaClient = getPrisma()): Promise<string[]> {
  const session = await requireSession(request, db);
  const guard = await guardSignIn(request, session.email, db);
  const auth = await getAuth(db, requestIsHttps(request));
  try {
    const { headers } = await auth.api.changePassword({ body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true }, headers: request.headers, returnHeaders: true });
    await settleSignIn(guard, db);
    return headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError && (error.body?.code === "INVALID_PASSWORD" || error.status === "BAD_REQUEST")) throw new MusterError("UNAUTHORIZED", "error.account.currentPasswordWrong");
    throw mapAuthError(error);
  }
}

async function checkPassword(request: Request, session: AccountSession, password: string, db: PrismaClient): Promise<void> {
  const guard = await guardSignIn(request, session.email, db);
  const auth = await getAuth(db, requestIsHttps(request));
  const credential = await db.account.findFirst({ where: { userId: session.userId, providerId: "credential" } });
  const ctx = await auth.$context;
  if (!credential?.password || !(await ctx.password.verify({ hash: credential.password, password }))) {
    throw new MusterError("UNAUTHORIZED", "error.account.passwordWrong");
  }
  await settleSignIn(guard, db);
}

/**
 * A new e-mail address, after the current password is confirmed. An address nobody confirmed
 * changes at once (and gets a confirmation mail where mail works); a confirmed one changes only
 * when the link mailed to the new address is opened, so a stolen session cannot take the
 * account's mail away. Without mail, the change is immediate and the address unconfirmed.
 */
export async function changeEmail(request: Request, input: z.infer<typeof changeEmailSchema>, db: PrismaClient = getPrisma()): Promise<{ email: string; pending: boolean }> {
  const session = await requireSession(request, db);
  if (input.newEmail === session.email) throw new MusterError("INVALID_INPUT", "error.account.sameEmail");
  await checkPassword(request, session, input.password, db);
  const origin = mailConfigured() ? mailOrigin(readRequestOrigin(request)) : null;
  if (!origin) {
    if ((await db.user.count({ where: { email: input.newEmail } })) > 0) throw new MusterError("CONFLICT", "error.account.emailInUse", { problems: [{ path: "newEmail", key: "error.problem.emailTaken" }] });
    await db.user.update({ where: { id: session.userId }, data: { email: input.newEmail, emailVerified: false } });
    return { email: input.newEmail, pending: false };
  }
  const auth = await getAuth(db, requestIsHttps(request));
  try {
    // An address another account has gets the same answer as any other (better-auth sends nothing then).
    await mailContext.run({ origin, locale: localeOfHeaders(request.headers) }, () => auth.api.changeEmail({ body: { newEmail: input.newEmail }, headers: request.headers }));
  } catch (error) {
    throw mapAuthError(error);
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
  return { email: input.newEmail, pending: user.email !== input.newEmail };
}

/** Deletes the account and everything in it, after the password is confirmed. */
export async function deleteAccount(request: Request, password: string, db: PrismaClient = getPrisma()): Promise<string[]> {
  const session = await requireSession(request, db);
  await checkPassword(request, session, password, db);
  await db.$transaction(async (tx) => {
    await deleteOwnerData(tx, session.ownerId);
    await tx.user.delete({ where: { id: session.userId } });
  });
  return [await ownerCookieFor(request, createOwnerId(), db), ...expiredSessionCookies(request)];
}

function expiredSessionCookies(request: Request): string[] {
  const secure = requestIsHttps(request);
  const name = secure ? "__Secure-muster.session_token" : "muster.session_token";
  return [`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`];
}

/** Everything the account holds, as one zip of JSON files (GDPR-style export). */
export async function exportAccount(request: Request, db: PrismaClient = getPrisma()): Promise<Uint8Array> {
  const session = await requireSession(request, db);
  const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
  const ownerId = user.ownerId;
  const [allRosters, shareLinks, packages, sources, sessions, passkeys] = await Promise.all([
    db.roster.findMany({ where: { ownerId }, include: { versions: true }, orderBy: { createdAt: "asc" } }),
    db.shareLink.findMany({ where: { ownerId }, select: { rosterId: true, createdAt: true, revokedAt: true, hidden: true } }),
    db.dataPackage.findMany({ where: { ownerId }, select: { gameSystemId: true, name: true, revision: true, createdAt: true } }),
    db.dataSource.findMany({ where: { ownerId }, select: { url: true, createdAt: true } }),
    db.session.findMany({ where: { userId: user.id }, select: { createdAt: true, expiresAt: true, userAgent: true, ipAddress: true } }),
    db.passkey.findMany({ where: { userId: user.id }, select: { name: true, createdAt: true, deviceType: true, backedUp: true, transports: true } }),
  ]);
  const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));
  // The files keep the layout exports had before the one roster table: BattleScribe rosters apart.
  const rosters = allRosters.filter((r) => r.format !== "battlescribe");
  const bsRosters = allRosters.filter((r) => r.format === "battlescribe");
  return zipSync({
    "account.json": json({ email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: user.createdAt, sessions, passkeys }),
    "rosters.json": json(rosters),
    "battlescribe-rosters.json": json(bsRosters),
    "share-links.json": json(shareLinks),
    "game-data.json": json({ packages, sources }),
  });
}

/**
 * Sends a password reset mail if an account has this address; the answer is the same either
 * way (a 202), so nobody learns which addresses have accounts. Counted like a sign-in.
 */
export async function requestPasswordReset(request: Request, email: string, db: PrismaClient = getPrisma()): Promise<void> {
  if (!mailConfigured()) throw new MusterError("UNAVAILABLE", "error.account.noMail");
  const origin = mailOrigin(readRequestOrigin(request));
  if (!origin) throw new MusterError("UNAVAILABLE", "error.account.noOriginForMail");
  await consumePasswordResetRequest(email, db);
  const auth = await getAuth(db, requestIsHttps(request));
  await mailContext.run({ origin, locale: localeOfHeaders(request.headers) }, () => auth.api.requestPasswordReset({ body: { email, redirectTo: `${origin}/account/reset-password` }, headers: request.headers })).catch((error: unknown) => {
    // A failed send must not tell the requester anything either; the server log says why.
    console.error("Password reset mail failed:", error);
  });
}

/** A new password from a reset link's token; every session of the account ends. */
export async function resetPassword(token: string, newPassword: string, db: PrismaClient = getPrisma()): Promise<void> {
  const auth = await getAuth(db, false);
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (error instanceof APIError) throw new MusterError("INVALID_INPUT", "error.account.resetLinkExpired");
    throw error;
  }
}

/** Confirms an address from the link in the sign-up mail; false when the link does not work. */
export async function verifyEmail(token: string, db: PrismaClient = getPrisma()): Promise<boolean> {
  const auth = await getAuth(db, false);
  return auth.api.verifyEmail({ query: { token } }).then(
    () => true,
    () => false,
  );
}

export function mapAuthError(error: unknown): unknown {
  if (error instanceof APIError) {
    const message = typeof error.body?.message === "string" ? error.body.message : error.message;
    return new MusterError("INVALID_INPUT", "error.account.refused", { params: { detail: message.replace(/\.$/, "") } });
  }
  return error;
}
