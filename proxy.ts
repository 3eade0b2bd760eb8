/**
 * Runs before every page and API request: a fresh CSP nonce per request (Next reads it from the
 * request's Content-Security-Policy header and puts it on its scripts) and the security headers
 * of lib/http/security-headers.ts on the answer.
 */
import { NextResponse, type NextRequest } from "next/server";
import { securityHeaders } from "./lib/http/security-headers";

export function proxy(request: NextRequest) {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const nonce = btoa(String.fromCharCode(...bytes));
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const https = forwarded ? forwarded === "https" : request.nextUrl.protocol === "https:";
  const headers = securityHeaders({ nonce, https, development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", headers["content-security-policy"] as string);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Static files need no nonce; everything else gets the headers.
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico).*)" }],
};
