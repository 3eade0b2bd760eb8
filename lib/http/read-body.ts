/**
 * Request bodies, size-limited before they are read into memory and checked with zod before
 * anything uses them. Every refusal is a MusterError with a sentence a person can act on.
 */
import "server-only";
import type { z } from "zod";
import { MusterError, type ErrorText } from "@/lib/errors/muster-error";
import { issueText, schemaProblemTexts } from "@/lib/errors/schema-text";
import { bodyLimitFor, sizeText } from "./body-limits";
import { findUnstorable, unstorableError } from "@/lib/schemas/storable-json";

/** 413, saying the limit (the proxy answers a declared size over it with the same words). */
export function tooLarge(maxBytes: number): MusterError {
  return new MusterError("TOO_LARGE", "error.body.tooLargeFor", { params: { size: sizeText(maxBytes) } });
}

/** The route's limit from the one table (body-limits.ts), unless the caller names a smaller one. */
export function bodyLimitOf(request: Request): number {
  return bodyLimitFor(new URL(request.url).pathname);
}

/** The body as text; TOO_LARGE as soon as it passes `maxBytes` (declared or actually sent). */
export async function readBodyText(request: Request, maxBytes = bodyLimitOf(request)): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  // The header may be missing or wrong (chunked uploads): count what really arrives.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new MusterError("INVALID_INPUT", "error.body.notUtf8");
  }
}

/** The JSON body checked against `schema`. An empty body counts as `emptyAs` when given. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, options: { emptyAs?: unknown; maxBytes?: number } = {}): Promise<z.infer<S>> {
  return parseJsonText(await readBodyText(request, options.maxBytes), schema, options);
}

/** A body already read, as readJsonBody checks it. */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S, options: { emptyAs?: unknown } = {}): z.infer<S> {
  let json: unknown;
  if (text.trim() === "" && "emptyAs" in options) json = options.emptyAs;
  else {
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new MusterError("INVALID_INPUT", "error.body.notJson", { problems: [{ path: "(root)", key: "error.detail", params: { detail: (error as Error).message } }] });
    }
  }
  const unstorable = findUnstorable(json);
  if (unstorable) throw unstorableError(unstorable);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = schemaProblemTexts(parsed.error);
    const first = problems[0];
    throw first ? new MusterError("INVALID_INPUT", "error.body.refused", { params: { path: first.path, problem: first }, problems }) : new MusterError("INVALID_INPUT", "error.body.refusedPlain", { problems });
  }
  return parsed.data;
}

/** The query string checked against `schema`. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const problems = schemaProblemTexts(parsed.error);
    const first = problems[0];
    throw new MusterError("INVALID_INPUT", "error.query.invalid", { params: { path: first?.path ?? "(root)", problem: first ?? { key: "error.problem.invalid" } }, problems });
  }
  return parsed.data;
}

/** One path segment of the address checked against `schema` (a version number, say). */
export function readParam<S extends z.ZodType>(name: string, value: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem: ErrorText = issue ? issueText(issue) : { key: "error.problem.invalid" };
    throw new MusterError("INVALID_INPUT", "error.param.invalid", { params: { name, problem }, problems: [{ path: name, ...problem }] });
  }
  return parsed.data;
}
