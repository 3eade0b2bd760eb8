import { unzipSync } from "fflate";
import { unzipLimited, ZipLimitError, type ZipEntryInfo } from "../../zip/unzip-limited";
import { DataSetError } from "./data-set-error";

/** Limits for a zip of a whole data repository (many files), checked before inflating. */
export const ARCHIVE_LIMITS = { maxEntries: 2000, maxTotalBytes: 400_000_000, maxEntryBytes: 60_000_000, maxRatio: 200 };

const DATA_ENTRY = /\.(gstz?|catz?)$/i;
/** New Recruit's JSON form; taken from an archive only when it holds no XML (repositories may hold both). */
const JSON_ENTRY = /\.json$/i;

function isArchive(file: { fileName: string; content: Uint8Array }): boolean {
  const bytes = file.content;
  const zipMagic = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  return zipMagic && /\.zip$/i.test(file.fileName);
}

/** Whether an archive's directory names any .gst/.cat (read without inflating anything). */
function archiveHoldsXml(file: { fileName: string; content: Uint8Array }): boolean {
  let found = false;
  let entries = 0;
  try {
    unzipSync(file.content, {
      filter: (info) => {
        if (++entries > ARCHIVE_LIMITS.maxEntries) throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${ARCHIVE_LIMITS.maxEntries} files` });
        if (DATA_ENTRY.test(info.name)) found = true;
        return false;
      },
    });
  } catch (error) {
    if (error instanceof DataSetError) throw error;
    throw new DataSetError("bad-archive", { file: file.fileName });
  }
  return found;
}

/**
 * Opens `.zip` archives (a BSData repository downloaded as a zip) into their game data files;
 * every other file is passed on as it is. Sizes are checked from the zip's directory first.
 */
export function collectDataFiles(files: { fileName: string; content: Uint8Array }[]): { fileName: string; content: Uint8Array }[] {
  const out: { fileName: string; content: Uint8Array }[] = [];
  for (const file of files) {
    if (!isArchive(file)) {
      out.push(file);
      continue;
    }
    let entries = 0;
    let total = 0;
    const wanted = archiveHoldsXml(file) ? DATA_ENTRY : JSON_ENTRY;
    const filter = (entry: ZipEntryInfo): boolean => {
      const info = { name: entry.name, originalSize: entry.declaredSize ?? 0, size: entry.compressedSize ?? 0 };
      entries++;
      if (entries > ARCHIVE_LIMITS.maxEntries) throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${ARCHIVE_LIMITS.maxEntries} files` });
      if (!wanted.test(info.name) || info.name.includes("__MACOSX") || /(^|\/)(package(-lock)?|tsconfig)\.json$/i.test(info.name)) return false;
      total += info.originalSize;
      const ratio = info.originalSize / Math.max(1, info.size);
      if (info.originalSize > ARCHIVE_LIMITS.maxEntryBytes || total > ARCHIVE_LIMITS.maxTotalBytes || (info.originalSize > 1_000_000 && ratio > ARCHIVE_LIMITS.maxRatio)) {
        throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${ARCHIVE_LIMITS.maxTotalBytes / 1_000_000} MB` });
      }
      return true;
    };
    let unzipped: { name: string; bytes: Uint8Array }[];
    try {
      // Declared sizes are checked in the filter; the bytes that really come out are counted too.
      unzipped = unzipLimited(file.content, filter, { maxEntries: ARCHIVE_LIMITS.maxEntries, maxEntryBytes: ARCHIVE_LIMITS.maxEntryBytes, maxTotalBytes: ARCHIVE_LIMITS.maxTotalBytes });
    } catch (error) {
      if (error instanceof DataSetError) throw error;
      if (error instanceof ZipLimitError && error.reason !== "unreadable") throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${error.limit / 1_000_000} MB` });
      throw new DataSetError("bad-archive", { file: file.fileName });
    }
    for (const { name, bytes: content } of unzipped.sort((a, b) => a.name.localeCompare(b.name))) {
      out.push({ fileName: name.split("/").pop() ?? name, content });
    }
  }
  return out;
}
