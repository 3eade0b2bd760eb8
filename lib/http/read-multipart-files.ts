/**
 * The files of a multipart upload, parsed as the body streams in (@fastify/busboy) rather than
 * buffered whole and parsed in one go: parsing a 40 MB repository with `Request.formData()` held
 * the server's thread for a second or more (the health check waited), and kept three copies of
 * the body. Limits are checked as the bytes arrive: the total size, the number of files, and
 * nothing but files in the named field.
 */
import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy } from "@fastify/busboy";
import { MusterError } from "@/lib/errors/muster-error";
import { tooLarge as tooLargeFor } from "./read-body";

export type UploadedFile = { fileName: string; content: Uint8Array };

export async function readMultipartFiles(request: Request, options: { field: string; maxBytes: number; maxFiles: number }): Promise<UploadedFile[]> {
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
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream);
  return new Promise<UploadedFile[]>((resolve, reject) => {
    const files: UploadedFile[] = [];
    let total = 0;
    let failed = false;
    const fail = (error: MusterError) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.destroy();
      reject(error);
    };
    parser.on("file", (field, stream, fileName) => {
      if (field !== options.field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        total += chunk.byteLength;
        if (total > options.maxBytes) fail(tooLarge());
        else chunks.push(chunk);
      });
      stream.on("end", () => {
        if (failed) return;
        const content = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
        let offset = 0;
        for (const chunk of chunks) {
          content.set(chunk, offset);
          offset += chunk.byteLength;
        }
        files.push({ fileName: fileName.split(/[\\/]/).pop() ?? fileName, content });
      });
    });
    parser.on("filesLimit", () => fail(new MusterError("INVALID_INPUT", "error.upload.tooManyFiles", { params: { max: options.maxFiles } })));
    parser.on("partsLimit", () => fail(new MusterError("INVALID_INPUT", "error.upload.tooManyFiles", { params: { max: options.maxFiles } })));
    parser.on("error", () => fail(new MusterError("INVALID_INPUT", "error.upload.unreadable")));
    parser.on("finish", () => {
      if (failed) return;
      if (files.length === 0) reject(new MusterError("INVALID_INPUT", "error.upload.none"));
      else resolve(files);
    });
    body.on("error", () => fail(new MusterError("INVALID_INPUT", "error.upload.unreadable")));
    body.pipe(parser);
  });
}
