/**
 * Route handler plumbing: writes from other origins and non-JSON bodies refused first
 * (write-guard.ts), errors answered by errorResponse (the one mapping), the owner taken from
 * the signed cookie, and a new identity's cookie attached to the answer.
 */
import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { readAccountSession } from "@/lib/identity/account-owner";
import { ensureRequestOwner, readRequestOwner, renewRequestOwner, requestIsHttps } from "@/lib/identity/request-owner";
import { MusterError } from "@/lib/errors/muster-error";
import { errorResponse } from "./error-response";
import type { BodyKind } from "./content-type-check";
import { isStateChanging } from "./origin-check";
import { paramIsPlainText } from "./path-guard";
import { bodyLimitOf, tooLarge } from "./read-body";
import { jsonSecurityHeaders } from "./security-headers";
import { consumeRateLimit, type LimitKind } from "./rate-limit";
import { refuseForeignWrite } from "./write-guard";

type Context<Params> = { params: Promise<Params> };

/**
 * A handler whose errors, whatever they are, come back as proper answers. Every API route is
 * built with it (architecture test), so no write escapes the origin and body checks.
 */
export function route<Params = Record<string, never>>(handler: (request: Request, params: Params) => Promise<Response>, options: RouteOptions = {}) {
  const answer = async (request: Request, context: Context<Params>): Promise<Response> => {
    try {
      if (options.unproxied) refuseDeclaredSize(request);
      const refused = refuseForeignWrite(request, process.env, options.body);
      if (refused) return refused;
      const limit = typeof options.limit === "function" ? options.limit(request) : options.limit ?? (isStateChanging(request.method) ? "write" : undefined);
      if (limit) await consumeRateLimit(request, limit);
      const response = await handler(request, checkParams(await readParams(context)));
      if (isStateChanging(request.method) && response.ok && !response.headers.has("set-cookie")) {
        const renewal = await renewRequestOwner(request).catch(() => null);
        if (renewal) response.headers.append("set-cookie", renewal);
      }
      return response;
    } catch (error) {
      return errorResponse(error, request);
    }
  };
  if (!options.unproxied) return answer;
  return async (request: Request, context: Context<Params>): Promise<Response> => withOwnHeaders(await answer(request, context));
}

export type RouteOptions = {
  body?: BodyKind;
  limit?: LimitKind | ((request: Request) => LimitKind | undefined);
  /**
   * The route is left out of proxy.ts's matcher (UNPROXIED_ROUTES of body-limits.ts), so it does
   * here what the proxy does for the others: a declared body over its limit refused before
   * anything else (413, the connection closed so the client stops sending), and the security
   * headers of a JSON answer on every answer. (Its address is exact, with nothing to decode, so
   * the proxy's %-encoding refusal has nothing to check.)
   */
  unproxied?: true;
};

function refuseDeclaredSize(request: Request): void {
  const declared = Number(request.headers.get("content-length"));
  const limit = bodyLimitOf(request);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
}

function withOwnHeaders(response: Response): Response {
  // A copy: the headers of some answers (redirects) cannot be changed.
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(jsonSecurityHeaders())) if (!headers.has(name)) headers.set(name, value);
  if (response.status === 413) headers.set("connection", "close");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function readParams<Params>(context: Context<Params>): Promise<Params> {
  try {
    return await context.params;
  } catch {
    // Next could not decode the address (e.g. %C0%AF is not UTF-8).
    throw new MusterError("INVALID_INPUT", "error.http.badEncoding");
  }
}

/**
 * Ids in the address are plain text: one with a NUL, a lone surrogate or a control character
 * names nothing Muster stores, so it is not found (and never reaches the database).
 */
function checkParams<Params>(params: Params): Params {
  for (const value of Object.values(params ?? {})) {
    if (typeof value === "string" && !paramIsPlainText(value)) {
      throw new MusterError("NOT_FOUND", "error.http.nothingHere");
    }
  }
  return params;
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

/** The signed-in account's owner id; 401 for a browser without an account session. */
export async function requireAccountOwner(request: Request): Promise<string> {
  const session = await readAccountSession(request.headers, requestIsHttps(request), getPrisma());
  if (!session) throw new MusterError("UNAUTHORIZED", "error.event.signInToOrganise");
  return session.ownerId;
}
