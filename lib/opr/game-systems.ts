/**
 * How an Army Forge game system maps onto a Muster game system: which system, which cost type,
 * force entry, profile types and categories a book's units land in, and which special rules
 * carry a role or an attribute the rule modules read (Hero, Tough). The table is data
 * (data/opr/game-systems.json), passed in by the caller, so another system needs no code.
 */
import { z } from "zod";

const id = z.string().min(1).max(120);

export const oprGameSystemSchema = z.object({
  /** The id lists use (`gameSystem: "aofr"`). */
  armyForgeId: id,
  /** Army Forge's number for the game (`/api/rules/common/6`, a book's `gameSystemId`, its file's `-6`). */
  gameSystemId: z.number().int().positive().optional(),
  /** The game's name, as messages name it ("Age of Fantasy: Skirmish"); the Muster system carries the same. */
  name: z.string().min(1).max(120),
  /** What an army book may carry in `gameSystemKey` or `gameSystemSlug` for this system. */
  bookKeys: z.array(id).max(10).default([]),
  musterSystemId: id,
  /**
   * Catalogues of this game's books are `<prefix><book uid>`: one uid serves several games
   * (Robot Legions is a Grimdark Future and a Firefight book), so each game has its own prefix.
   */
  catalogueIdPrefix: z.string().min(1).max(20).regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/).default("af-"),
  /** Army Forge's abbreviation in its share text ("AoFR"). */
  shareTag: z.string().min(1).max(20),
  costTypeId: id.default("pts"),
  /** The ruleset a list saved with Army Forge's Force Org switched on (`forceOrg: true`) is checked against. */
  forceOrgRulesetId: id.default("force-org"),
  forceEntryId: id.default("army"),
  unitProfile: z.object({ typeId: id, quality: id, defense: id, size: id }).optional(),
  weaponProfile: z.object({ typeId: id, range: id, attacks: id, ap: id, special: id, apRule: z.string().min(1) }).optional(),
  /** A category every unit carries (what Force Org counts as "a unit"). */
  unitCategoryId: id.optional(),
  /** A special rule that makes a unit's primary category (Hero → hero). */
  roleRules: z.array(z.object({ rule: z.string().min(1), categoryId: id })).max(50).default([]),
  /** A rated special rule whose rating becomes a named attribute (Tough(3) → tough: 3). */
  attributeRules: z.array(z.object({ rule: z.string().min(1), attribute: id })).max(50).default([]),
  /** Special rules that make a unit (or the model an upgrade gives them to) know every spell of its army book (Caster). */
  casterRules: z.array(z.string().min(1)).max(10).default([]),
});

/** A game Army Forge serves that Muster does not read: named so a refusal can say which game it is. */
export const otherOprGameSchema = z.object({ armyForgeId: id, gameSystemId: z.number().int().positive().optional(), name: z.string().min(1).max(120) });

export const oprGameSystemTableSchema = z
  .object({ gameSystems: z.array(oprGameSystemSchema).max(50), otherGames: z.array(otherOprGameSchema).max(50).default([]) })
  .superRefine((table, ctx) => {
    const seen = new Map<string, string>();
    const entries: { armyForgeId: string; gameSystemId?: number; name: string; bookKeys?: string[] }[] = [...table.gameSystems, ...table.otherGames];
    for (const entry of entries) {
      const keys = [entry.armyForgeId, ...(entry.bookKeys ?? []), ...(entry.gameSystemId ? [String(entry.gameSystemId)] : [])];
      for (const key of keys.map((k) => k.toLowerCase())) {
        const other = seen.get(key);
        if (other && other !== entry.name) ctx.addIssue({ code: "custom", message: `"${key}" names both ${other} and ${entry.name}` });
        seen.set(key, entry.name);
      }
    }
    const prefixes = table.gameSystems.map((entry) => entry.catalogueIdPrefix);
    if (new Set(prefixes).size !== prefixes.length) ctx.addIssue({ code: "custom", message: "two game systems share a catalogue id prefix" });
  });

export type OprGameSystemTable = z.infer<typeof oprGameSystemTableSchema>;
export type OprGameSystem = OprGameSystemTable["gameSystems"][number];
export type OtherOprGame = OprGameSystemTable["otherGames"][number];

/** Army Forge writes game system ids in either case ("AoFR", "aofr"). */
export function findOprGameSystem(table: OprGameSystemTable, armyForgeId: string): OprGameSystem | undefined {
  const wanted = armyForgeId.toLowerCase();
  return table.gameSystems.find((entry) => entry.armyForgeId.toLowerCase() === wanted);
}

/** A game Muster knows by name but does not read (Warfleets, the Quest games). */
export function findOtherOprGame(table: OprGameSystemTable, armyForgeIdOrNumber: string | number | undefined): OtherOprGame | undefined {
  if (armyForgeIdOrNumber === undefined) return undefined;
  const wanted = String(armyForgeIdOrNumber).toLowerCase();
  return table.otherGames.find((entry) => entry.armyForgeId.toLowerCase() === wanted || String(entry.gameSystemId) === wanted);
}

/** The names of the games Muster reads, in the table's order ("Grimdark Future, …"). */
export function supportedOprGameNames(table: OprGameSystemTable): string[] {
  return table.gameSystems.map((entry) => entry.name);
}

export type BookGameSystemKeys = { gameSystemId?: number | string; gameSystemKey?: string; gameSystemSlug?: string };

export type BookGameSystemMatch =
  | { ok: true; system: OprGameSystem }
  /** No key names a game Muster reads; `other` when it names one Muster knows by name. */
  | { ok: false; reason: "unknown"; other?: OtherOprGame }
  /** The keys name two different games (a hand-edited file). */
  | { ok: false; reason: "conflict"; names: string[] };

/** The system an army book belongs to, from its `gameSystemId`, `gameSystemKey` and `gameSystemSlug`, which must agree. */
export function matchBookGameSystem(table: OprGameSystemTable, book: BookGameSystemKeys): BookGameSystemMatch {
  const byNumber = book.gameSystemId === undefined ? undefined : String(book.gameSystemId);
  const found = new Set<OprGameSystem>();
  let other: OtherOprGame | undefined;
  for (const key of [book.gameSystemKey, book.gameSystemSlug]) {
    if (!key) continue;
    const wanted = key.toLowerCase();
    const hit = table.gameSystems.find((entry) => [entry.armyForgeId, ...entry.bookKeys].some((k) => k.toLowerCase() === wanted));
    if (hit) found.add(hit);
    else other ??= findOtherOprGame(table, wanted);
  }
  if (byNumber !== undefined) {
    const hit = table.gameSystems.find((entry) => entry.gameSystemId !== undefined && String(entry.gameSystemId) === byNumber);
    if (hit) found.add(hit);
    else other ??= findOtherOprGame(table, byNumber);
  }
  const systems = [...found];
  if (systems.length > 1) return { ok: false, reason: "conflict", names: systems.map((s) => s.name) };
  if (systems.length === 1 && !other) return { ok: true, system: systems[0] as OprGameSystem };
  if (systems.length === 1 && other) return { ok: false, reason: "conflict", names: [(systems[0] as OprGameSystem).name, other.name] };
  return { ok: false, reason: "unknown", ...(other ? { other } : {}) };
}
