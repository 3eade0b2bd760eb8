/**
 * The browser's owner id for server components and server actions, through Next's cookies().
 * Route handlers use request-owner.ts instead (plain Request, testable).
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { getPrisma } from "@/lib/db/prisma";
import { OWNER_COOKIE, createOwnerId, isHttps, ownerCookieAttributes, signOwnerId, verifyOwnerCookie } from "./owner-cookie";
import { getOwnerSecret } from "./owner-secret";

/** Verifies the signed cookie. Read-only, so safe in server components; null without one. */
export async function readOwnerId(): Promise<string | null> {
  const value = (await cookies()).get(OWNER_COOKIE)?.value;
  if (!value) return null;
  return verifyOwnerCookie(value, await getOwnerSecret(getPrisma()));
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
