/**
 * One game data file, read and made ready to store: the work an install does per file, in a
 * worker thread so that the server's request thread stays free. Its input and output are plain
 * data (bytes in, bytes and summaries out), the shape a worker pool task has: the default
 * export is what a pool (piscina, or ./install-runner.ts's own) calls.
 */
import { gzipSync } from "node:zlib";
import { countElements, type ElementCounts } from "../battlescribe/count-elements";
import type { CatalogueData } from "../battlescribe/data-types";
import { DataFileError } from "../battlescribe/xml/data-file-error";
import type { DataWarning } from "../battlescribe/xml/data-warning";
import { readDataFile } from "../battlescribe/xml/read-data-file";
import { readFileHead, type HeadResult } from "../battlescribe/xml/read-file-head";

/** `head`: what the file is (./plan-install.ts sorts files by it); `parse`: the file, ready to store. */
export type ParseDataFileTask = { op?: "parse" | "head"; fileName: string; bytes: Uint8Array };

export type ParsedDataFile = {
  fileName: string;
  kind: "gameSystem" | "catalogue";
  id: string;
  name: string;
  revision: number;
  library: boolean;
  gameSystemId?: string;
  /** The catalogues this one links, to check they are installed with it. */
  links: { targetId: string; name?: string }[];
  counts: ElementCounts;
  warnings: DataWarning[];
  /** The JSON model, gzip-compressed, as stored. */
  dataGzip: Uint8Array;
  jsonBytes: number;
};

/** A DataFileError as plain data, to cross a thread: rebuilt by `rebuildTaskError`. */
export type TaskError = { dataFileError: { code: DataFileError["code"]; params: DataFileError["params"] } } | { message: string };

export type TaskResult = { ok: true; file: ParsedDataFile } | { ok: true; head: HeadResult } | { ok: false; error: TaskError };

/** Where a file's time goes (the install bench adds these up). */
export type ParseTimings = { readMs: number; countMs: number; jsonMs: number; gzipMs: number };

export function parseDataFile(task: ParseDataFileTask, timings?: ParseTimings): ParsedDataFile {
  let mark = performance.now();
  const lap = (key: keyof ParseTimings) => {
    if (!timings) return;
    const now = performance.now();
    timings[key] += now - mark;
    mark = now;
  };
  const read = readDataFile(task.fileName, task.bytes);
  const data = read.data;
  lap("readMs");
  const counts = countElements(data);
  lap("countMs");
  const json = JSON.stringify(data);
  lap("jsonMs");
  // Level 1: a tenth of the size for a fifth of level 6's time; the database compresses no further.
  const dataGzip = gzipSync(json, { level: 1 });
  lap("gzipMs");
  return {
    fileName: task.fileName,
    kind: read.kind,
    id: data.id,
    name: data.name,
    revision: data.revision ?? 0,
    library: Boolean(data.library),
    ...(read.kind === "catalogue" && (data as CatalogueData).gameSystemId ? { gameSystemId: (data as CatalogueData).gameSystemId } : {}),
    links: read.kind === "catalogue" ? ((data as CatalogueData).catalogueLinks ?? []).map((l) => ({ targetId: l.targetId, ...(l.name ? { name: l.name } : {}) })) : [],
    counts,
    warnings: read.warnings,
    // Bytes of their own (not a slice of a shared buffer), so a worker can transfer them.
    dataGzip: dataGzip.byteOffset === 0 && dataGzip.byteLength === dataGzip.buffer.byteLength ? new Uint8Array(dataGzip.buffer) : new Uint8Array(dataGzip),
    jsonBytes: json.length,
  };
}

export default function runParseDataFileTask(task: ParseDataFileTask): TaskResult {
  try {
    if (task.op === "head") return { ok: true, head: readFileHead(task.fileName, task.bytes) };
    return { ok: true, file: parseDataFile(task) };
  } catch (error) {
    if (error instanceof DataFileError) return { ok: false, error: { dataFileError: { code: error.code, params: error.params } } };
    return { ok: false, error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

export function rebuildTaskError(error: TaskError): Error {
  if ("dataFileError" in error) return new DataFileError(error.dataFileError.code, error.dataFileError.params);
  return new Error(error.message);
}
