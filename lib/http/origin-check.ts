/**
 * Is a state-changing request from Muster's own pages? The owner cookie is SameSite=Lax, so a
 * form that another site auto-submits arrives without it, and a write that creates an identity
 * would then hand the victim's browser a new, empty one. Refusing writes that come from another
 * origin closes that hole and cross-site request forgery with it. Pure: unit-testable.
 */

export type OriginPolicy = {
  /**
   * MUSTER_PUBLIC_ORIGIN: the exact origins (scheme, host, port) the app is reached under.
   * Empty: the request's own host (X-Forwarded-Host, else Host) is the app's.
   */
  publicOrigins: readonly string[];
  /** MUSTER_ALLOW_NO_ORIGIN: a request with neither Origin nor Sec-Fetch-Site may carry cookies. */
  allowCookieWithoutOrigin: boolean;
};

export type OriginVerdict =
  | { allowed: true; by: "origin" | "fetch-metadata" | "non-browser" }
  | { allowed: false; reason: string };

/** Only these methods may change data; GET, HEAD and OPTIONS never do in Muster. */
export function isStateChanging(method: string): boolean {
  return ["POST", "PUT", "PATCH", "DELETE"].includes(method.toUpperCase());
}

function firstValue(value: string | null): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

/** The host the client addressed; a proxy names it in X-Forwarded-Host. */
function requestHost(request: { url: string; headers: Headers }): string {
  return firstValue(request.headers.get("x-forwarded-host")) ?? firstValue(request.headers.get("host")) ?? new URL(request.url).host;
}

/** `host[:port]` as the URL parser writes it for `protocol` (default port dropped, lower case). */
function normalizeHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/** An http(s) origin written the one way the browser writes it, or null. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

function matchesOwnOrigin(origin: string, request: { url: string; headers: Headers }, policy: OriginPolicy): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (policy.publicOrigins.length > 0) return policy.publicOrigins.includes(normalized);
  // Without a configured origin only the host can be compared: behind a TLS-terminating proxy
  // that sends no X-Forwarded-Proto the server cannot tell which scheme the browser used.
  const url = new URL(normalized);
  return url.host === normalizeHost(requestHost(request), url.protocol);
}

export function checkRequestOrigin(request: { url: string; headers: Headers }, policy: OriginPolicy): OriginVerdict {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    // "null" is what sandboxed frames, data: pages and some redirects send: never ours.
    if (origin.trim() === "null") return { allowed: false, reason: "opaque origin" };
    return matchesOwnOrigin(origin, request, policy) ? { allowed: true, by: "origin" } : { allowed: false, reason: "other origin" };
  }
  const site = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site) {
    // "none": the user did it (address bar, bookmark), no other page was involved. "same-site"
    // is refused: another port or subdomain of the same site is still another application.
    if (site === "same-origin" || site === "none") return { allowed: true, by: "fetch-metadata" };
    return { allowed: false, reason: `sec-fetch-site ${site}` };
  }
  // Neither header: not a current browser (curl, scripts), or a browser too old to send them.
  // Without cookies there is no ambient identity to abuse.
  const cookie = request.headers.get("cookie");
  if (!cookie?.trim() || policy.allowCookieWithoutOrigin) return { allowed: true, by: "non-browser" };
  return { allowed: false, reason: "cookie without origin" };
}
