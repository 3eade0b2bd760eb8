/**
 * The BattleScribe data `validate --bs-data` checks rosters against, read as `data:import`
 * reads it: folders walked, New Recruit's JSON form taken, files that are not game data left
 * out, several game systems told apart (a roster is checked on the one it names), two files
 * with one id settled the same way. Data errors are thrown as DataFileError/DataSetError.
 */
import type { CatalogueData, DataSet, GameSystemData } from "../battlescribe/data-types";
import { DataSetError } from "../battlescribe/xml/data-set-error";
import type { DataSetNote } from "../battlescribe/xml/data-set-note";
import { readDataFile } from "../battlescribe/xml/read-data-file";
import { sourcesOnDisk } from "../data-install/data-file-sources";
import { planInstall } from "../data-install/install-data-files";

export async function readBsDataSets(inputs: string[]): Promise<{ sets: DataSet[]; notes: DataSetNote[] }> {
  const { plan, sourceOf } = await planInstall(await sourcesOnDisk(inputs));
  if (plan.sets.length === 0) {
    const [gameSystemId, catalogues] = [...plan.orphans][0] ?? [];
    if (catalogues?.[0]) throw new DataSetError("system-not-installed", { file: catalogues[0].fileName, catalogue: catalogues[0].name, gameSystemId: gameSystemId ?? "" });
    throw new DataSetError("no-game-system", {});
  }
  const sets: DataSet[] = [];
  for (const set of plan.sets) {
    const read = async (head: typeof set.gameSystem) => readDataFile(head.fileName, await sourceOf(head).read()).data;
    const gameSystem = (await read(set.gameSystem)) as GameSystemData;
    const catalogues: CatalogueData[] = [];
    for (const head of set.catalogues) catalogues.push((await read(head)) as CatalogueData);
    const ids = new Set(catalogues.map((c) => c.id));
    for (const [i, catalogue] of catalogues.entries()) {
      const missing = (catalogue.catalogueLinks ?? []).find((link) => !ids.has(link.targetId));
      if (missing) throw new DataSetError("missing-catalogue", { file: set.catalogues[i]?.fileName ?? catalogue.name, catalogue: catalogue.name, missing: missing.name ?? missing.targetId, missingId: missing.targetId });
    }
    sets.push({ gameSystem, catalogues });
  }
  return { sets, notes: [...plan.notes, ...plan.sets.flatMap((s) => s.notes)] };
}
