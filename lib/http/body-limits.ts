/**
 * The one table of how large a request body may be, per API route. The proxy refuses a body
 * that says it is larger (Content-Length) before Next buffers it, the route handlers count what
 * really arrives against the same number, and next.config.js lets the proxy pass bodies up to
 * the largest limit of a route it runs for (Next would otherwise cut a body at its limit without
 * saying so). Routes the proxy does not run for (`proxied: false`, kept out of proxy.ts's
 * matcher) refuse a declared size themselves. Pure.
 */
import type { ErrorText } from "@/lib/errors/muster-error";

const KiB = 1024;
const MiB = 1024 * 1024;

/** A route's path pattern: `*` stands for one segment (an id, a token). */
export type BodyLimit = { route: string; bytes: number; proxied?: false };

/** First match wins, so the more specific patterns come first. */
export const BODY_LIMITS: readonly BodyLimit[] = [
  // A whole BattleScribe repository (many .cat files, or its zip), as multipart form data. Not
  // seen by the proxy: Next would buffer the whole body for it and hand the route one 40 MB
  // piece (a concatenation that held the server's thread); the route streams it to disk instead.
  { route: "/api/game-data", bytes: 80 * MiB, proxied: false },
  // Army Forge army books (at most 5 MB each, lib/opr/read-book-files.ts) and their common
  // rules: within what the proxy passes (next.config.js), as two of the largest books are.
  { route: "/api/army-books", bytes: 10_000_000 },
  // BattleScribe roster XML (at most 5 million characters) inside JSON, escaped.
  // (Also any roster: a create, save or import may carry it.)
  { route: "/api/rosters", bytes: 10_000_000 },
  { route: "/api/rosters/*", bytes: 10_000_000 },
  { route: "/api/compare", bytes: 10_000_000 },
  // Old addresses, answered with a redirect to the ones above (which then read the body).
  { route: "/api/bs-rosters", bytes: 10_000_000 },
  { route: "/api/bs-rosters/*", bytes: 10_000_000 },
  { route: "/api/bs-rosters/*/*", bytes: 10_000_000 },
  // A passkey's answer carries its attestation.
  { route: "/api/account/passkeys", bytes: 64 * KiB },
  { route: "/api/account/passkey-sign-in", bytes: 64 * KiB },
  // An e-mail address and passwords.
  { route: "/api/account", bytes: 4 * KiB },
  { route: "/api/account/*", bytes: 4 * KiB },
  { route: "/api/account/*/*", bytes: 4 * KiB },
  { route: "/api/events", bytes: 64 * KiB },
  { route: "/api/events/*/submissions/*", bytes: 8 * KiB },
  { route: "/api/join/*/*", bytes: 4 * KiB },
  { route: "/api/locale", bytes: 1 * KiB },
];

/** Everything else takes at most a roster document (rosters, imports, comparisons, shares). */
export const DEFAULT_BODY_LIMIT = 5 * MiB;

/** The largest body any route takes. */
export const LARGEST_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...BODY_LIMITS.map((limit) => limit.bytes));

/** The largest body of a route the proxy runs for: the proxy must let that much through. */
export const LARGEST_PROXIED_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...BODY_LIMITS.filter((limit) => limit.proxied !== false).map((limit) => limit.bytes));

/** The exact paths proxy.ts's matcher leaves out because their routes take large bodies. */
export const UNPROXIED_ROUTES = BODY_LIMITS.filter((limit) => limit.proxied === false).map((limit) => limit.route);

function matches(route: string, segments: string[]): boolean {
  const parts = route.split("/").filter(Boolean);
  return parts.length === segments.length && parts.every((part, i) => part === "*" || part === segments[i]);
}

/** The most bytes a request to this path may carry. */
export function bodyLimitFor(pathname: string): number {
  const segments = pathname.split("/").filter(Boolean);
  return BODY_LIMITS.find((limit) => matches(limit.route, segments))?.bytes ?? DEFAULT_BODY_LIMIT;
}

/** A limit in the words of the catalogue: whole megabytes or kilobytes, as the table has them. */
export function sizeText(bytes: number): ErrorText {
  if (bytes >= MiB) return { key: "size.megabytes", params: { count: Math.round((bytes / MiB) * 10) / 10 } };
  return { key: "size.kilobytes", params: { count: Math.round((bytes / KiB) * 10) / 10 } };
}
