/** The database rows that represent validated game data. Pure. */
import type { GameData } from "../gamedata/load-dir";
import { listUnitEntries } from "../gamedata/list-unit-entries";
import { toPlainJson } from "./canonical-json";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type GameSystemRow = { id: string; name: string; shortName: string; revision: number; data: JsonObject };
export type CatalogueRow = { id: string; gameSystemId: string; name: string; revision: number; source: JsonObject | null; data: JsonObject };
export type UnitEntryRow = {
  id: string;
  catalogueId: string;
  entryId: string;
  name: string;
  type: string;
  categoryIds: string[];
  categoryNames: string[];
  keywords: string[];
  costs: JsonObject;
};

export type GameDataRows = {
  gameSystems: GameSystemRow[];
  catalogues: CatalogueRow[];
  unitEntries: UnitEntryRow[];
};

export function unitEntryId(catalogueId: string, entryId: string): string {
  return `${catalogueId}:${entryId}`;
}

export function buildGameDataRows(data: Pick<GameData, "systems" | "catalogues">): GameDataRows {
  const systems = new Map(data.systems.map((system) => [system.id, system]));
  const unitEntries = new Map<string, UnitEntryRow>();
  for (const catalogue of data.catalogues) {
    const system = systems.get(catalogue.gameSystemId);
    if (!system) continue; // loadGameData only returns catalogues of a loaded system
    for (const unit of listUnitEntries(system, catalogue)) {
      const id = unitEntryId(catalogue.id, unit.entryId);
      // An entry both defined and linked in a catalogue is listed once.
      if (unitEntries.has(id)) continue;
      unitEntries.set(id, { id, catalogueId: catalogue.id, ...unit, costs: unit.costs });
    }
  }
  return {
    gameSystems: data.systems.map((system) => ({
      id: system.id,
      name: system.name,
      shortName: system.shortName,
      revision: system.revision,
      data: toPlainJson(system) as JsonObject,
    })),
    catalogues: data.catalogues.map((catalogue) => ({
      id: catalogue.id,
      gameSystemId: catalogue.gameSystemId,
      name: catalogue.name,
      revision: catalogue.revision,
      source: catalogue.source ? (toPlainJson(catalogue.source) as JsonObject) : null,
      data: toPlainJson(catalogue) as JsonObject,
    })),
    unitEntries: [...unitEntries.values()],
  };
}
