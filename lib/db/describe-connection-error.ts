/** Turns a PostgreSQL connection failure into one sentence naming the problem and the fix. */
import { describeServer } from "./database-config";

type ErrorWithCode = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** Error codes along the cause chain (node: ECONNREFUSED, PostgreSQL: 3D000, ...). */
function collectCodes(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift() as ErrorWithCode | undefined;
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (typeof current.code === "string") codes.push(current.code);
    queue.push(current.cause);
    // AggregateError from a host that resolves to several addresses (::1 and 127.0.0.1).
    if (Array.isArray(current.errors)) queue.push(...current.errors);
  }
  return codes;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function describeConnectionError(error: unknown, url: string): string {
  const server = describeServer(url);
  const parsed = new URL(url);
  const host = `${parsed.hostname}:${parsed.port || "5432"}`;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  const user = decodeURIComponent(parsed.username) || "(default user)";
  const codes = collectCodes(error);
  const message = messageOf(error);
  const unset = "or unset DATABASE_URL to use the embedded database";

  if (codes.includes("ECONNREFUSED")) {
    return `Cannot reach the PostgreSQL server at ${host} (connection refused); start the server or fix the host and port in DATABASE_URL, ${unset}.`;
  }
  if (codes.includes("ENOTFOUND") || codes.includes("EAI_AGAIN")) {
    return `The PostgreSQL host "${parsed.hostname}" in DATABASE_URL cannot be resolved; fix the host name in DATABASE_URL, ${unset}.`;
  }
  if (codes.includes("ETIMEDOUT") || /timeout/i.test(message)) {
    return `The PostgreSQL server at ${host} did not answer in time; check that it runs and is reachable, or fix DATABASE_URL.`;
  }
  if (codes.includes("3D000")) {
    return `The database "${database}" does not exist on the PostgreSQL server at ${host}; create it (createdb ${database}) or fix the database name in DATABASE_URL.`;
  }
  if (codes.includes("28P01") || codes.includes("28000")) {
    return `The PostgreSQL server at ${host} rejected user "${user}"; fix the user name or password in DATABASE_URL.`;
  }
  return `Cannot use the PostgreSQL database ${server} (${message.split("\n")[0]}); fix DATABASE_URL, ${unset}.`;
}
