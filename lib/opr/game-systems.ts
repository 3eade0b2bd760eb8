/**
 * Which Muster game system an Army Forge game system id maps to. The table is data
 * (data/opr/game-systems.json), passed in by the caller, so adding a system needs no code.
 */
import { z } from "zod";

export const oprGameSystemTableSchema = z.object({
  gameSystems: z
    .array(z.object({ armyForgeId: z.string().min(1), musterSystemId: z.string().min(1), shareTag: z.string().min(1) }))
    .max(50),
});

export type OprGameSystemTable = z.infer<typeof oprGameSystemTableSchema>;
export type OprGameSystem = OprGameSystemTable["gameSystems"][number];

/** Army Forge writes game system ids in either case ("AoFR", "aofr"). */
export function findOprGameSystem(table: OprGameSystemTable, armyForgeId: string): OprGameSystem | undefined {
  const wanted = armyForgeId.toLowerCase();
  return table.gameSystems.find((entry) => entry.armyForgeId.toLowerCase() === wanted);
}
