import { unzipLimited, ZipLimitError } from "../../zip/unzip-limited";
import { createSaxParser } from "../../xml/create-sax-parser";

/**
 * BattleScribe's data index (the `.bsi` file a repository publishes, which "Add data index
 * URL" reads): a zip holding `index.xml`, or that XML itself. It names the repository and lists
 * its game system and catalogue files with their ids and revisions; the files sit next to it.
 */
export type DataIndexEntry = {
  filePath: string;
  dataType: "gamesystem" | "catalogue";
  dataId: string;
  dataName: string;
  dataRevision: number;
  dataBattleScribeVersion?: string;
};

export type DataIndexFile = { name: string; indexUrl?: string; battleScribeVersion?: string; entries: DataIndexEntry[] };

export class DataIndexError extends Error {
  constructor(
    readonly code: "not-an-index" | "malformed" | "too-large",
    message: string,
  ) {
    super(message);
    this.name = "DataIndexError";
  }
}

const MAX_INDEX_BYTES = 5_000_000;
const MAX_ENTRIES = 2_000;

function indexXml(bytes: Uint8Array): string {
  const zipped = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!zipped) return new TextDecoder().decode(bytes);
  let files: { name: string; bytes: Uint8Array }[];
  try {
    files = unzipLimited(
      bytes,
      (info) => {
        if ((info.declaredSize ?? 0) > MAX_INDEX_BYTES) throw new DataIndexError("too-large", "The data index is larger than 5 MB.");
        return /(^|\/)index\.xml$/i.test(info.name);
      },
      { maxEntries: 100, maxEntryBytes: MAX_INDEX_BYTES, maxTotalBytes: MAX_INDEX_BYTES },
    );
  } catch (error) {
    if (error instanceof DataIndexError) throw error;
    if (error instanceof ZipLimitError && error.reason !== "unreadable") throw new DataIndexError("too-large", "The data index is larger than 5 MB.");
    throw new DataIndexError("malformed", "The data index is not a zip that can be opened.");
  }
  const xml = files[0]?.bytes;
  if (!xml) throw new DataIndexError("not-an-index", "The data index holds no index.xml.");
  return new TextDecoder().decode(xml);
}

export function readDataIndex(bytes: Uint8Array): DataIndexFile {
  if (bytes.length > MAX_INDEX_BYTES) throw new DataIndexError("too-large", "The data index is larger than 5 MB.");
  const xml = indexXml(bytes);
  let root: DataIndexFile | undefined;
  let failure: Error | undefined;
  let depth = 0;
  const parser = createSaxParser({
    doctype: () => {
      failure ??= new DataIndexError("malformed", "The data index declares a DOCTYPE, which is not accepted.");
    },
    error: (error) => {
      failure ??= new DataIndexError("malformed", `The data index is not well-formed XML: ${error.message}`);
    },
    opentag: (tag) => {
      depth++;
      const name = tag.name.replace(/^.*:/, "");
      const a = tag.attributes;
      if (depth === 1) {
        if (name !== "dataIndex") failure ??= new DataIndexError("not-an-index", `Expected a <dataIndex>, found <${name}>.`);
        root = { name: a.name ?? "", indexUrl: a.indexUrl, battleScribeVersion: a.battleScribeVersion, entries: [] };
        return;
      }
      if (name !== "dataIndexEntry" || !root) return;
      const type = (a.dataType ?? "").toLowerCase();
      if ((type !== "gamesystem" && type !== "catalogue") || !a.filePath || !a.dataId) return;
      if (root.entries.length >= MAX_ENTRIES) {
        failure ??= new DataIndexError("too-large", `The data index lists more than ${MAX_ENTRIES} files.`);
        return;
      }
      root.entries.push({
        filePath: a.filePath,
        dataType: type,
        dataId: a.dataId,
        dataName: a.dataName ?? a.filePath,
        dataRevision: Number.parseInt(a.dataRevision ?? "0", 10) || 0,
        dataBattleScribeVersion: a.dataBattleScribeVersion,
      });
    },
    closetag: () => {
      depth--;
    },
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= new DataIndexError("malformed", `The data index is not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (failure) throw failure;
  if (!root) throw new DataIndexError("not-an-index", "The file is not a BattleScribe data index.");
  return root;
}

/** The files of one game system in an index: the system and every catalogue for it. */
export function filesOfSystem(index: DataIndexFile, gameSystemId: string): DataIndexEntry[] {
  const system = index.entries.find((e) => e.dataType === "gamesystem" && e.dataId === gameSystemId);
  if (!system) return [];
  // An index covers one repository: its catalogues are for its game system.
  return [system, ...index.entries.filter((e) => e.dataType === "catalogue")];
}

/** Where a listed file is: next to the index, as BattleScribe resolves it. */
export function fileUrl(indexUrl: string, filePath: string): string {
  return new URL(filePath.split("/").map(encodeURIComponent).join("/"), indexUrl).toString();
}
