/** Uploads are written to a temporary folder as they stream in, and nothing is left there when one is refused. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MusterError } from "@/lib/errors/muster-error";
import { spoolMultipartFiles } from "./read-multipart-files";

let tmp: string;
let previous: string | undefined;

beforeEach(() => {
  previous = process.env.TMPDIR;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "muster-spool-test-"));
  process.env.TMPDIR = tmp;
});

afterEach(() => {
  if (previous === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previous;
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A multipart request whose body arrives in small pieces, without a declared length (as a chunked upload would). */
function upload(files: Record<string, string>, field = "files"): Request {
  const form = new FormData();
  for (const [name, content] of Object.entries(files)) form.append(field, new Blob([content]), name);
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type") as string;
  const stream = encoded.body as ReadableStream<Uint8Array>;
  return new Request("http://127.0.0.1:3300/api/game-data", { method: "POST", body: stream, headers: { "content-type": type }, duplex: "half" } as RequestInit);
}

describe("spoolMultipartFiles", () => {
  it("writes each file to disk under its own name and removes them all when asked", async () => {
    const spooled = await spoolMultipartFiles(upload({ "wh40k-10e/Space Marines.cat": "<catalogue/>", "Necrons.cat": "x".repeat(100_000) }), { field: "files", maxBytes: 1_000_000, maxFiles: 10 });
    expect(spooled.files.map((f) => [f.fileName, f.size])).toEqual([["Space Marines.cat", 12], ["Necrons.cat", 100_000]]);
    expect(fs.readFileSync(spooled.files[0]!.path, "utf8")).toBe("<catalogue/>");
    expect(path.dirname(spooled.files[1]!.path).startsWith(tmp)).toBe(true);
    await spooled.remove();
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("refuses a body that passes the limit as it arrives (413), leaving nothing on disk", async () => {
    const refused = await spoolMultipartFiles(upload({ "A.cat": "a".repeat(60_000), "B.cat": "b".repeat(60_000) }), { field: "files", maxBytes: 100_000, maxFiles: 10 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MusterError);
    expect((refused as MusterError).code).toBe("TOO_LARGE");
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("refuses too many files and an upload with no file in the field, leaving nothing on disk", async () => {
    const tooMany = await spoolMultipartFiles(upload({ "A.cat": "a", "B.cat": "b", "C.cat": "c" }), { field: "files", maxBytes: 1000, maxFiles: 2 }).catch((error: unknown) => error);
    expect((tooMany as MusterError).code).toBe("INVALID_INPUT");
    const none = await spoolMultipartFiles(upload({ "A.cat": "a" }, "other"), { field: "files", maxBytes: 1000, maxFiles: 2 }).catch((error: unknown) => error);
    expect((none as MusterError).code).toBe("INVALID_INPUT");
    expect(fs.readdirSync(tmp)).toEqual([]);
  });
});
