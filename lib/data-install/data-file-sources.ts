/**
 * Where an install's files come from, read one at a time when their turn comes: a folder or
 * files on disk (the CLI), bytes already received (an upload, a data index download), or the
 * entries of a `.zip` among them (a repository downloaded as a zip).
 */
import { open, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { archiveEntries, readArchiveEntry } from "../battlescribe/xml/collect-data-files";

export type DataFileSource = {
  fileName: string;
  /** Where it is, for messages: a path, or the archive and entry. */
  location: string;
  read(): Promise<Uint8Array>;
  /** The first `length` bytes (or fewer, if the file is shorter), without reading the rest. */
  readStart(length: number): Promise<Uint8Array>;
};

async function readStartOf(filePath: string, length: number): Promise<Uint8Array> {
  const handle = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function onDisk(fileName: string, location: string, filePath: string): DataFileSource {
  return { fileName, location, read: () => readFile(filePath), readStart: (length) => readStartOf(filePath, length) };
}

const DATA_FILE = /\.(gstz?|catz?|json)$/i;
const ARCHIVE = /\.zip$/i;

export function sourceFromBytes(fileName: string, bytes: Uint8Array): DataFileSource {
  return { fileName, location: fileName, read: async () => bytes, readStart: async (length) => bytes.subarray(0, length) };
}

/** Each data entry of an archive as a source of its own; any other source as it is. */
export function expandArchives(sources: { fileName: string; content: Uint8Array }[]): DataFileSource[] {
  const out: DataFileSource[] = [];
  for (const file of sources) {
    const names = archiveEntries(file);
    if (!names) {
      out.push(sourceFromBytes(file.fileName, file.content));
      continue;
    }
    for (const name of names) {
      const read = async () => readArchiveEntry(file, name);
      out.push({ fileName: name.split("/").pop() ?? name, location: `${file.fileName}/${name}`, read, readStart: async (length) => (await read()).subarray(0, length) });
    }
  }
  return out;
}

/**
 * Files received and stored under names of their own (an upload spooled to a temporary folder):
 * each read from disk when its turn comes, under the name it was sent with; a zip among them is
 * read whole (its entries are inflated one at a time).
 */
export async function sourcesOfStoredFiles(files: { fileName: string; path: string }[]): Promise<DataFileSource[]> {
  const found: DataFileSource[] = [];
  for (const file of files) {
    if (ARCHIVE.test(file.fileName)) found.push(...expandArchives([{ fileName: file.fileName, content: new Uint8Array(await readFile(file.path)) }]));
    else found.push(onDisk(file.fileName, file.fileName, file.path));
  }
  return found;
}

/**
 * The data files under each path (folders walked, dot-folders skipped), in name order; a zip
 * among them is opened (it is read whole: its entries are inflated one at a time).
 */
export async function sourcesOnDisk(paths: string[]): Promise<DataFileSource[]> {
  const found: DataFileSource[] = [];
  const visit = async (target: string): Promise<void> => {
    const info = await stat(target);
    if (info.isDirectory()) {
      for (const name of (await readdir(target)).sort()) {
        if (name.startsWith(".")) continue;
        const child = path.join(target, name);
        if ((await stat(child)).isDirectory() || DATA_FILE.test(name) || ARCHIVE.test(name)) await visit(child);
      }
      return;
    }
    if (ARCHIVE.test(target)) {
      found.push(...expandArchives([{ fileName: path.basename(target), content: new Uint8Array(await readFile(target)) }]));
      return;
    }
    found.push(onDisk(path.basename(target), target, target));
  };
  for (const target of paths) await visit(target);
  return found;
}
