/**
 * The army book JSON Army Forge serves (`/api/army-books/<uid>`) and the game's common rules
 * (`/api/rules/common/<system>`). Only the fields Muster reads are checked; Army Forge adds
 * fields over time, so unknown keys pass through. Sizes are bounded so a hostile file cannot
 * make the conversion do unbounded work.
 */
import { z } from "zod";
import { formatIssuePath } from "./list-schema";

const text = (max: number) => z.string().max(max);
const anyId = z.union([z.string().min(1).max(120), z.number().int()]).transform(String);
/** Books write numbers as numbers or as strings ("attacks": "2"); both are read. */
const numberish = z.union([z.number(), z.string().max(20)]).nullable().optional();
/** How many of a gain: a number, or digits as a string ("count": "02" in 3.5 books). */
const countish = z
  .union([z.number().int().nonnegative().max(9_999), z.string().regex(/^\d{1,4}$/).transform(Number)])
  .nullable()
  .optional();

export const specialRuleRefSchema = z.looseObject({
  id: anyId.nullable().optional(),
  name: text(200).min(1),
  label: text(300).optional(),
  /** A number, or words for rules such as Spawn ("Attack Helicopter [1]"). */
  rating: z.union([z.number(), z.string().max(200)]).nullable().optional(),
});

export const weaponSchema = z.looseObject({
  id: anyId.nullable().optional(),
  weaponId: anyId.nullable().optional(),
  name: text(200).min(1),
  label: text(400).optional(),
  attacks: numberish,
  range: numberish,
  count: countish,
  specialRules: z.array(specialRuleRefSchema).max(50).optional(),
  type: z.literal("ArmyBookWeapon").optional(),
});

const itemSchema = z.looseObject({
  name: text(200).min(1),
  label: text(400).optional(),
  count: countish,
  content: z.array(specialRuleRefSchema).max(50).default([]),
  type: z.literal("ArmyBookItem"),
});

const ruleGainSchema = specialRuleRefSchema.extend({ type: z.literal("ArmyBookRule"), count: countish });

/** What an option gives: a weapon, an item bundling special rules, or a special rule. */
export const gainSchema = z.union([itemSchema, ruleGainSchema, weaponSchema]);

const countSchema = z.looseObject({ type: z.enum(["exactly", "up to", "any", "all"]), value: z.number().int().positive().max(1000).optional() });

export const optionSchema = z.looseObject({
  uid: anyId,
  label: text(400).min(1),
  cost: z.number().optional(),
  /** The price per unit type: one package serves several units at different prices. */
  costs: z.array(z.looseObject({ unitId: anyId, cost: z.number() })).max(200).default([]),
  gains: z.array(gainSchema).max(50).default([]),
});

export const sectionSchema = z.looseObject({
  uid: anyId,
  label: text(300).min(1),
  variant: z.enum(["replace", "upgrade", "attachment"]).default("upgrade"),
  /** How many models the section applies to; none means the unit as a whole. */
  affects: countSchema.nullable().optional(),
  /** How many of the options may be chosen (per affected model). */
  select: countSchema.nullable().optional(),
  targets: z.array(text(200)).max(20).optional(),
  options: z.array(optionSchema).max(100),
});

export const packageSchema = z.looseObject({ uid: anyId, hint: text(200).optional(), sections: z.array(sectionSchema).max(100) });

export const bookUnitSchema = z.looseObject({
  id: anyId,
  name: text(200).min(1),
  size: z.number().int().positive().max(1000),
  cost: z.number().nonnegative(),
  quality: z.number().int().min(0).max(10),
  defense: z.number().int().min(0).max(10),
  rules: z.array(specialRuleRefSchema).max(100).default([]),
  weapons: z.array(weaponSchema).max(100).default([]),
  items: z.array(z.unknown()).max(100).optional(),
  upgrades: z.array(anyId).max(100).default([]),
});

/**
 * A spell of the book: what a Caster may try, for `threshold` spell tokens. Army Forge writes
 * each game's wording into `effect` (a Firefight book's reads as Firefight's).
 */
export const bookSpellSchema = z.looseObject({
  id: anyId,
  name: text(200).min(1),
  threshold: z.number().int().min(0).max(20),
  effect: text(2_000).default(""),
});

export const armyBookSchema = z.looseObject({
  uid: anyId,
  name: text(200).min(1),
  versionString: text(40).optional(),
  gameSystemId: z.union([z.number(), z.string().max(40)]).optional(),
  gameSystemKey: text(40).optional(),
  gameSystemSlug: text(80).optional(),
  background: text(20_000).optional(),
  specialRules: z.array(z.looseObject({ id: anyId.optional(), name: text(200).min(1), description: text(5_000).default("") })).max(1000).default([]),
  units: z.array(bookUnitSchema).min(1).max(500),
  upgradePackages: z.array(packageSchema).max(1000).default([]),
  spells: z.array(bookSpellSchema).max(100).default([]),
});

const commonRuleSchema = z.looseObject({ id: anyId.nullable().optional(), name: text(200).min(1), description: text(5_000).nullable().default("").transform((d) => d ?? ""), hasRating: z.boolean().nullable().optional() });
const commonRuleListSchema = z.array(commonRuleSchema).max(1000);

/**
 * The game's common rules in either form Army Forge has served: a list of rules (until 2024,
 * and still for `/api/rules/common-regiments`), or an object whose `rules` are the special rules
 * and `traits` the campaign traits (`/api/rules/common/<id>` since 3.3). Read as one list.
 */
export const commonRulesSchema = z.union([
  commonRuleListSchema,
  z.looseObject({ rules: commonRuleListSchema, traits: commonRuleListSchema.default([]) }).transform(({ rules, traits }) => [...rules, ...traits]),
]);

export type ArmyBook = z.infer<typeof armyBookSchema>;
export type BookUnit = z.infer<typeof bookUnitSchema>;
export type UpgradeSection = z.infer<typeof sectionSchema>;
export type UpgradeOption = z.infer<typeof optionSchema>;
export type Gain = z.infer<typeof gainSchema>;
export type SpecialRuleRef = z.infer<typeof specialRuleRefSchema>;
export type BookSpell = z.infer<typeof bookSpellSchema>;
export type CommonRules = z.infer<typeof commonRulesSchema>;

export type BookParseResult<T> = { ok: true; value: T } | { ok: false; issues: { code: "opr.invalidField"; path: string; message: string }[] };

function parseWith<T>(schema: z.ZodType<T>, input: unknown): BookParseResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: result.error.issues.slice(0, 20).map((issue) => ({ code: "opr.invalidField", path: formatIssuePath(issue.path), message: issue.message })) };
}

export const parseArmyBook = (input: unknown) => parseWith(armyBookSchema, input);
export const parseCommonRules = (input: unknown) => parseWith(commonRulesSchema, input);

/** Shape detection for importers: a book has units and upgrade packages, a list has neither packages nor a uid. */
export function looksLikeArmyBook(input: unknown): boolean {
  return typeof input === "object" && input !== null && Array.isArray((input as { units?: unknown }).units) && Array.isArray((input as { upgradePackages?: unknown }).upgradePackages);
}

function isRuleList(input: unknown): boolean {
  return Array.isArray(input) && input.length > 0 && input.every((rule) => typeof rule === "object" && rule !== null && "name" in rule && "description" in rule);
}

/** Either form of the common rules: a list of rules, or `{ rules, traits }`. */
export function looksLikeCommonRules(input: unknown): boolean {
  if (isRuleList(input)) return true;
  return typeof input === "object" && input !== null && !Array.isArray(input) && isRuleList((input as { rules?: unknown }).rules);
}
