/**
 * The one error type of the app. Data access and actions throw it with a code; route handlers
 * and server actions map the code to an HTTP status or an action result at the edge.
 */
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

export class MusterError extends Error {
  readonly code: MusterErrorCode;
  readonly problems: ProblemDetail[];
  /** Extra data for the caller, e.g. the current roster on a conflict. */
  readonly data?: unknown;

  constructor(code: MusterErrorCode, message: string, options: { problems?: ProblemDetail[]; data?: unknown } = {}) {
    super(message);
    this.name = "MusterError";
    this.code = code;
    this.problems = options.problems ?? [];
    this.data = options.data;
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

export function toErrorBody(error: MusterError): ErrorBody {
  return { error: { code: error.code, message: error.message, problems: error.problems, ...(error.data !== undefined ? { data: error.data } : {}) } };
}
