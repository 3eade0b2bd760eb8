/**
 * A stored game data file back as the JSON model: gzip-compressed in `dataGzip` (how installs
 * write it), or as JSON in `data` (packages installed before that column existed).
 */
import { gunzipSync } from "node:zlib";
import type { DataFileBase } from "../battlescribe/data-types";

export type StoredPackageFile = { data: unknown; dataGzip: Uint8Array | null };

export function readPackageFileData<T extends DataFileBase>(row: StoredPackageFile): T {
  if (row.dataGzip) return JSON.parse(gunzipSync(row.dataGzip).toString("utf8")) as T;
  return row.data as T;
}
