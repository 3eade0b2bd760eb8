/**
 * `.gstz`/`.catz` are a zip holding one `.gst`/`.cat`. Declared sizes are checked first, and the
 * bytes that really come out are counted as they come (lib/zip/unzip-limited.ts), so an entry
 * that understates its size stops at the limit instead of inflating to whatever it holds.
 */
import { unzipLimited, ZipLimitError, type ZipEntryInfo } from "../../zip/unzip-limited";
import { DataFileError } from "./data-file-error";
import type { DataFileLimits } from "./limits";

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function isDataFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith(".gst") || lower.endsWith(".cat");
}

/** The bytes of the first `.gst`/`.cat` entry, and its name. */
export function unzipDataFile(file: string, bytes: Uint8Array, limits: DataFileLimits): { entry: string; bytes: Uint8Array } {
  let entries = 0;
  let total = 0;
  let chosen: string | undefined;
  const filter = (entry: ZipEntryInfo): boolean => {
    const info = { name: entry.name, originalSize: entry.declaredSize ?? 0, size: entry.compressedSize ?? 0 };
    entries++;
    if (entries > limits.maxZipEntries) throw new DataFileError("zip-too-many-entries", { file, limit: limits.maxZipEntries });
    total += info.originalSize;
    if (total > limits.maxZipTotalBytes) throw new DataFileError("zip-total-too-large", { file, limit: limits.maxZipTotalBytes });
    if (chosen !== undefined || !isDataFileName(info.name)) return false;
    if (info.originalSize > limits.maxXmlBytes) {
      throw new DataFileError("zip-entry-too-large", { file, entry: info.name, size: info.originalSize, limit: limits.maxXmlBytes });
    }
    if (info.originalSize >= limits.ratioCheckFromBytes) {
      const ratio = info.originalSize / Math.max(1, info.size);
      if (ratio > limits.maxCompressionRatio) {
        throw new DataFileError("zip-ratio-too-high", { file, entry: info.name, ratio: Math.round(ratio), limit: limits.maxCompressionRatio });
      }
    }
    chosen = info.name;
    return true;
  };
  let files: { name: string; bytes: Uint8Array }[];
  try {
    files = unzipLimited(bytes, filter, { maxEntries: limits.maxZipEntries, maxEntryBytes: limits.maxXmlBytes, maxTotalBytes: limits.maxZipTotalBytes });
  } catch (error) {
    if (error instanceof DataFileError) throw error;
    if (error instanceof ZipLimitError && error.reason === "entries") throw new DataFileError("zip-too-many-entries", { file, limit: limits.maxZipEntries });
    if (error instanceof ZipLimitError && error.reason === "entry") throw new DataFileError("zip-entry-too-large", { file, entry: error.entry, size: error.count, limit: limits.maxXmlBytes });
    if (error instanceof ZipLimitError && error.reason === "total") throw new DataFileError("zip-total-too-large", { file, limit: limits.maxZipTotalBytes });
    throw new DataFileError("bad-zip", { file, reason: error instanceof Error ? error.message : String(error) });
  }
  const data = chosen === undefined ? undefined : files.find((f) => f.name === chosen)?.bytes;
  if (chosen === undefined || data === undefined) throw new DataFileError("zip-no-data-file", { file });
  return { entry: chosen, bytes: data };
}
