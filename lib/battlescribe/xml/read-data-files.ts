import type { CatalogueData, DataSet, GameSystemData } from "../data-types";
import type { DataWarning } from "./data-warning";
import { DataSetError } from "./data-set-error";
import { readDataFile } from "./read-data-file";

export const MAX_FILES_PER_SET = 500;

export type ReadDataSet = DataSet & { warnings: DataWarning[]; fileNames: Map<string, string> };

export type ParsedFile = { fileName: string; read: ReturnType<typeof readDataFile> };

/** Every file read on its own (the first step of readDataSet). */
export function parseDataFiles(files: { fileName: string; content: string | Uint8Array }[]): ParsedFile[] {
  if (files.length > MAX_FILES_PER_SET) throw new DataSetError("too-many-files", { limit: MAX_FILES_PER_SET });
  return files.map((file) => ({ fileName: file.fileName, read: readDataFile(file.fileName, file.content) }));
}

/** The game system ids the catalogues among parsed files are for. */
export function cataloguesGameSystems(parsed: ParsedFile[]): string[] {
  return [...new Set(parsed.flatMap((p) => (p.read.kind === "catalogue" ? [(p.read.data as CatalogueData).gameSystemId ?? ""] : [])).filter(Boolean))];
}

/**
 * Reads a game system and its catalogues into one data set, refusing a set that would not
 * work: no game system or several, a catalogue for another system, a catalogue link to a file
 * that is missing, two files with one id. `base`: a game system already installed, for files
 * that add or update catalogues of it without its .gst (a player adding one faction).
 */
export function readDataSet(files: { fileName: string; content: string | Uint8Array }[] | ParsedFile[], options: { strictLinks?: boolean; base?: (gameSystemId: string) => DataSet | undefined } = {}): ReadDataSet {
  const parsed = files.length > 0 && "read" in (files[0] as object) ? (files as ParsedFile[]) : parseDataFiles(files as { fileName: string; content: string | Uint8Array }[]);
  const systems: { file: string; data: GameSystemData }[] = [];
  const catalogues: { file: string; data: CatalogueData }[] = [];
  const warnings: DataWarning[] = [];
  const fileNames = new Map<string, string>();
  for (const { fileName, read } of parsed) {
    const file = { fileName };
    warnings.push(...read.warnings);
    const other = fileNames.get(read.data.id);
    if (other) throw new DataSetError("duplicate-file", { file: file.fileName, id: read.data.id, other });
    fileNames.set(read.data.id, file.fileName);
    if (read.kind === "gameSystem") systems.push({ file: file.fileName, data: read.data });
    else catalogues.push({ file: file.fileName, data: read.data as CatalogueData });
  }
  let system = systems[0];
  if (!system && options.base && catalogues[0]?.data.gameSystemId) {
    const first = catalogues[0];
    const base = options.base(first.data.gameSystemId as string);
    if (!base) throw new DataSetError("system-not-installed", { file: first.file, catalogue: first.data.name, gameSystemId: first.data.gameSystemId as string });
    system = { file: fileNames.get(base.gameSystem.id) ?? `${base.gameSystem.name}.gst`, data: base.gameSystem };
    // The catalogues sent replace the installed ones with the same id; the others stay.
    const sent = new Set(catalogues.map((c) => c.data.id));
    for (const kept of base.catalogues) if (!sent.has(kept.id)) catalogues.push({ file: `${kept.name}.cat`, data: kept });
  }
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
