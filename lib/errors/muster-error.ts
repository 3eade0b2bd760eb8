/**
 * The one error type of the app. Data access and actions throw it with a code; route handlers
 * and server actions map the code to an HTTP status or an action result at the edge.
 *
 * Its words are a message key of the catalogue (lib/i18n/en/errors.ts and the other areas) with
 * its parameters, so that the edge can answer in the request's language (`localized`);
 * `message` and `problems` are the English rendering, for logs, the CLI and tests. Pure.
 */
import { type MessageParams, type Translator } from "../i18n/translate";
import { en } from "../i18n/english";
import type { MessageKey } from "../i18n/en";

export type MusterErrorCode =
  | "INVALID_INPUT"
  | "UNAUTHORIZED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "FORBIDDEN"
  | "TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNKNOWN_GAME_DATA"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

export type ProblemDetail = { path: string; message: string };

/**
 * Words of the catalogue: a key and its parameters. A parameter may itself be such words (a
 * problem quoted inside a sentence), or a list of them, said one sentence after another.
 * `english` is the exact English wording when it comes from elsewhere (zod's own messages):
 * English shows it, every other language the catalogue message.
 */
export type ErrorText = { key: MessageKey; params?: ErrorParams; english?: string };
export type ErrorParams = Record<string, MessageParams[string] | ErrorText | ErrorText[]>;

/** A problem with one part of the input, in catalogue words. */
export type ProblemText = ErrorText & { path: string };

function isText(value: unknown): value is ErrorText {
  return typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as ErrorText).key === "string";
}

/** The words in the translator's language. */
export function renderText(text: ErrorText, t: Translator = en): string {
  if (text.english !== undefined && t.locale === "en") return t.verbatim ? t.verbatim(text.english) : text.english;
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    if (isText(value)) params[name] = renderText(value, t);
    else if (Array.isArray(value) && value.some(isText)) params[name] = (value as ErrorText[]).map((item) => renderText(item, t)).join(" ");
    else params[name] = value as MessageParams[string];
  }
  return t.t(text.key, params);
}

export class MusterError extends Error {
  readonly code: MusterErrorCode;
  /** In English (see `localized` for the request's language). */
  readonly problems: ProblemDetail[];
  /** Extra data for the caller, e.g. the current roster on a conflict. */
  readonly data?: unknown;
  declare readonly text: ErrorText;
  declare readonly problemTexts: ProblemText[];

  constructor(code: MusterErrorCode, key: MessageKey, options: { params?: ErrorParams; english?: string; problems?: ProblemText[]; data?: unknown } = {}) {
    const text: ErrorText = { key, ...(options.params ? { params: options.params } : {}), ...(options.english !== undefined ? { english: options.english } : {}) };
    super(renderText(text));
    this.name = "MusterError";
    this.code = code;
    this.problems = (options.problems ?? []).map((problem) => ({ path: problem.path, message: renderText(problem) }));
    this.data = options.data;
    // Not enumerable: the words travel with the error, but objects compared in tests stay as they were.
    Object.defineProperty(this, "text", { value: text, enumerable: false });
    Object.defineProperty(this, "problemTexts", { value: options.problems ?? [], enumerable: false });
  }

  /** The message and problems in the translator's language. */
  localized(t: Translator): { message: string; problems: ProblemDetail[] } {
    return { message: renderText(this.text, t), problems: this.problemTexts.map((problem) => ({ path: problem.path, message: renderText(problem, t) })) };
  }
}

export const HTTP_STATUS: Record<MusterErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_GAME_DATA: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

/** The JSON body every failed request returns. */
export type ErrorBody = { error: { code: MusterErrorCode; message: string; problems: ProblemDetail[]; data?: unknown } };

/** The answer's body, in the translator's language (English without one). */
export function toErrorBody(error: MusterError, t: Translator = en): ErrorBody {
  const { message, problems } = error.localized(t);
  return { error: { code: error.code, message, problems, ...(error.data !== undefined ? { data: error.data } : {}) } };
}
