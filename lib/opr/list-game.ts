/**
 * Which game an Army Forge list is for, and which army book it needs, with the refusal in
 * catalogue words when Muster does not read that game: the game named by its name, and the
 * games Muster does read. Shared by the import route and the `validate` command. Pure.
 */
import type { ErrorText } from "../errors/muster-error";
import { findOprGameSystem, findOtherOprGame, supportedOprGameNames, type OprGameSystem, type OprGameSystemTable } from "./game-systems";
import type { ArmyForgeList } from "./list-schema";

export type ListGame = { ok: true; system: OprGameSystem } | { ok: false; text: ErrorText };

export function resolveListGame(table: OprGameSystemTable, gameSystem: string): ListGame {
  const system = findOprGameSystem(table, gameSystem);
  if (system) return { ok: true, system };
  const supported = supportedOprGameNames(table).join(", ");
  const other = findOtherOprGame(table, gameSystem);
  if (other) return { ok: false, text: { key: "opr.list.otherGame", params: { game: other.name, supported } } };
  return { ok: false, text: { key: "opr.list.unknownGame", params: { game: gameSystem.slice(0, 40), supported } } };
}

/** The army book a list is built from: the list's own `armyId`, else its first unit's (Army Forge's share export). */
export function listBookUid(list: ArmyForgeList): string | undefined {
  return list.armyId ?? list.units.find((unit) => unit.armyId)?.armyId;
}
