/** The Army Forge game system table Muster ships (data/opr/game-systems.json), checked when first read. */
import shipped from "../../data/opr/game-systems.json";
import { oprGameSystemTableSchema, type OprGameSystemTable } from "./game-systems";

let parsed: OprGameSystemTable | undefined;

export function shippedOprGameSystems(): OprGameSystemTable {
  parsed ??= oprGameSystemTableSchema.parse(shipped);
  return parsed;
}
