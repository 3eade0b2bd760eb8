/**
 * Zip archives from users (`.rosz`, `.catz`/`.gstz`, a repository's `.zip`), inflated with a
 * running count: what an entry declares about its size is only a first check, the bytes that
 * actually come out are counted as they come, and inflating stops at the limit. A 1 MB archive
 * whose entry claims 4 KiB but inflates to a gigabyte costs at most the limit plus one chunk.
 * Pure and synchronous (fflate's streaming Unzip and UnzipInflate); large uploads run it in the
 * worker pool (lib/server/work-pool.ts), off the request thread.
 */
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from "fflate";

/** What the archive says about an entry (its local header), before anything is inflated. */
export type ZipEntryInfo = { name: string; compressedSize?: number; declaredSize?: number };

export type UnzipLimits = {
  /** Entries in the archive, wanted or not. */
  maxEntries: number;
  /** Bytes one wanted entry may inflate to. */
  maxEntryBytes: number;
  /** Bytes all wanted entries together may inflate to. */
  maxTotalBytes: number;
};

export type ZipLimitReason = "entries" | "entry" | "total" | "unreadable";

/** Why inflating stopped; `count` is the entries or bytes reached, `limit` the limit passed. */
export class ZipLimitError extends Error {
  constructor(
    readonly reason: ZipLimitReason,
    readonly entry: string,
    readonly count: number,
    readonly limit: number,
  ) {
    super(reason === "unreadable" ? `not a zip that can be opened (${entry})` : `${entry}: ${reason} past ${limit}`);
    this.name = "ZipLimitError";
  }
}

/**
 * Compressed bytes handed to the inflater at a time. Deflate packs at most about 1,032:1, so one
 * chunk inflates to at most about 16 MB before the count is looked at again.
 */
const CHUNK = 16 * 1024;

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Whether the end-of-central-directory record is where a complete archive has it (its last 22 to 65,557 bytes). */
function hasEndRecord(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 22; i >= 0 && i >= bytes.length - 22 - 0xffff; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return true;
  }
  return false;
}

export function isZipBytes(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The entries `want` picks, in archive order, inflated. `want` may throw its own error (a
 * declared size it refuses); inflating past a limit throws ZipLimitError, as does an archive
 * that cannot be read.
 */
export function unzipLimited(bytes: Uint8Array, want: (entry: ZipEntryInfo) => boolean, limits: UnzipLimits): { name: string; bytes: Uint8Array }[] {
  // The streaming reader goes by the local headers alone; an archive without its end record is cut short.
  if (!hasEndRecord(bytes)) throw new ZipLimitError("unreadable", "", 0, 0);
  const out: { name: string; bytes: Uint8Array }[] = [];
  let entries = 0;
  let total = 0;
  let pending = 0;
  let failure: unknown;
  const stop = (error: unknown, file?: UnzipFile) => {
    failure ??= error;
    file?.terminate();
  };
  const unzip = new Unzip((file) => {
    if (failure !== undefined) return;
    if (++entries > limits.maxEntries) return stop(new ZipLimitError("entries", file.name, entries, limits.maxEntries));
    let wanted: boolean;
    try {
      wanted = want({ name: file.name, compressedSize: file.size, declaredSize: file.originalSize });
    } catch (error) {
      return stop(error);
    }
    if (!wanted) return;
    if (file.compression !== 0 && file.compression !== 8) return stop(new ZipLimitError("unreadable", file.name, 0, 0));
    const chunks: Uint8Array[] = [];
    let size = 0;
    pending++;
    file.ondata = (error, chunk, final) => {
      if (failure !== undefined) return;
      if (error) return stop(new ZipLimitError("unreadable", file.name, 0, 0), file);
      size += chunk.byteLength;
      total += chunk.byteLength;
      if (size > limits.maxEntryBytes) return stop(new ZipLimitError("entry", file.name, size, limits.maxEntryBytes), file);
      if (total > limits.maxTotalBytes) return stop(new ZipLimitError("total", file.name, total, limits.maxTotalBytes), file);
      if (chunk.byteLength > 0) chunks.push(chunk);
      if (final) {
        pending--;
        out.push({ name: file.name, bytes: joined(chunks, size) });
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < bytes.length && failure === undefined; offset += CHUNK) {
      unzip.push(bytes.subarray(offset, offset + CHUNK), offset + CHUNK >= bytes.length);
    }
  } catch {
    failure ??= new ZipLimitError("unreadable", "", 0, 0);
  }
  if (failure !== undefined) throw failure;
  // An archive cut short leaves an entry that never ended.
  if (pending > 0) throw new ZipLimitError("unreadable", "", 0, 0);
  return out;
}
