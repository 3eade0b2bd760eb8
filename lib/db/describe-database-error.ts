/** Turns database failures into one sentence that names the problem and the fix. */
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";
import { describeServer, type DatabaseConfig } from "./database-config";
import { databaseProblemText, type DatabaseProblem } from "./database-problem";
import { DatabaseStartupError } from "./startup-error";

type ErrorLike = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/**
 * Error codes found anywhere in the error: node's (ECONNREFUSED), PostgreSQL's (3D000) and
 * Prisma's driver-adapter kinds (DatabaseNotReachable), which Prisma nests in `meta`.
 */
export function collectErrorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift() as ErrorLike | undefined;
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    for (const value of [current.code, current.kind, current.originalCode]) {
      if (typeof value === "string") codes.push(value);
    }
    queue.push(current.cause, current.meta?.driverAdapterError);
    // AggregateError from a host name with several addresses (::1 and 127.0.0.1).
    if (Array.isArray(current.errors)) queue.push(...current.errors);
  }
  return codes;
}

/** The last line of a message: Prisma puts the call site first and the cause last. */
function lastLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.at(-1) ?? "unknown error";
}

/** Why a PostgreSQL server cannot be used, as a catalogue message (never with the password). */
export function connectionProblem(error: unknown, url: string): DatabaseProblem {
  const parsed = new URL(url);
  const host = `${parsed.hostname}:${parsed.port || "5432"}`;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  const user = decodeURIComponent(parsed.username) || null;
  const codes = collectErrorCodes(error);
  const has = (...wanted: string[]) => wanted.some((code) => codes.includes(code));

  if (has("ECONNREFUSED")) return { key: "db.refused", params: { host } };
  if (has("ENOTFOUND", "EAI_AGAIN")) return { key: "db.unresolved", params: { host: parsed.hostname } };
  if (has("DatabaseNotReachable", "ETIMEDOUT", "SocketTimeout") || /timeout/i.test(lastLine(error))) return { key: "db.unreachable", params: { host } };
  if (has("3D000", "DatabaseDoesNotExist")) return { key: "db.noDatabase", params: { database, host } };
  if (has("28P01", "28000", "AuthenticationFailed", "DatabaseAccessDenied")) return { key: "db.rejected", params: { host, user: user ?? "none" } };
  return { key: "db.unusable", params: { server: describeServer(url), detail: lastLine(error) } };
}

/** The same, in English: start-up and the CLI print it. */
export function describeConnectionError(error: unknown, url: string): string {
  return databaseProblemText(connectionProblem(error, url));
}

/**
 * For the running app: a failed query, explained for its error page and /api/health, as a
 * catalogue message, or as the sentence itself for a start-up error made from one.
 */
export function databaseFailureProblem(error: unknown, config: DatabaseConfig | undefined): DatabaseProblem | string {
  if (error instanceof DatabaseStartupError) return error.problem ?? error.message;
  const codes = collectErrorCodes(error);
  if (codes.includes("P2021") || codes.includes("42P01") || codes.includes("TableDoesNotExist")) return { key: "db.noTables", params: {} };
  if (config?.mode === "server") return connectionProblem(error, config.url);
  const folder = config ? config.dataDir : "none";
  // PGlite aborts its WebAssembly PostgreSQL when the folder's write-ahead log is unusable,
  // which happens after a process was killed with the database open.
  if (/Aborted\(\)/.test(lastLine(error))) return { key: "db.embeddedAborted", params: { folder } };
  return { key: "db.embeddedFailed", params: { folder, detail: lastLine(error) } };
}

/** A failed query explained in the translator's language (English by default). */
export function describeDatabaseFailure(error: unknown, config: DatabaseConfig | undefined, tr: Translator = en): string {
  const problem = databaseFailureProblem(error, config);
  return typeof problem === "string" ? problem : databaseProblemText(problem, tr);
}
