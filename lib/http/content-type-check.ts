/**
 * Muster's API takes JSON or nothing. Forms can only send form-encoded, multipart or text/plain
 * bodies, so refusing those (415) keeps any HTML form, from any site, from reaching a route.
 * Pure: unit-testable.
 */

export type BodyVerdict = { accepted: true } | { accepted: false; contentType: string };

/** application/json, or a JSON-based type such as application/merge-patch+json. */
export function isJsonMediaType(contentType: string): boolean {
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(essence);
}

/** A body is announced by a non-zero Content-Length or by chunked transfer. */
function announcesBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  if (length !== null && length.trim() !== "0") return true;
  return headers.has("transfer-encoding");
}

/** What a route takes: JSON (every route but uploads), or files as multipart/form-data. */
export type BodyKind = "json" | "multipart";

function isMultipart(contentType: string): boolean {
  return contentType.split(";")[0]!.trim().toLowerCase() === "multipart/form-data";
}

export function checkRequestBodyType(headers: Headers, kind: BodyKind = "json"): BodyVerdict {
  const contentType = headers.get("content-type");
  if (contentType !== null && contentType.trim() !== "") {
    const accepted = kind === "multipart" ? isMultipart(contentType) : isJsonMediaType(contentType);
    return accepted ? { accepted: true } : { accepted: false, contentType: contentType.split(";")[0]!.trim() };
  }
  // A body without a type (a Blob sent by fetch) is refused too: routes parse it as JSON.
  return announcesBody(headers) ? { accepted: false, contentType: "(none)" } : { accepted: true };
}
