/**
 * Passkeys (WebAuthn) through better-auth's passkey plugin: an account adds and removes them,
 * and a browser signs in with one instead of a password. Each ceremony is two requests: the
 * options (a challenge, kept server-side and named by a signed cookie) and the browser's
 * signed answer, which the plugin checks against the site's host name and origin.
 */
import "server-only";
import { APIError } from "better-auth/api";
import type { z } from "zod";
import { getAuth } from "@/lib/auth/auth";
import { mailOrigin } from "@/lib/auth/mail-context";
import { getPrisma } from "@/lib/db/prisma";
import { MusterError } from "@/lib/errors/muster-error";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readRequestOrigin } from "@/lib/http/request-origin";
import { requestIsHttps } from "@/lib/identity/request-owner";
import type { addPasskeySchema, passkeySignInSchema } from "@/lib/schemas/account-requests";
import { completeSignIn, mapAuthError, passkeyView, requireSession, type PasskeyView, type SignedIn } from "./accounts";

/** An account holds a handful of passkeys (phone, laptop, security key), not hundreds. */
export const MAX_PASSKEYS = 20;

export type Ceremony = { options: unknown; setCookies: string[] };

/** The trusted site address passkeys are bound to; none means passkeys cannot work here. */
function passkeySite(request: Request): string {
  const site = mailOrigin(readRequestOrigin(request));
  if (!site) throw new MusterError("UNAVAILABLE", "error.passkey.noOrigin");
  return site;
}

function authFor(request: Request, db: PrismaClient) {
  return getAuth(db, requestIsHttps(request), passkeySite(request));
}

/** The challenge for a new passkey of the signed-in account. */
export async function startAddingPasskey(request: Request, db: PrismaClient = getPrisma()): Promise<Ceremony> {
  const session = await requireSession(request, db);
  if ((await db.passkey.count({ where: { userId: session.userId } })) >= MAX_PASSKEYS) {
    throw new MusterError("CONFLICT", "error.passkey.tooMany", { params: { max: MAX_PASSKEYS } });
  }
  const auth = await authFor(request, db);
  try {
    const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({ headers: request.headers, returnHeaders: true });
    return { options: response, setCookies: headers.getSetCookie() };
  } catch (error) {
    throw notFresh(error) ?? mapAuthError(error);
  }
}

/** Checks the browser's new credential against the challenge and keeps its public key. */
export async function addPasskey(request: Request, input: z.infer<typeof addPasskeySchema>, db: PrismaClient = getPrisma()): Promise<PasskeyView> {
  const session = await requireSession(request, db);
  const auth = await authFor(request, db);
  try {
    const created = await auth.api.verifyPasskeyRegistration({ body: { response: input.response, name: input.name || undefined }, headers: request.headers });
    const row = await db.passkey.findUniqueOrThrow({ where: { id: created.id } });
    if (row.userId !== session.userId) throw new MusterError("FORBIDDEN", "error.passkey.otherAccount");
    return passkeyView(row);
  } catch (error) {
    if (error instanceof MusterError) throw error;
    if (error instanceof APIError) throw notFresh(error) ?? new MusterError("INVALID_INPUT", "error.passkey.notChecked");
    throw error;
  }
}

export async function removePasskey(request: Request, id: string, db: PrismaClient = getPrisma()): Promise<void> {
  const session = await requireSession(request, db);
  const { count } = await db.passkey.deleteMany({ where: { id, userId: session.userId } });
  if (count === 0) throw new MusterError("NOT_FOUND", "error.passkey.notFound");
}

/** The challenge a passkey signs to sign in; it names no account. */
export async function startPasskeySignIn(request: Request, db: PrismaClient = getPrisma()): Promise<Ceremony> {
  // Only the answer counts as an attempt; asking for a challenge is limited like any write.
  const auth = await authFor(request, db);
  const { headers, response } = await auth.api.generatePasskeyAuthenticationOptions({ headers: request.headers, returnHeaders: true });
  return { options: response, setCookies: headers.getSetCookie() };
}

/** Signs the browser in with a passkey's signature, and moves its rosters in as a password sign-in does. */
export async function signInWithPasskey(request: Request, input: z.infer<typeof passkeySignInSchema>, db: PrismaClient = getPrisma()): Promise<SignedIn> {
  // A passkey cannot be guessed: it counts against no sign-in lock (only the write limits).
  const auth = await authFor(request, db);
  let result;
  try {
    result = await auth.api.verifyPasskeyAuthentication({ body: { response: input.response }, headers: request.headers, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError) throw new MusterError("UNAUTHORIZED", "error.passkey.signInFailed");
    throw error;
  }
  return completeSignIn(request, result.response.user.id, result.headers, db);
}

/** better-auth asks for a recent sign-in before a passkey is added. */
function notFresh(error: unknown): MusterError | null {
  if (error instanceof APIError && String(error.body?.code ?? "").includes("FRESH")) {
    return new MusterError("FORBIDDEN", "error.passkey.notFresh");
  }
  return null;
}
