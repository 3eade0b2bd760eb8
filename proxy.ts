/**
 * Runs before every page and API request: a fresh CSP nonce per request (Next reads it from the
 * request's Content-Security-Policy header and puts it on its scripts) and the security headers
 * of lib/http/security-headers.ts on the answer. Two requests are answered here, before Next's
 * router sees them: an address whose %-encoding is not UTF-8 (400; the router would answer 500)
 * and a body that says it is larger than its route takes (413 with the limit, lib/http/body-limits.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { MusterError, toErrorBody } from "./lib/errors/muster-error";
import { bodyLimitFor, sizeText } from "./lib/http/body-limits";
import { pathDecodes } from "./lib/http/path-guard";
import { securityHeaders } from "./lib/http/security-headers";
import { translatorFor } from "./lib/i18n/catalogues";
import { localeOfHeaders } from "./lib/i18n/locale-of-request";

/** The refusal of a request the router must not see, in the visitor's language. */
function refusal(request: NextRequest): { error: MusterError; status: number } | null {
  // The raw path, as sent: nextUrl would already have tried to decode it.
  const rawPath = request.url.replace(/^[a-z]+:\/\/[^/]+/i, "").split("?")[0] ?? "/";
  if (!pathDecodes(rawPath)) return { error: new MusterError("INVALID_INPUT", "error.http.badEncoding"), status: 400 };
  const declared = Number(request.headers.get("content-length"));
  const limit = bodyLimitFor(request.nextUrl.pathname);
  if (Number.isFinite(declared) && declared > limit) return { error: new MusterError("TOO_LARGE", "error.body.tooLargeFor", { params: { size: sizeText(limit) } }), status: 413 };
  return null;
}

export function proxy(request: NextRequest) {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const nonce = btoa(String.fromCharCode(...bytes));
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const https = forwarded ? forwarded === "https" : request.nextUrl.protocol === "https:";
  const headers = securityHeaders({ nonce, https, development: process.env.NODE_ENV === "development" });
  const refused = refusal(request);
  let response: NextResponse;
  if (refused) {
    const body = toErrorBody(refused.error, translatorFor(localeOfHeaders(request.headers)));
    response = NextResponse.json(body, { status: refused.status, headers: { "cache-control": "no-store", ...(refused.status === 413 ? { connection: "close" } : {}) } });
  } else {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("content-security-policy", headers["content-security-policy"] as string);
    requestHeaders.set("x-nonce", nonce);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Static files need no nonce; everything else gets the headers. /api/health too is answered
  // without the proxy (monitors call it at high rates; it has no body, no parameters and no
  // page, and sets its own headers: app/api/health/route.ts). So is /api/game-data, exactly
  // (UNPROXIED_ROUTES of lib/http/body-limits.ts): Next buffers every body the proxy sees and
  // hands the route one piece, which for a 40 MB upload held the server's thread; the route
  // sets its own headers and refuses a declared size over its limit (route()'s `unproxied`).
  // Next reads this literally, so it cannot be built from that list: proxy.test.ts compares them.
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico|api/health$|api/game-data$).*)" }],
};
