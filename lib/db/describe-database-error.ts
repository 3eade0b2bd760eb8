/** Turns database failures into one sentence that names the problem and the fix. */
import { describeServer, type DatabaseConfig } from "./database-config";
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

export function describeConnectionError(error: unknown, url: string): string {
  const parsed = new URL(url);
  const host = `${parsed.hostname}:${parsed.port || "5432"}`;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  const user = decodeURIComponent(parsed.username) || "(default user)";
  const codes = collectErrorCodes(error);
  const has = (...wanted: string[]) => wanted.some((code) => codes.includes(code));
  const unset = "or unset DATABASE_URL to use the embedded database";

  if (has("ECONNREFUSED")) {
    return `Cannot reach the PostgreSQL server at ${host} (connection refused); start the server or fix the host and port in DATABASE_URL, ${unset}.`;
  }
  if (has("ENOTFOUND", "EAI_AGAIN")) {
    return `The PostgreSQL host "${parsed.hostname}" in DATABASE_URL cannot be resolved; fix the host name in DATABASE_URL, ${unset}.`;
  }
  if (has("DatabaseNotReachable", "ETIMEDOUT", "SocketTimeout") || /timeout/i.test(lastLine(error))) {
    return `Cannot reach the PostgreSQL server at ${host}; check that it runs and is reachable, or fix the host and port in DATABASE_URL.`;
  }
  if (has("3D000", "DatabaseDoesNotExist")) {
    return `The database "${database}" does not exist on the PostgreSQL server at ${host}; create it (createdb ${database}) or fix the database name in DATABASE_URL.`;
  }
  if (has("28P01", "28000", "AuthenticationFailed", "DatabaseAccessDenied")) {
    return `The PostgreSQL server at ${host} rejected user "${user}"; fix the user name or password in DATABASE_URL.`;
  }
  return `Cannot use the PostgreSQL database ${describeServer(url)} (${lastLine(error)}); fix DATABASE_URL, ${unset}.`;
}

/** For the running app: a failed query, explained for its error page and /api/health. */
export function describeDatabaseFailure(error: unknown, config: DatabaseConfig | undefined): string {
  if (error instanceof DatabaseStartupError) return error.message;
  const codes = collectErrorCodes(error);
  if (codes.includes("P2021") || codes.includes("42P01") || codes.includes("TableDoesNotExist")) {
    return "The database has no Muster tables yet; run npm run db:prepare (npm run dev and npm start do it for you).";
  }
  if (config?.mode === "server") return describeConnectionError(error, config.url);
  const folder = config ? ` in ${config.dataDir}` : "";
  // PGlite aborts its WebAssembly PostgreSQL when the folder's write-ahead log is unusable,
  // which happens after a process was killed with the database open.
  if (/Aborted\(\)/.test(lastLine(error))) {
    return `The embedded database${folder} cannot be opened, probably because Muster was killed while it was open; move that folder away to start with a new database (game data is reloaded from data/), or set MUSTER_DATA_DIR to another folder.`;
  }
  return `The embedded database${folder} failed (${lastLine(error)}); restart Muster, and if it fails again set MUSTER_DATA_DIR to a new folder.`;
}
