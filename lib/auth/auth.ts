/**
 * Accounts through better-auth: e-mail and password (argon2id, password-hash.ts), sessions
 * stored in PostgreSQL (the session table) so every app process agrees and a revoked session
 * is gone at once (no cookie cache). Only Muster's own routes call it (lib/data-access/
 * accounts.ts); better-auth's generic HTTP handler is not mounted, so each input passes
 * Muster's zod schemas, rate limits and origin checks first.
 */
import "server-only";
import { createHmac } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getOwnerSecret } from "@/lib/identity/owner-secret";
import { translatorFor } from "@/lib/i18n/catalogues";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { linkTo, mailContext } from "./mail-context";
import { hashPassword, verifyPassword } from "./password-hash";

/** Links live an hour: long enough to find the mail, short enough to be useless if it leaks later. */
export const MAIL_LINK_SECONDS = 60 * 60;

export const SESSION_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * A passkey is bound to the site's host name (the WebAuthn relying party) and checked against
 * the page's origin. Both come from the trusted site address (mail-context.ts `mailOrigin`),
 * never from a request's Host header alone.
 */
function passkeyPlugin(site: string | null) {
  const origin = site ? new URL(site) : null;
  return passkey({ rpName: "Muster", rpID: origin?.hostname ?? "localhost", origin: origin?.origin ?? null });
}

function createAuth(db: PrismaClient, secret: string, secure: boolean, site: string | null) {
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
      resetPasswordTokenExpiresIn: MAIL_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = linkTo("/account/reset-password", token);
        // In the language the reset was asked for in.
        const tr = translatorFor(mailContext.getStore()?.locale);
        await sendMail({ to: user.email, subject: tr.t("mail.reset.subject"), text: tr.t("mail.reset.body", { link, minutes: MAIL_LINK_SECONDS / 60 }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: MAIL_LINK_SECONDS * 24,
      sendVerificationEmail: async ({ user, token }) => {
        // Without a mail server, or a trusted address for the link, nothing is sent; the
        // account works unverified.
        if (!mailConfigured() || !mailContext.getStore()?.origin) return;
        const link = linkTo("/account/verify", token);
        const tr = translatorFor(mailContext.getStore()?.locale);
        // A mail server that is down must not stop anyone from making an account.
        await sendMail({ to: user.email, subject: tr.t("mail.verify.subject"), text: tr.t("mail.verify.body", { link }) }).catch((error: unknown) => console.error("Confirmation mail failed:", error));
      },
    },
    user: {
      additionalFields: { ownerId: { type: "string", required: true, input: true } },
      // An unconfirmed address changes at once; a confirmed one only from a link mailed to the new one.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Muster's own limits (PostgreSQL, per IP and per account) guard sign-in; its write guard
    // checks origins before any of this runs.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { cookiePrefix: "muster", useSecureCookies: secure, disableCSRFCheck: true, disableOriginCheck: true },
    logger: { disabled: true },
    plugins: [passkeyPlugin(site)],
  });
}

export type MusterAuth = ReturnType<typeof createAuth>;

const instances = new WeakMap<PrismaClient, Map<string, Promise<MusterAuth>>>();

/**
 * One instance per database client, cookie security (https or plain http behind no proxy) and
 * trusted site address (for passkeys; null where none is needed). All share one database and
 * secret, so a session made by one is read by the others.
 */
export function getAuth(db: PrismaClient, secure: boolean, site: string | null = null): Promise<MusterAuth> {
  let byMode = instances.get(db);
  if (!byMode) {
    byMode = new Map();
    instances.set(db, byMode);
  }
  const key = `${secure ? "secure" : "plain"} ${site ?? ""}`;
  let auth = byMode.get(key);
  if (!auth) {
    auth = getOwnerSecret(db).then((secret) => createAuth(db, secret, secure, site));
    byMode.set(key, auth);
    auth.catch(() => byMode?.delete(key));
  }
  return auth;
}

/** better-auth's session cookie names (plain and __Secure-), to tell whether a request has one. */
export const SESSION_COOKIES = ["muster.session_token", "__Secure-muster.session_token"] as const;
