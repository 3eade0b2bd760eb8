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
