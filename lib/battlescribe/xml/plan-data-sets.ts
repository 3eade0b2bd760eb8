/**
 * Sorts the heads of a folder's files into game systems, each with the catalogues that name it
 * (issue 33, classes 1, 3 and 6). One repository may hold several systems (Kill Team 2018,
 * 2021 and 2024); each is installed on its own. Two files with one id are a data bug the apps
 * survive: the higher revision is kept, then the file named later, with a warning naming both.
 * Files that are not game data are left out, and listed.
 */
import { dataSetNoteMessage, type DataSetNote } from "./data-set-note";
import type { FileHead, HeadResult } from "./read-file-head";

export type PlannedSet = {
  gameSystem: FileHead;
  catalogues: FileHead[];
  notes: DataSetNote[];
};

export type DataSetPlan = {
  sets: PlannedSet[];
  /** Catalogues whose game system is not among the files, by game system id. */
  orphans: Map<string, FileHead[]>;
  /** Files left out, and why (not game data, or a duplicate id), for the whole folder. */
  notes: DataSetNote[];
};

function note(code: DataSetNote["code"], params: Record<string, string | number>, file: string): DataSetNote {
  return { file, code, params, message: dataSetNoteMessage(code, params) };
}

const isJson = (head: FileHead) => /\.json$/i.test(head.fileName);

/**
 * Of two files with one id, the one kept: the higher revision, then XML over New Recruit's JSON
 * of the same data (a repository may hold both), then the one named later.
 */
function keeps(a: FileHead, b: FileHead): FileHead {
  if (a.revision !== b.revision) return a.revision > b.revision ? a : b;
  if (isJson(a) !== isJson(b)) return isJson(a) ? b : a;
  return a.fileName.localeCompare(b.fileName) >= 0 ? a : b;
}

function dedupe(heads: FileHead[], notes: DataSetNote[]): FileHead[] {
  const byId = new Map<string, FileHead>();
  for (const head of heads) {
    const other = byId.get(head.id);
    if (!other) {
      byId.set(head.id, head);
      continue;
    }
    const kept = keeps(other, head);
    const dropped = kept === head ? other : head;
    byId.set(head.id, kept);
    notes.push(note("duplicate-file", { id: head.id, kept: kept.fileName, keptRevision: kept.revision, dropped: dropped.fileName, droppedRevision: dropped.revision }, dropped.fileName));
  }
  return [...byId.values()];
}

export function planDataSets(results: HeadResult[]): DataSetPlan {
  const notes: DataSetNote[] = [];
  const heads: FileHead[] = [];
  for (const result of results) {
    if (result.ok) heads.push(result.head);
    else notes.push(note("not-game-data", { file: result.fileName }, result.fileName));
  }
  const unique = dedupe(heads, notes);
  const systems = unique.filter((h) => h.kind === "gameSystem");
  const sets = systems.map<PlannedSet>((gameSystem) => ({ gameSystem, catalogues: [], notes: [] }));
  const bySystem = new Map(sets.map((s) => [s.gameSystem.id, s]));
  const orphans = new Map<string, FileHead[]>();
  for (const catalogue of unique.filter((h) => h.kind === "catalogue")) {
    const systemId = catalogue.gameSystemId ?? "";
    const set = bySystem.get(systemId) ?? (systemId === "" && sets.length === 1 ? sets[0] : undefined);
    if (set) set.catalogues.push(catalogue);
    else orphans.set(systemId, [...(orphans.get(systemId) ?? []), catalogue]);
  }
  // Notes about a file belong to the set it would have been in.
  for (const n of notes) {
    if (n.code !== "duplicate-file") continue;
    const set = sets.find((s) => s.gameSystem.id === n.params.id || s.catalogues.some((c) => c.id === n.params.id));
    set?.notes.push(n);
  }
  return { sets, orphans, notes };
}
