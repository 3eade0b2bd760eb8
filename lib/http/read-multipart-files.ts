/**
 * The files of a multipart upload, parsed as the body streams in (@fastify/busboy) and written
 * to a temporary folder as they arrive, never held in memory: a whole repository (40 MB) kept
 * as bytes until the install read it added its size and more to the server's memory, and
 * `Request.formData()` held the server's thread for a second or more (the health check waited).
 * The install then reads the files from disk one at a time. Limits are checked as the bytes
 * arrive: the total size, the number of files, and nothing but files in the named field.
 */
import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, readFile, rmdir, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy } from "@fastify/busboy";
import { MusterError } from "@/lib/errors/muster-error";
import { tooLarge as tooLargeFor } from "./read-body";

/** A file of the upload, on disk: `fileName` as the browser named it (without folders), `path` where it is. */
export type SpooledFile = { fileName: string; path: string; size: number };

/** The files received; `remove()` deletes them (call it whatever happens next). */
export type SpooledUpload = { files: SpooledFile[]; remove: () => Promise<void> };

export async function spoolMultipartFiles(request: Request, options: { field: string; maxBytes: number; maxFiles: number }): Promise<SpooledUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new MusterError("INVALID_INPUT", "error.upload.notMultipart");
  // The same 413 as every route past its limit (read-body.ts), naming the limit.
  const tooLarge = () => tooLargeFor(options.maxBytes);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > options.maxBytes) throw tooLarge();
  if (!request.body) throw new MusterError("INVALID_INPUT", "error.upload.none");
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { "content-type": type }, limits: { files: options.maxFiles, fileSize: options.maxBytes, fields: 20, parts: options.maxFiles + 20 } });
  } catch {
    throw new MusterError("INVALID_INPUT", "error.upload.unreadable");
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "muster-upload-"));
  // File by file: Node's recursive rm held the request thread for 0.1 s over 47 files.
  const remove = async () => {
    const names = await readdir(dir).catch(() => []);
    await Promise.all(names.map((name) => unlink(path.join(dir, name)).catch(() => undefined)));
    await rmdir(dir).catch(() => undefined);
  };
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream);
  try {
    const files = await receive(body, parser, dir, options, tooLarge);
    return { files, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

function receive(body: Readable, parser: ReturnType<typeof Busboy>, dir: string, options: { field: string; maxBytes: number; maxFiles: number }, tooLarge: () => MusterError): Promise<SpooledFile[]> {
  return new Promise<SpooledFile[]>((resolve, reject) => {
    const files: SpooledFile[] = [];
    const writes: Promise<void>[] = [];
    let total = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.destroy();
      // The writes still open end with an error of their own; the first error is the answer.
      void Promise.allSettled(writes).then(() => reject(error));
    };
    parser.on("file", (field, stream, fileName) => {
      if (field !== options.field || failed) {
        stream.resume();
        return;
      }
      // Numbered, not named: two files may share a name (folders flattened), and a name is not a safe path.
      const file: SpooledFile = { fileName: fileName.split(/[\\/]/).pop() ?? fileName, path: path.join(dir, String(files.length)), size: 0 };
      files.push(file);
      stream.on("data", (chunk: Buffer) => {
        file.size += chunk.byteLength;
        total += chunk.byteLength;
        if (total > options.maxBytes) {
          stream.destroy();
          fail(tooLarge());
        }
      });
      writes.push(pipeline(stream, createWriteStream(file.path)).catch((error: Error) => fail(failed ? error : new Error(`could not store an upload: ${error.message}`))));
    });
    parser.on("filesLimit", () => fail(new MusterError("INVALID_INPUT", "error.upload.tooManyFiles", { params: { max: options.maxFiles } })));
    parser.on("partsLimit", () => fail(new MusterError("INVALID_INPUT", "error.upload.tooManyFiles", { params: { max: options.maxFiles } })));
    parser.on("error", () => fail(new MusterError("INVALID_INPUT", "error.upload.unreadable")));
    parser.on("finish", () => {
      void Promise.all(writes).then(() => {
        if (failed) return;
        if (files.length === 0) reject(new MusterError("INVALID_INPUT", "error.upload.none"));
        else resolve(files);
      });
    });
    body.on("error", () => fail(new MusterError("INVALID_INPUT", "error.upload.unreadable")));
    body.pipe(parser);
  });
}

/** A file of a small upload, in memory. */
export type UploadedFile = { fileName: string; content: Uint8Array };

/** The files of a small upload (army books: 10 MB at most), read into memory; the spool is removed. */
export async function readMultipartFiles(request: Request, options: { field: string; maxBytes: number; maxFiles: number }): Promise<UploadedFile[]> {
  const upload = await spoolMultipartFiles(request, options);
  try {
    return await Promise.all(upload.files.map(async (file) => ({ fileName: file.fileName, content: new Uint8Array(await readFile(file.path)) })));
  } finally {
    await upload.remove();
  }
}
