/**
 * The one place where errors become HTTP answers: a MusterError keeps its code and message
 * (status from HTTP_STATUS), a ZodError is bad input, anything else is logged and answered 500
 * without details (they could reveal internals).
 */
import "server-only";
import { ZodError } from "zod";
import { HTTP_STATUS, MusterError, toErrorBody } from "@/lib/errors/muster-error";
import { listSchemaProblems } from "@/lib/gamedata/format-issues";

/** The answer to a fault of the server: same shape as ErrorBody, no details. */
export type ServerErrorBody = { error: { code: "INTERNAL_ERROR"; message: string; problems: [] } };

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function musterErrorResponse(error: MusterError): Response {
  const retryAfter = (error.data as { retryAfter?: number } | undefined)?.retryAfter;
  return jsonResponse(toErrorBody(error), HTTP_STATUS[error.code], retryAfter ? { "retry-after": String(retryAfter) } : {});
}

export function serverErrorResponse(code: ServerErrorBody["error"]["code"], message: string, status: number): Response {
  const body: ServerErrorBody = { error: { code, message, problems: [] } };
  return jsonResponse(body, status);
}

export function errorResponse(error: unknown): Response {
  if (error instanceof MusterError) return musterErrorResponse(error);
  if (error instanceof ZodError) {
    return musterErrorResponse(new MusterError("INVALID_INPUT", "The request does not have the expected shape.", { problems: listSchemaProblems(error) }));
  }
  console.error("Route handler failed:", error);
  return serverErrorResponse("INTERNAL_ERROR", "Something went wrong on the server; nothing was changed. Try again, and report it if it keeps happening.", 500);
}
