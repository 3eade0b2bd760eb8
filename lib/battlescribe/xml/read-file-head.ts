/**
 * What a data file is, read from its root element alone: game system or catalogue, id, name,
 * revision, the game system a catalogue is for. Enough to sort a folder of files into game
 * systems before any file is read in full, so that files can then be read one at a time.
 * A file that is not game data (a repository's `books.json`, a tool's `biome.json`) says so.
 */
import { DEFAULT_LIMITS } from "./limits";
import { looksLikeJsonDataFile } from "./read-json-data-file";
import { readDataFile } from "./read-data-file";
import { isZip, unzipDataFile } from "./unzip-data-file";

export type FileHead = {
  fileName: string;
  kind: "gameSystem" | "catalogue";
  id: string;
  name: string;
  revision: number;
  gameSystemId?: string;
  library: boolean;
};

export type HeadResult = { ok: true; head: FileHead } | { ok: false; fileName: string; reason: "not-game-data" };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

function headFromXml(fileName: string, text: string): FileHead | undefined {
  const match = /<(gameSystem|catalogue)\b([^>]*)>/.exec(text);
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, name, value] of (match[2] ?? "").matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)) attributes[name as string] = decodeEntities(value as string);
  if (!attributes.id) return undefined;
  return {
    fileName,
    kind: match[1] === "gameSystem" ? "gameSystem" : "catalogue",
    id: attributes.id,
    name: attributes.name ?? attributes.id,
    revision: Number(attributes.revision) || 0,
    ...(attributes.gameSystemId ? { gameSystemId: attributes.gameSystemId } : {}),
    library: attributes.library === "true",
  };
}

function headFromJson(fileName: string, text: string): FileHead | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const root = parsed as Record<string, Record<string, unknown> | undefined>;
  const kind = root.gameSystem ? "gameSystem" : root.catalogue ? "catalogue" : undefined;
  const data = kind ? root[kind] : undefined;
  if (!kind || !data || typeof data.id !== "string") return undefined;
  return {
    fileName,
    kind,
    id: data.id,
    name: typeof data.name === "string" ? data.name : data.id,
    revision: Number(data.revision) || 0,
    ...(typeof data.gameSystemId === "string" ? { gameSystemId: data.gameSystemId } : {}),
    library: data.library === true || data.library === "true",
  };
}

/**
 * The head of one file. A JSON file that is not New Recruit's game data, or XML whose root is
 * neither a game system nor a catalogue, is not game data. Anything else this cannot settle from
 * the first bytes (an odd encoding, a damaged file) is read in full, which throws the error that
 * names what is wrong.
 */
export function readFileHead(fileName: string, content: Uint8Array): HeadResult {
  let bytes = content;
  if (isZip(bytes)) bytes = unzipDataFile(fileName, bytes, DEFAULT_LIMITS).bytes;
  const start = startText(bytes);
  const trimmed = start.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    if (!looksLikeJsonDataFile(start)) return { ok: false, fileName, reason: "not-game-data" };
    const head = headFromJson(fileName, new TextDecoder().decode(bytes));
    if (head) return { ok: true, head };
  } else if (trimmed.startsWith("<")) {
    const settled = xmlHead(fileName, start);
    if (settled) return settled;
  }
  const read = readDataFile(fileName, bytes);
  const data = read.data as { id: string; name: string; revision?: number; gameSystemId?: string; library?: boolean };
  return {
    ok: true,
    head: {
      fileName,
      kind: read.kind,
      id: data.id,
      name: data.name,
      revision: data.revision ?? 0,
      ...(data.gameSystemId ? { gameSystemId: data.gameSystemId } : {}),
      library: Boolean(data.library),
    },
  };
}

/** How many bytes of a file `readFileHead` looks at before reading it in full. */
export const HEAD_BYTES = 8192;

function startText(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes.subarray(0, HEAD_BYTES)).replace(/^\uFEFF/, "");
}

/** What XML's first bytes settle: game data with its head, or not game data; undefined otherwise. */
function xmlHead(fileName: string, start: string): HeadResult | undefined {
  const head = headFromXml(fileName, start);
  if (head) return { ok: true, head };
  const root = /<([A-Za-z_][\w.-]*)[\s/>]/.exec(start.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ""))?.[1];
  if (root && root !== "gameSystem" && root !== "catalogue" && !root.startsWith("!")) return { ok: false, fileName, reason: "not-game-data" };
  return undefined;
}

/**
 * What `readFileHead` answers, from the file's first HEAD_BYTES alone, when they settle it
 * (uncompressed XML, the common case); undefined when the whole file is needed (a zip, JSON,
 * anything odd), for `readFileHead`. An install reads only this much of most files to sort them.
 */
export function readFileHeadFromStart(fileName: string, start: Uint8Array): HeadResult | undefined {
  if (isZip(start)) return undefined;
  const text = startText(start);
  return text.trimStart().startsWith("<") ? xmlHead(fileName, text) : undefined;
}
