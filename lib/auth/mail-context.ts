/**
 * The address of the site a request came to, carried into better-auth's mail callbacks (which
 * are not handed the request): links in mails point back where the player is.
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** The site's address and the language of the request, for the mail's link and words. */
export const mailContext = new AsyncLocalStorage<{ origin: string; locale?: string }>();

export function linkTo(path: string, token: string): string {
  const origin = mailContext.getStore()?.origin;
  if (!origin) throw new Error("a mail link was asked for outside a request");
  const url = new URL(path, origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * The site address links in mails point to. Never taken from a request's Host header alone:
 * anyone can send one, and a reset link for someone else's account would then lead to the
 * sender's site with the token. MUSTER_PUBLIC_ORIGIN (its first origin) names it; without it
 * only a local address (a developer's machine) is trusted.
 */
export function mailOrigin(requestOrigin: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.MUSTER_PUBLIC_ORIGIN?.split(",")[0]?.trim();
  if (configured) return new URL(configured).origin;
  const host = new URL(requestOrigin).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" ? requestOrigin : null;
}
