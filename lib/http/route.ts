/**
 * Route handler plumbing: writes from other origins and non-JSON bodies refused first
 * (write-guard.ts), errors answered by errorResponse (the one mapping), the owner taken from
 * the signed cookie, and a new identity's cookie attached to the answer.
 */
import "server-only";
import { ensureRequestOwner, readRequestOwner, renewRequestOwner } from "@/lib/identity/request-owner";
import { errorResponse } from "./error-response";
import type { BodyKind } from "./content-type-check";
import { isStateChanging } from "./origin-check";
import { refuseForeignWrite } from "./write-guard";

type Context<Params> = { params: Promise<Params> };

/**
 * A handler whose errors, whatever they are, come back as proper answers. Every API route is
 * built with it (architecture test), so no write escapes the origin and body checks.
 */
export function route<Params = Record<string, never>>(handler: (request: Request, params: Params) => Promise<Response>, options: { body?: BodyKind } = {}) {
  return async (request: Request, context: Context<Params>): Promise<Response> => {
    try {
      const refused = refuseForeignWrite(request, process.env, options.body);
      if (refused) return refused;
      const response = await handler(request, await context.params);
      if (isStateChanging(request.method) && response.ok && !response.headers.has("set-cookie")) {
        const renewal = await renewRequestOwner(request).catch(() => null);
        if (renewal) response.headers.append("set-cookie", renewal);
      }
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Adds the Set-Cookie of a newly created identity, if any. */
export function withCookie(response: Response, setCookie: string | null): Response {
  if (setCookie) response.headers.append("set-cookie", setCookie);
  return response;
}

/** The verified owner or null: reads never create an identity. */
export const readOwner = (request: Request) => readRequestOwner(request);

/** The verified owner, or a new identity (for requests that create rosters). */
export const ensureOwner = (request: Request) => ensureRequestOwner(request);

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
