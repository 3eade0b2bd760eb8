/**
 * The one place where errors become HTTP answers: a MusterError keeps its code (status from
 * HTTP_STATUS) and its message and problems are said in the request's language (the
 * `muster-locale` cookie, else Accept-Language, else English); a ZodError is bad input,
 * anything else is logged and answered 500 without details (they could reveal internals).
 */
import "server-only";
import { ZodError } from "zod";
import { HTTP_STATUS, MusterError, toErrorBody } from "@/lib/errors/muster-error";
import { schemaProblemTexts } from "@/lib/errors/schema-text";
import { type Translator } from "@/lib/i18n/translate";
import { en } from "@/lib/i18n/english";
import { translatorOfRequest } from "./request-translator";

/** The answer to a fault of the server: same shape as ErrorBody, no details. */
export type ServerErrorBody = { error: { code: "INTERNAL_ERROR"; message: string; problems: [] } };

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** The translator of the request being answered (English without one). */
function translatorOf(request: Request | Translator | undefined): Translator {
  if (!request) return en;
  return request instanceof Request ? translatorOfRequest(request) : request;
}

export function musterErrorResponse(error: MusterError, request?: Request | Translator): Response {
  const retryAfter = (error.data as { retryAfter?: number } | undefined)?.retryAfter;
  return jsonResponse(toErrorBody(error, translatorOf(request)), HTTP_STATUS[error.code], retryAfter ? { "retry-after": String(retryAfter) } : {});
}

export function serverErrorResponse(code: ServerErrorBody["error"]["code"], message: string, status: number): Response {
  const body: ServerErrorBody = { error: { code, message, problems: [] } };
  return jsonResponse(body, status);
}

/** The answer to any error, in the language of `request` (a Request or its translator). */
export function errorResponse(error: unknown, request?: Request | Translator): Response {
  if (error instanceof MusterError) return musterErrorResponse(error, request);
  if (error instanceof ZodError) {
    return musterErrorResponse(new MusterError("INVALID_INPUT", "error.http.badShape", { problems: schemaProblemTexts(error) }), request);
  }
  console.error("Route handler failed:", error);
  return serverErrorResponse("INTERNAL_ERROR", translatorOf(request).t("error.server.internal"), 500);
}
