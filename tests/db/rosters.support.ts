/**
 * Shared set-up of the roster, share and identity database tests: a test database of the file's
 * own with the shipped game data of data/ loaded, and the example rosters as documents.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedGameData } from "../../lib/db/seed-game-data";
import { DEFAULT_DATA_DIR } from "../../lib/gamedata/load-dir";
import { rosterSchema, type Roster } from "../../lib/gamedata/roster-schema";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

export async function createSeededDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await seedGameData(db.prisma, DEFAULT_DATA_DIR);
  return db;
}

/** A shipped example roster, parsed: the tests' realistic documents. */
export function readExampleRoster(file: string): Roster {
  return rosterSchema.parse(JSON.parse(readFileSync(path.join(DEFAULT_DATA_DIR, "examples", file), "utf8")));
}

/** The row as stored, for before/after comparisons that prove a refused request changed nothing. */
export async function readRow(db: TestDatabase, id: string) {
  return db.prisma.roster.findUnique({ where: { id } });
}

type Handler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

export type CallOptions<Params> = {
  params?: Params;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
};

/** The origin the route handler tests address, as a browser on the app's own page would. */
export const TEST_ORIGIN = "http://127.0.0.1:3200";

/**
 * A browser for route handler tests: it calls the exported GET/POST/... functions the way
 * Next does, and keeps the muster_owner cookie the server sets, like a real browser.
 */
export class TestBrowser {
  /** The browser's cookies by name, as it would send them back. */
  private readonly jar = new Map<string, string>();

  constructor(cookie?: string) {
    this.cookie = cookie;
  }

  get cookie(): string | undefined {
    return this.jar.size === 0 ? undefined : [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  set cookie(header: string | undefined) {
    this.jar.clear();
    for (const part of (header ?? "").split(";")) {
      const eq = part.indexOf("=");
      if (eq > 0) this.jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  /** Keeps what Set-Cookie headers say, as a browser does (Max-Age=0 removes). */
  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const removed = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (removed) this.jar.delete(name);
      else this.jar.set(name, pair.slice(eq + 1).trim());
    }
  }

  async call<Params>(handler: Handler<Params>, method: string, pathAndQuery: string, options: CallOptions<Params> = {}): Promise<Response> {
    // Browsers send Origin with every write, also to their own site; route() checks it.
    const origin: Record<string, string> = method === "GET" || method === "HEAD" ? {} : { origin: TEST_ORIGIN };
    const headers: Record<string, string> = { ...origin, ...(this.cookie ? { cookie: this.cookie } : {}), ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const request = new Request(`${TEST_ORIGIN}${pathAndQuery}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as Params) });
    this.keep(response);
    return response;
  }
}

/** A PDF answer read as a person would: its text (pdftotext), page count and page size (pdfinfo). */
export async function readPdf(response: Response): Promise<{ text: string; pages: number; pageSize: string }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.subarray(0, 5).toString() !== "%PDF-") throw new Error(`not a PDF: ${bytes.subarray(0, 200).toString()}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "muster-pdf-"));
  try {
    const file = path.join(dir, "export.pdf");
    writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const pageSize = /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? "";
    return { text, pages, pageSize };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
