/**
 * The `muster_owner` cookie: a random owner id and its HMAC-SHA256 signature. Until accounts
 * exist this cookie is the whole identity of a browser, so it is signed (a browser cannot pick
 * another's id) and compared in constant time (timing reveals nothing about the signature).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const OWNER_COOKIE = "muster_owner";

/** About 400 days, the longest lifetime browsers accept; the cookie is renewed on writes. */
export const OWNER_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

const OWNER_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** An HMAC-SHA256 in unpadded base64url: exactly one spelling of the 32 bytes is accepted. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 18 random bytes: 24 base64url characters. */
export function createOwnerId(): string {
  return randomBytes(18).toString("base64url");
}

function signatureOf(ownerId: string, secret: string): Buffer {
  // The prefix keeps this signature from being valid for any other use of the same secret.
  return createHmac("sha256", secret).update(`muster_owner:${ownerId}`).digest();
}

export function signOwnerId(ownerId: string, secret: string): string {
  return `${ownerId}.${signatureOf(ownerId, secret).toString("base64url")}`;
}

/** The owner id of a well-formed, correctly signed cookie value; null for anything else. */
export function verifyOwnerCookie(value: string | undefined | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const ownerId = value.slice(0, dot);
  if (!OWNER_ID_PATTERN.test(ownerId)) return null;
  const encoded = value.slice(dot + 1);
  // Buffer's decoder also takes "+/", padding and stray characters: other spellings of the
  // same bytes must not pass, so the text itself has to be the canonical one.
  if (!SIGNATURE_PATTERN.test(encoded)) return null;
  const given = Buffer.from(encoded, "base64url");
  if (given.toString("base64url") !== encoded) return null;
  const expected = signatureOf(ownerId, secret);
  if (given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) ? ownerId : null;
}

export { readCookie } from "../http/read-cookie";

export type OwnerCookieOptions = { secure: boolean };

/** Attributes shared by the Set-Cookie header and Next's cookies().set(). */
export function ownerCookieAttributes({ secure }: OwnerCookieOptions) {
  return { httpOnly: true, sameSite: "lax", path: "/", maxAge: OWNER_COOKIE_MAX_AGE, secure } as const;
}

export function serializeOwnerCookie(signedValue: string, options: OwnerCookieOptions): string {
  const parts = [`${OWNER_COOKIE}=${signedValue}`, "Path=/", `Max-Age=${OWNER_COOKIE_MAX_AGE}`, "HttpOnly", "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Secure cookies only over HTTPS (directly or behind a proxy), so plain-http installs still work. */
export function isHttps(url: string, forwardedProto?: string | null): boolean {
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto) return proto === "https";
  return url.startsWith("https:");
}
