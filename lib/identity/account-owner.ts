/**
 * Who owns a request once accounts exist. A signed-in browser (a valid session in the database)
 * acts as its account's owner id, whatever its owner cookie says. A browser without a session
 * keeps its cookie's owner id, unless that id belongs to an account: then the cookie is a
 * left-over of a session that was signed out or revoked, and it opens nothing.
 */
import "server-only";
import { getAuth, SESSION_COOKIES } from "@/lib/auth/auth";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readCookie } from "./owner-cookie";

export type AccountSession = { userId: string; sessionId: string; ownerId: string; email: string; name: string };

function hasSessionCookie(cookieHeader: string | null): boolean {
  return SESSION_COOKIES.some((name) => readCookie(cookieHeader, name) !== undefined);
}

/** The signed-in account of a request (session checked against the database), or null. */
export async function readAccountSession(headers: Headers, secure: boolean, db: PrismaClient): Promise<AccountSession | null> {
  if (!hasSessionCookie(headers.get("cookie"))) return null;
  const auth = await getAuth(db, secure);
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } }).catch(() => null);
  if (!found) return null;
  const user = found.user as typeof found.user & { ownerId?: string };
  if (!user.ownerId) return null;
  return { userId: user.id, sessionId: found.session.id, ownerId: user.ownerId, email: user.email, name: user.name };
}

/** Whether an owner id is an account's (its cookie alone then opens nothing). */
export async function isAccountOwner(ownerId: string, db: PrismaClient): Promise<boolean> {
  return (await db.user.count({ where: { ownerId } })) > 0;
}
