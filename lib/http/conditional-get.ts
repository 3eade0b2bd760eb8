import { createHash } from "node:crypto";
/**
 * Conditional GET (RFC 9110 §13.1.2): If-None-Match names the representations the client holds;
 * a match answers 304 with no body. Weak comparison, as the RFC asks for If-None-Match.
 */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === wanted;
  });
}

/** A strong ETag naming one version of a representation by the parts that decide it (ids, revision). */
export function strongEtag(...parts: string[]): string {
  return `"${createHash("sha256").update(parts.join("\0")).digest("base64url").slice(0, 32)}"`;
}

/**
 * A version of game data as a browser keeps it (lib/client/game-data-cache.ts): its ETag, the
 * revision the browser stores it under, and whether it is the same for everyone.
 */
export type DataVersion = { etag: string; revision: string; shared: boolean };

function versionHeaders(version: DataVersion): Record<string, string> {
  return {
    etag: version.etag,
    // no-cache: keep it, but ask (cheaply, with If-None-Match) before using it again, so that
    // data removed or reinstalled on the server is never used from a stale copy. What one
    // browser installed for itself is `private`: no shared cache keeps it.
    "cache-control": `${version.shared ? "public" : "private"}, no-cache`,
    vary: version.shared ? "Accept-Encoding" : "Accept-Encoding, Cookie",
    "x-muster-data-revision": version.revision,
  };
}

/**
 * The answer to a GET of a version of game data: 304 with no body when the browser holds it,
 * else the JSON bytes `body` gives; null when `body` finds nothing (the caller's 404).
 */
export async function versionedJson(request: Request, version: DataVersion, body: () => Promise<Uint8Array | null>): Promise<Response | null> {
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), version.etag)) return new Response(null, { status: 304, headers: versionHeaders(version) });
  const bytes = await body();
  if (!bytes) return null;
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { "content-type": "application/json; charset=utf-8", ...versionHeaders(version) } });
}
