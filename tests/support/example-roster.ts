import type { GameData } from "../../lib/gamedata/load-dir";

/** A shipped example roster (`data/examples/<file>`) with its game system and catalogue. */
export function exampleRoster(data: GameData, file: string) {
  const roster = data.examples.find((e) => e.file === file)!.roster;
  return {
    roster,
    system: data.systems.find((s) => s.id === roster.gameSystemId)!,
    catalogue: data.catalogues.find((c) => c.id === roster.catalogueId)!,
  };
}
