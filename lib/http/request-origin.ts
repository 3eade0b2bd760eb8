/** The origin the browser used, for links the server hands out (share links, QR codes). */
import "server-only";

/**
 * Behind a proxy the request's own URL names the internal address; the forwarded headers name
 * the public one. Only the link shown to the requester is built from them.
 */
export function readRequestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;
  const proto = first(request.headers.get("x-forwarded-proto")) ?? url.protocol.replace(/:$/, "");
  const host = first(request.headers.get("x-forwarded-host")) ?? first(request.headers.get("host")) ?? url.host;
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

export function shareUrlFor(request: Request, token: string): string {
  return `${readRequestOrigin(request)}/share/${token}`;
}
