import { unzipSync, type UnzipFileInfo } from "fflate";
import { unzipLimited, ZipLimitError } from "../../zip/unzip-limited";
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
 * The data files a `.zip` (a BSData repository downloaded as a zip) holds, by entry name, with
 * sizes checked from the zip's directory before anything is inflated; undefined when the file
 * is not an archive. New Recruit's JSON is taken only from an archive that holds no XML.
 */
export function archiveEntries(file: { fileName: string; content: Uint8Array }): string[] | undefined {
  if (!isArchive(file)) return undefined;
  let entries = 0;
  let total = 0;
  const wanted = archiveHoldsXml(file) ? DATA_ENTRY : JSON_ENTRY;
  const names: string[] = [];
  const filter = (info: UnzipFileInfo): boolean => {
    entries++;
    if (entries > ARCHIVE_LIMITS.maxEntries) throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${ARCHIVE_LIMITS.maxEntries} files` });
    if (!wanted.test(info.name) || info.name.includes("__MACOSX") || /(^|\/)(package(-lock)?|tsconfig)\.json$/i.test(info.name)) return false;
    total += info.originalSize;
    const ratio = info.originalSize / Math.max(1, info.size);
    if (info.originalSize > ARCHIVE_LIMITS.maxEntryBytes || total > ARCHIVE_LIMITS.maxTotalBytes || (info.originalSize > 1_000_000 && ratio > ARCHIVE_LIMITS.maxRatio)) {
      throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${ARCHIVE_LIMITS.maxTotalBytes / 1_000_000} MB` });
    }
    names.push(info.name);
    return false;
  };
  try {
    unzipSync(file.content, { filter });
  } catch (error) {
    if (error instanceof DataSetError) throw error;
    throw new DataSetError("bad-archive", { file: file.fileName });
  }
  return names.sort((a, b) => a.localeCompare(b));
}

/**
 * One entry of an archive `archiveEntries` listed, inflated alone, its bytes counted as they
 * come: the size its header declares was checked, but an entry may understate it.
 */
export function readArchiveEntry(file: { fileName: string; content: Uint8Array }, name: string): Uint8Array {
  let unzipped: { name: string; bytes: Uint8Array }[];
  try {
    unzipped = unzipLimited(file.content, (entry) => entry.name === name, {
      maxEntries: ARCHIVE_LIMITS.maxEntries,
      maxEntryBytes: ARCHIVE_LIMITS.maxEntryBytes,
      maxTotalBytes: ARCHIVE_LIMITS.maxEntryBytes,
    });
  } catch (error) {
    if (error instanceof ZipLimitError && error.reason !== "unreadable") throw new DataSetError("archive-too-large", { file: file.fileName, limit: `${error.limit / 1_000_000} MB` });
    throw new DataSetError("bad-archive", { file: file.fileName });
  }
  const bytes = unzipped[0]?.bytes;
  if (!bytes) throw new DataSetError("bad-archive", { file: file.fileName });
  return bytes;
}

/**
 * Opens `.zip` archives into their game data files; every other file is passed on as it is.
 * Everything is inflated at once: for a few files (the protocol, `validate`); installs read
 * entries one at a time through `archiveEntries`/`readArchiveEntry`.
 */
export function collectDataFiles(files: { fileName: string; content: Uint8Array }[]): { fileName: string; content: Uint8Array }[] {
  const out: { fileName: string; content: Uint8Array }[] = [];
  for (const file of files) {
    const names = archiveEntries(file);
    if (!names) {
      out.push(file);
      continue;
    }
    for (const name of names) out.push({ fileName: name.split("/").pop() ?? name, content: readArchiveEntry(file, name) });
  }
  return out;
}
