/**
 * The browser's owner id for server components and server actions, through Next's cookies().
 * Route handlers use request-owner.ts instead (plain Request, testable).
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { getPrisma } from "@/lib/db/prisma";
import { OWNER_COOKIE, createOwnerId, isHttps, ownerCookieAttributes, signOwnerId, verifyOwnerCookie } from "./owner-cookie";
import { isAccountOwner, readAccountSession, type AccountSession } from "./account-owner";
import { getOwnerSecret } from "./owner-secret";

/**
 * The signed-in account's owner id, else the signed cookie's (unless it is an account's, whose
 * session has ended). Read-only, so safe in server components; null without one.
 */
export async function readOwnerId(): Promise<string | null> {
  const db = getPrisma();
  const requestHeaders = await headers();
  const session = await readAccountSession(new Headers(requestHeaders), isHttps("http:", requestHeaders.get("x-forwarded-proto")), db);
  if (session) return session.ownerId;
  const value = (await cookies()).get(OWNER_COOKIE)?.value;
  if (!value) return null;
  const ownerId = verifyOwnerCookie(value, await getOwnerSecret(db));
  if (!ownerId || (await isAccountOwner(ownerId, db))) return null;
  return ownerId;
}

/** The signed-in account of this request, for pages (the header, the account page). */
export async function readSignedInAccount(): Promise<AccountSession | null> {
  const requestHeaders = await headers();
  return readAccountSession(new Headers(requestHeaders), isHttps("http:", requestHeaders.get("x-forwarded-proto")), getPrisma());
}

/**
 * For route handlers and server actions (Next allows setting cookies only there): the owner id,
 * setting a new signed cookie if the browser has none or an invalid one.
 */
export async function ensureOwnerId(): Promise<string> {
  const existing = await readOwnerId();
  if (existing) return existing;
  const ownerId = createOwnerId();
  const signed = signOwnerId(ownerId, await getOwnerSecret(getPrisma()));
  // `next start` serves plain HTTP; HTTPS comes from a proxy, which says so in this header.
  const secure = isHttps("http:", (await headers()).get("x-forwarded-proto"));
  (await cookies()).set(OWNER_COOKIE, signed, ownerCookieAttributes({ secure }));
  return ownerId;
}
