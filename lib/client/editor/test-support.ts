/** Shipped game data for the editor's tests, and a roster to build on. */
import { evaluate, getCatalogueIndex, type CatalogueIndex } from "@/lib/engine";
import type { Catalogue, GameSystem } from "@/lib/gamedata/catalogue-schema";
import { loadGameData } from "@/lib/gamedata/load-dir";
import type { Roster, Selection } from "@/lib/gamedata/roster-schema";
import { createRoster } from "@/lib/roster/new-roster";
import { addUnit, findSelection } from "@/lib/roster/roster-ops";

export type Game = { system: GameSystem; catalogue: Catalogue; index: CatalogueIndex };

const data = loadGameData();

export async function loadGame(systemId: string, catalogueId: string): Promise<Game> {
  const { systems, catalogues } = await data;
  const system = systems.find((s) => s.id === systemId);
  const catalogue = catalogues.find((c) => c.id === catalogueId);
  if (!system || !catalogue) throw new Error(`no game data ${systemId}/${catalogueId}`);
  return { system, catalogue, index: getCatalogueIndex(system, catalogue) };
}

export function idMaker(prefix = "t"): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

export function emptyRoster(game: Game, choice: { rulesetId: string; battleSizeId?: string; forceEntryId?: string; limits?: Record<string, number> }, newId = idMaker("f")): Roster {
  return createRoster(game.system, game.catalogue, { name: "Test", ...choice }, newId);
}

/** Adds a unit to the first force; returns the roster and the unit. */
export function withUnit(game: Game, roster: Roster, entryId: string, newId = idMaker("u")): { roster: Roster; unit: Selection } {
  const added = addUnit(game.index, roster, roster.forces[0]!.id, entryId, newId);
  if (!added.id) throw new Error(`cannot add ${entryId}`);
  return { roster: added.roster, unit: findSelection(added.roster, added.id)!.selection };
}

export function unitOf(roster: Roster, id: string): Selection {
  const found = findSelection(roster, id);
  if (!found) throw new Error(`no selection ${id}`);
  return found.selection;
}

export function evaluateIn(game: Game, roster: Roster) {
  return evaluate(roster, game.system, game.catalogue);
}
