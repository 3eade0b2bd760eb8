/**
 * The owner of a route handler's request, from its Cookie header. Works on a plain Request, so
 * route handlers stay testable without Next's request context.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";
import { OWNER_COOKIE, createOwnerId, isHttps, readCookie, serializeOwnerCookie, signOwnerId, verifyOwnerCookie } from "./owner-cookie";
import { isAccountOwner, readAccountSession } from "./account-owner";
import { getOwnerSecret } from "./owner-secret";

export type RequestOwner = {
  ownerId: string;
  /** A Set-Cookie header value when the request had no valid cookie; null otherwise. */
  setCookie: string | null;
};

/**
 * The verified owner id, or null: reads never create an identity. A signed-in request is its
 * account's; an owner cookie of an account without a session opens nothing (account-owner.ts).
 */
export async function readRequestOwner(request: Request, db: PrismaClient = getPrisma()): Promise<string | null> {
  const session = await readAccountSession(request.headers, requestIsHttps(request), db);
  if (session) return session.ownerId;
  const value = readCookie(request.headers.get("cookie"), OWNER_COOKIE);
  if (!value) return null;
  const ownerId = verifyOwnerCookie(value, await getOwnerSecret(db));
  if (!ownerId || (await isAccountOwner(ownerId, db))) return null;
  return ownerId;
}

export function requestIsHttps(request: Request): boolean {
  return isHttps(request.url, request.headers.get("x-forwarded-proto"));
}

/** The owner cookie for an owner id (an account's on sign-in), to send with a response. */
export async function ownerCookieFor(request: Request, ownerId: string, db: PrismaClient = getPrisma()): Promise<string> {
  return serializeOwnerCookie(signOwnerId(ownerId, await getOwnerSecret(db)), { secure: requestIsHttps(request) });
}

/** The verified owner id, or a new one with the cookie that the response must set. */
export async function ensureRequestOwner(request: Request, db: PrismaClient = getPrisma()): Promise<RequestOwner> {
  const existing = await readRequestOwner(request, db);
  if (existing) return { ownerId: existing, setCookie: null };
  const ownerId = createOwnerId();
  const signed = signOwnerId(ownerId, await getOwnerSecret(db));
  const secure = isHttps(request.url, request.headers.get("x-forwarded-proto"));
  return { ownerId, setCookie: serializeOwnerCookie(signed, { secure }) };
}

/**
 * A Set-Cookie that renews a valid cookie's lifetime (sliding expiry): sent with the answer to
 * every write, so a browser in use never loses its rosters to the 400-day limit. Null when the
 * request has no valid cookie.
 */
export async function renewRequestOwner(request: Request, db: PrismaClient = getPrisma()): Promise<string | null> {
  const value = readCookie(request.headers.get("cookie"), OWNER_COOKIE);
  if (!value) return null;
  if (!verifyOwnerCookie(value, await getOwnerSecret(db))) return null;
  const secure = isHttps(request.url, request.headers.get("x-forwarded-proto"));
  return serializeOwnerCookie(value, { secure });
}
