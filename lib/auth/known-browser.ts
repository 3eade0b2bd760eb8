/**
 * A browser that has signed in to an account before: the signed `muster_browser` cookie holds,
 * for each of the last few accounts it signed in to, a random browser id and an HMAC of the
 * account and that id. Such a browser keeps its own count of wrong passwords, so an attacker's
 * guesses that lock the account elsewhere do not lock its owner out. Sent only to /api/account.
 */
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readCookie } from "@/lib/http/read-cookie";
import { getOwnerSecret } from "@/lib/identity/owner-secret";
import { isHttps } from "@/lib/identity/owner-cookie";

export const KNOWN_BROWSER_COOKIE = "muster_browser";
const MAX_ACCOUNTS = 5;
const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signatureOf(userId: string, browserId: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`muster_browser:${userId}:${browserId}`).digest();
}

function entries(request: Request): string[] {
  return (readCookie(request.headers.get("cookie"), KNOWN_BROWSER_COOKIE) ?? "").split("~").filter((entry) => ENTRY.test(entry)).slice(0, MAX_ACCOUNTS);
}

function entryFor(entry: string, userId: string, secret: string): string | null {
  const [, browserId = "", signature = ""] = ENTRY.exec(entry) ?? [];
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(userId, browserId, secret);
  return given.length === expected.length && given.toString("base64url") === signature && timingSafeEqual(given, expected) ? browserId : null;
}

/** The id this browser has for the account, when its cookie proves it signed in to it before. */
export async function knownBrowserId(request: Request, userId: string, db: PrismaClient): Promise<string | null> {
  const secret = await getOwnerSecret(db);
  for (const entry of entries(request)) {
    const browserId = entryFor(entry, userId, secret);
    if (browserId) return browserId;
  }
  return null;
}

/** The cookie after a sign-in to `userId`: this account's entry first, kept or new. */
export async function knownBrowserCookie(request: Request, userId: string, db: PrismaClient): Promise<string> {
  const secret = await getOwnerSecret(db);
  const all = entries(request);
  const mine = all.find((entry) => entryFor(entry, userId, secret) !== null);
  const browserId = randomBytes(16).toString("base64url");
  const entry = mine ?? `${browserId}.${signatureOf(userId, browserId, secret).toString("base64url")}`;
  const value = [entry, ...all.filter((e) => e !== mine)].slice(0, MAX_ACCOUNTS).join("~");
  const secure = isHttps(request.url, request.headers.get("x-forwarded-proto"));
  return [`${KNOWN_BROWSER_COOKIE}=${value}`, "Path=/api/account", `Max-Age=${400 * 24 * 60 * 60}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
