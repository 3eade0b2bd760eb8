/**
 * How an Army Forge game system maps onto a Muster game system: which system, which cost type,
 * force entry, profile types and categories a book's units land in, and which special rules
 * carry a role or an attribute the rule modules read (Hero, Tough). The table is data
 * (data/opr/game-systems.json), passed in by the caller, so another system needs no code.
 */
import { z } from "zod";

const id = z.string().min(1).max(120);

export const oprGameSystemSchema = z.object({
  /** The id Army Forge lists use (`gameSystem: "aofr"`). */
  armyForgeId: id,
  /** What an army book may carry in `gameSystemKey` or `gameSystemSlug` for this system. */
  bookKeys: z.array(id).max(10).default([]),
  musterSystemId: id,
  /** Army Forge's abbreviation in its share text ("AoFR"). */
  shareTag: z.string().min(1).max(20),
  costTypeId: id.default("pts"),
  forceEntryId: id.default("army"),
  unitProfile: z.object({ typeId: id, quality: id, defense: id, size: id }).optional(),
  weaponProfile: z.object({ typeId: id, range: id, attacks: id, ap: id, special: id, apRule: z.string().min(1) }).optional(),
  /** A category every unit carries (what Force Org counts as "a unit"). */
  unitCategoryId: id.optional(),
  /** A special rule that makes a unit's primary category (Hero → hero). */
  roleRules: z.array(z.object({ rule: z.string().min(1), categoryId: id })).max(50).default([]),
  /** A rated special rule whose rating becomes a named attribute (Tough(3) → tough: 3). */
  attributeRules: z.array(z.object({ rule: z.string().min(1), attribute: id })).max(50).default([]),
});

export const oprGameSystemTableSchema = z.object({ gameSystems: z.array(oprGameSystemSchema).max(50) });

export type OprGameSystemTable = z.infer<typeof oprGameSystemTableSchema>;
export type OprGameSystem = OprGameSystemTable["gameSystems"][number];

/** Army Forge writes game system ids in either case ("AoFR", "aofr"). */
export function findOprGameSystem(table: OprGameSystemTable, armyForgeId: string): OprGameSystem | undefined {
  const wanted = armyForgeId.toLowerCase();
  return table.gameSystems.find((entry) => entry.armyForgeId.toLowerCase() === wanted);
}

/** The system an army book belongs to, from its `gameSystemKey` or `gameSystemSlug`. */
export function findOprGameSystemOfBook(table: OprGameSystemTable, keys: readonly (string | undefined)[]): OprGameSystem | undefined {
  const wanted = keys.filter((key): key is string => Boolean(key)).map((key) => key.toLowerCase());
  return table.gameSystems.find((entry) => [entry.armyForgeId, ...entry.bookKeys].some((key) => wanted.includes(key.toLowerCase())));
}
