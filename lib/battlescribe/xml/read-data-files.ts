import type { CatalogueData, DataSet, GameSystemData } from "../data-types";
import type { DataWarning } from "./data-warning";
import { DataSetError } from "./data-set-error";
import { readDataFile } from "./read-data-file";

export const MAX_FILES_PER_SET = 500;

export type ReadDataSet = DataSet & { warnings: DataWarning[]; fileNames: Map<string, string> };

/**
 * Reads a game system and its catalogues into one data set, refusing a set that would not
 * work: no game system or several, a catalogue for another system, a catalogue link to a file
 * that is missing, two files with one id.
 */
export function readDataSet(files: { fileName: string; content: string | Uint8Array }[], options: { strictLinks?: boolean } = {}): ReadDataSet {
  if (files.length > MAX_FILES_PER_SET) throw new DataSetError("too-many-files", { limit: MAX_FILES_PER_SET });
  const systems: { file: string; data: GameSystemData }[] = [];
  const catalogues: { file: string; data: CatalogueData }[] = [];
  const warnings: DataWarning[] = [];
  const fileNames = new Map<string, string>();
  for (const file of files) {
    const read = readDataFile(file.fileName, file.content);
    warnings.push(...read.warnings);
    const other = fileNames.get(read.data.id);
    if (other) throw new DataSetError("duplicate-file", { file: file.fileName, id: read.data.id, other });
    fileNames.set(read.data.id, file.fileName);
    if (read.kind === "gameSystem") systems.push({ file: file.fileName, data: read.data });
    else catalogues.push({ file: file.fileName, data: read.data as CatalogueData });
  }
  const system = systems[0];
  if (!system) throw new DataSetError("no-game-system", {});
  if (systems.length > 1) throw new DataSetError("several-game-systems", { names: systems.map((s) => s.data.name).join(", ") });
  const ids = new Set(catalogues.map((c) => c.data.id));
  for (const { file, data } of catalogues) {
    if (data.gameSystemId && data.gameSystemId !== system.data.id) {
      throw new DataSetError("other-game-system", { file, catalogue: data.name, gameSystemId: data.gameSystemId, gameSystem: system.data.name });
    }
    for (const link of data.catalogueLinks ?? []) {
      if (!ids.has(link.targetId) && options.strictLinks !== false) {
        throw new DataSetError("missing-catalogue", { file, catalogue: data.name, missing: link.name ?? link.targetId, missingId: link.targetId });
      }
    }
  }
  return { gameSystem: system.data, catalogues: catalogues.map((c) => c.data), warnings, fileNames };
}

/**
 * The protocol's `setupFromFiles`: the same without the warnings, and a link to a catalogue
 * that was not sent only leaves that catalogue's entries out, as in BattleScribe.
 */
export function readDataFiles(files: { fileName: string; content: string }[]): DataSet {
  const { gameSystem, catalogues } = readDataSet(files, { strictLinks: false });
  return { gameSystem, catalogues };
}
