/**
 * The edge check of every state-changing API request, run by route() before the handler: from
 * Muster's own origin (403 otherwise, logged) and with a JSON body or none (415 otherwise).
 */
import "server-only";
import { MusterError } from "@/lib/errors/muster-error";
import { checkRequestBodyType, type BodyKind } from "./content-type-check";
import { musterErrorResponse } from "./error-response";
import { checkRequestOrigin, isStateChanging } from "./origin-check";
import { readOriginPolicy, type OriginEnv } from "./origin-policy";

/** Long path segments are roster ids and share tokens; a share token grants access, so no log shows it. */
function redactPath(url: string): string {
  return new URL(url).pathname
    .split("/")
    .map((segment) => (segment.length >= 16 ? ":id" : segment))
    .join("/");
}

/** Header values chosen by the sender: bounded, so a log line stays one short line. */
function shown(value: string | null): string {
  if (value === null) return "-";
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
}

/** null when the request may go on; otherwise the answer to send instead. */
export function refuseForeignWrite(request: Request, env: OriginEnv = process.env, body: BodyKind = "json"): Response | null {
  if (!isStateChanging(request.method)) return null;
  const verdict = checkRequestOrigin(request, readOriginPolicy(env));
  if (!verdict.allowed) {
    // One line per refusal, for whoever wonders why a write failed; never cookies or tokens.
    console.warn(
      `[muster] 403 refused cross-origin write: ${request.method} ${redactPath(request.url)} origin=${shown(request.headers.get("origin"))} sec-fetch-site=${shown(request.headers.get("sec-fetch-site"))} reason=${verdict.reason}`,
    );
    return musterErrorResponse(new MusterError("FORBIDDEN", "http.crossOrigin"), request);
  }
  const bodyVerdict = checkRequestBodyType(request.headers, body);
  if (!bodyVerdict.accepted) {
    return musterErrorResponse(new MusterError("UNSUPPORTED_MEDIA_TYPE", "http.unsupportedMediaType", { params: { contentType: bodyVerdict.contentType } }), request);
  }
  return null;
}
