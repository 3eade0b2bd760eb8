/** A fresh roster for the chosen game, faction, ruleset and size, with its first force. */
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import { ROSTER_SCHEMA_VERSION, type Roster } from "../gamedata/roster-schema";
import type { NewId } from "./create-selection";

export type NewRosterChoice = {
  name: string;
  rulesetId: string;
  battleSizeId?: string;
  limits?: Record<string, number>;
  forceEntryId?: string;
};

export function createRoster(system: GameSystem, catalogue: Catalogue, choice: NewRosterChoice, newId: NewId): Roster {
  const ruleset = system.rulesets.find((r) => r.id === choice.rulesetId) ?? system.rulesets[0];
  const battleSize = ruleset?.battleSizes?.find((b) => b.id === choice.battleSizeId);
  const forceEntryId =
    choice.forceEntryId ?? battleSize?.forceEntryIds?.[0] ?? ruleset?.forceEntryIds?.[0] ?? system.forceEntries[0]?.id ?? "army";
  return {
    schemaVersion: ROSTER_SCHEMA_VERSION,
    name: choice.name,
    gameSystemId: system.id,
    catalogueId: catalogue.id,
    rulesetId: ruleset?.id ?? choice.rulesetId,
    ...(choice.battleSizeId ? { battleSizeId: choice.battleSizeId } : {}),
    limits: choice.limits ?? {},
    forces: [{ id: newId(), forceEntryId, selections: [] }],
  };
}
