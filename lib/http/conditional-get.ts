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

/** Whether the client takes a gzip-compressed body (Accept-Encoding, q=0 refuses). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}
