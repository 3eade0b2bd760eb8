/**
 * Game data model, shaped on BattleScribe's concepts (see docs/catalogue-model.md) so that
 * BSData `.gst`/`.cat` files can be imported into it. Pure: zod only.
 */
import { z } from "zod";
import "../zod-setup";

export const idSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:\-]*$/, "ids use letters, digits, '-', '_', '.', ':'");

/** `selections`, `models`, a cost type id, or `limit:<costTypeId>` (the roster's limit). */
export const fieldSchema = z.string().min(1);

/** Where counting happens, from the selection that owns the constraint/condition. */
export const scopeSchema = z.enum(["self", "parent", "unit", "force", "roster"]);

export const costSchema = z.object({ typeId: idSchema, value: z.number() });

export const costTypeSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Shown in totals but never limited (e.g. a reference value). */
  hidden: z.boolean().optional(),
});

export const categorySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /**
   * Every entry of these types counts in this category without linking to it: a detachment
   * of "exactly one unit" limits a category that holds every unit, whatever its role.
   */
  entryTypes: z.array(z.enum(["unit", "model", "upgrade"])).optional(),
});

export const characteristicTypeSchema = z.object({ id: idSchema, name: z.string().min(1) });

export const profileTypeSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  characteristics: z.array(characteristicTypeSchema).min(1),
});

export const profileSchema = z.object({
  name: z.string().min(1),
  typeId: idSchema,
  /** characteristic id -> printed value ("6\"", "3+", "D6", "-"). */
  characteristics: z.record(z.string(), z.string()),
  /**
   * How many the entry carries (One Page Rules: five Pulse Rifles in a unit of five). The card
   * prints what each unit still carries after the options that replace some of them.
   */
  count: z.number().int().nonnegative().optional(),
});

/** A profile of the unit an option takes the place of, `count` of them per selection ("Replace one Pulse Rifle"). */
export const replacementSchema = z.object({ profile: z.string().min(1), count: z.number().int().positive() });

export const ruleSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
});

const comparators = ["atLeast", "atMost", "greaterThan", "lessThan", "equalTo", "notEqualTo"] as const;

export const conditionSchema = z.object({
  type: z.enum(comparators),
  field: fieldSchema,
  scope: scopeSchema,
  /** Entry id, category id, or omitted for "this entry". */
  childId: idSchema.optional(),
  value: z.number(),
  /** Count descendants too (e.g. models inside a unit), not only direct children. */
  includeChildSelections: z.boolean().optional(),
});

export type Condition = z.infer<typeof conditionSchema>;
export type ConditionGroup = { type: "and" | "or"; conditions?: Condition[]; conditionGroups?: ConditionGroup[] };

export const conditionGroupSchema: z.ZodType<ConditionGroup> = z.lazy(() =>
  z.object({
    type: z.enum(["and", "or"]),
    conditions: z.array(conditionSchema).optional(),
    conditionGroups: z.array(conditionGroupSchema).optional(),
  }),
);

export const repeatSchema = z.object({
  field: fieldSchema,
  scope: scopeSchema,
  childId: idSchema.optional(),
  /** Apply the modifier once for every `value` counted ... */
  value: z.number().positive(),
  /** ... this many times. */
  repeats: z.number().int().positive().default(1),
  roundUp: z.boolean().optional(),
  includeChildSelections: z.boolean().optional(),
});

export const modifierSchema = z.object({
  type: z.enum(["set", "increment", "decrement", "multiply"]),
  /** A cost type id, a constraint id, `hidden`, or `name`. */
  field: z.string().min(1),
  value: z.union([z.number(), z.string(), z.boolean()]),
  conditions: z.array(conditionSchema).optional(),
  conditionGroups: z.array(conditionGroupSchema).optional(),
  repeats: z.array(repeatSchema).optional(),
});

export const constraintSchema = z.object({
  id: idSchema,
  type: z.enum(["min", "max"]),
  value: z.number(),
  field: fieldSchema,
  scope: scopeSchema,
  /** On force/roster constraints: the entry or category counted. On entries: omitted (the entry itself). */
  childId: idSchema.optional(),
  /** `value` is a percentage of the roster's limit for `field` (a cost type). */
  percentValue: z.boolean().optional(),
  includeChildSelections: z.boolean().optional(),
});

export const categoryLinkSchema = z.object({
  categoryId: idSchema,
  primary: z.boolean().optional(),
});

export const forceCategoryLinkSchema = z.object({
  categoryId: idSchema,
  constraints: z.array(constraintSchema).optional(),
  modifiers: z.array(modifierSchema).optional(),
});

/** Wizardry carried by an entry (The 9th Age): a level and/or the Paths it may use. */
export const wizardSchema = z.object({
  level: idSchema.optional(),
  paths: z.array(idSchema).optional(),
  /**
   * The entry knows every spell of its Paths without choosing any (a One Page Rules Caster knows
   * its army book's spells): its card lists them all, and nothing is picked in the editor.
   */
  knowsAllSpells: z.boolean().optional(),
});

export type SelectionEntry = {
  id: string;
  name: string;
  type: "unit" | "model" | "upgrade";
  hidden?: boolean;
  /** The entry may be taken at most once per parent and shows as a toggle. */
  costs?: { typeId: string; value: number }[];
  categoryLinks?: { categoryId: string; primary?: boolean }[];
  constraints?: z.infer<typeof constraintSchema>[];
  modifiers?: z.infer<typeof modifierSchema>[];
  profiles?: z.infer<typeof profileSchema>[];
  rules?: z.infer<typeof ruleSchema>[];
  /** Ids of shared rules (game system or catalogue) that apply. */
  ruleLinks?: string[];
  keywords?: string[];
  factionKeywords?: string[];
  wizard?: z.infer<typeof wizardSchema>;
  /** Counted profiles of the unit this option replaces (see `Profile.count`). */
  replaces?: z.infer<typeof replacementSchema>[];
  /** Named numbers rule modules read (e.g. `tough: 6`, `magicItemAllowance: 100`). */
  attributes?: Record<string, number | string>;
  description?: string;
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
};

export type SelectionEntryGroup = {
  id: string;
  name: string;
  hidden?: boolean;
  /** The entry picked when the parent is added. */
  defaultEntryId?: string;
  constraints?: z.infer<typeof constraintSchema>[];
  modifiers?: z.infer<typeof modifierSchema>[];
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
};

export type EntryLink = {
  id: string;
  /** A shared selection entry or shared selection entry group. */
  targetId: string;
  type: "selectionEntry" | "selectionEntryGroup";
  hidden?: boolean;
  constraints?: z.infer<typeof constraintSchema>[];
  modifiers?: z.infer<typeof modifierSchema>[];
  categoryLinks?: { categoryId: string; primary?: boolean }[];
};

export const entryLinkSchema: z.ZodType<EntryLink> = z.object({
  id: idSchema,
  targetId: idSchema,
  type: z.enum(["selectionEntry", "selectionEntryGroup"]),
  hidden: z.boolean().optional(),
  constraints: z.array(constraintSchema).optional(),
  modifiers: z.array(modifierSchema).optional(),
  categoryLinks: z.array(categoryLinkSchema).optional(),
});

export const selectionEntrySchema: z.ZodType<SelectionEntry> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string().min(1),
    type: z.enum(["unit", "model", "upgrade"]),
    hidden: z.boolean().optional(),
    costs: z.array(costSchema).optional(),
    categoryLinks: z.array(categoryLinkSchema).optional(),
    constraints: z.array(constraintSchema).optional(),
    modifiers: z.array(modifierSchema).optional(),
    profiles: z.array(profileSchema).optional(),
    rules: z.array(ruleSchema).optional(),
    ruleLinks: z.array(idSchema).optional(),
    keywords: z.array(z.string().min(1)).optional(),
    factionKeywords: z.array(z.string().min(1)).optional(),
    wizard: wizardSchema.optional(),
    replaces: z.array(replacementSchema).optional(),
    attributes: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
    description: z.string().optional(),
    selectionEntries: z.array(selectionEntrySchema).optional(),
    selectionEntryGroups: z.array(selectionEntryGroupSchema).optional(),
    entryLinks: z.array(entryLinkSchema).optional(),
  }),
);

export const selectionEntryGroupSchema: z.ZodType<SelectionEntryGroup> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string().min(1),
    hidden: z.boolean().optional(),
    defaultEntryId: idSchema.optional(),
    constraints: z.array(constraintSchema).optional(),
    modifiers: z.array(modifierSchema).optional(),
    selectionEntries: z.array(selectionEntrySchema).optional(),
    selectionEntryGroups: z.array(selectionEntryGroupSchema).optional(),
    entryLinks: z.array(entryLinkSchema).optional(),
  }),
);

export const forceEntrySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().optional(),
  costs: z.array(costSchema).optional(),
  categoryLinks: z.array(forceCategoryLinkSchema),
  constraints: z.array(constraintSchema).optional(),
  modifiers: z.array(modifierSchema).optional(),
  /** Rule modules that apply inside this force only (e.g. one shared faction keyword). */
  rules: z.array(z.lazy(() => ruleUseSchema)).optional(),
});

/** One rule module switched on, with its parameters (see lib/engine/rules). */
export const ruleUseSchema = z.object({
  rule: idSchema,
  params: z.record(z.string(), z.unknown()).default({}),
});

export const battleSizeSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Limits per cost type for one army. */
  limits: z.record(z.string(), z.number().nonnegative()),
  /** Resources an army starts with (e.g. Command Points). */
  starting: z.record(z.string(), z.number()).optional(),
  /** Free-form facts shown to players (battlefield size, duration). */
  facts: z.record(z.string(), z.string()).optional(),
  /** Force entries this size is played with (AoS Pitched Battle: Battlehost at 2000 points). */
  forceEntryIds: z.array(idSchema).optional(),
});

export const rulesetSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().optional(),
  /** Force entries a roster may use under this ruleset; all when omitted. */
  forceEntryIds: z.array(idSchema).optional(),
  battleSizes: z.array(battleSizeSchema).optional(),
  /** Lets a player set any limit instead of a battle size. */
  customLimits: z.boolean().optional(),
  rules: z.array(ruleUseSchema),
  /** Roster-wide constraints (scope roster), e.g. "at most 1 hero per 375 points". */
  constraints: z.array(constraintSchema).optional(),
  modifiers: z.array(modifierSchema).optional(),
  /** Severity overrides by issue code, e.g. under-strength units are warnings in open play. */
  severities: z.record(z.string(), z.enum(["error", "warning"])).optional(),
});

export const spellSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Position in its Path (1-based); 0 or omitted for spells outside a numbered path. */
  number: z.number().int().nonnegative().optional(),
  castingValue: z.string().optional(),
  range: z.string().optional(),
  type: z.string().optional(),
  duration: z.string().optional(),
  effect: z.string(),
});

export const spellListSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  spells: z.array(spellSchema).min(1),
});

export const gameSystemSchema = z.object({
  kind: z.literal("gameSystem"),
  id: idSchema,
  name: z.string().min(1),
  shortName: z.string().min(1),
  revision: z.number().int().nonnegative(),
  description: z.string().optional(),
  costTypes: z.array(costTypeSchema).min(1),
  categories: z.array(categorySchema),
  profileTypes: z.array(profileTypeSchema),
  /** The weapon a model fights with when it takes no other (The 9th Age: Hand Weapon), printed on a card that lists none. */
  defaultWeapon: profileSchema.optional(),
  forceEntries: z.array(forceEntrySchema).min(1),
  rulesets: z.array(rulesetSchema).min(1),
  sharedRules: z.array(ruleSchema).optional(),
  sharedSelectionEntries: z.array(selectionEntrySchema).optional(),
  sharedSelectionEntryGroups: z.array(selectionEntryGroupSchema).optional(),
  spellLists: z.array(spellListSchema).optional(),
});

/**
 * Where a catalogue's numbers come from, stated so a player can judge them: the edition and
 * publication the profiles follow, the points publication and its date, and what the data was
 * checked against (or that it was not).
 */
export const dataSourceSchema = z.object({
  edition: z.string().min(1).max(200),
  points: z.string().min(1).max(200),
  date: z.string().min(1).max(60),
  checked: z.string().min(1).max(400),
});

export type DataSource = z.infer<typeof dataSourceSchema>;

export const catalogueSchema = z.object({
  kind: z.literal("catalogue"),
  id: idSchema,
  gameSystemId: idSchema,
  name: z.string().min(1),
  revision: z.number().int().nonnegative(),
  description: z.string().optional(),
  source: dataSourceSchema.optional(),
  /** Faction keywords every unit of the catalogue carries. */
  factionKeywords: z.array(z.string()).optional(),
  /**
   * The known values of an angle-bracket keyword ("<CHAPTER>": the Chapters of the Codex), picked
   * once per detachment. `custom: false` forbids a name of the player's own (a successor Chapter).
   */
  keywordValues: z
    .record(
      z.string().regex(/^<.+>$/, "an angle-bracket keyword such as <CHAPTER>"),
      z.object({ values: z.array(z.string().min(1).max(60)).min(1), custom: z.boolean().default(true) }),
    )
    .optional(),
  selectionEntries: z.array(selectionEntrySchema),
  entryLinks: z.array(entryLinkSchema).optional(),
  sharedSelectionEntries: z.array(selectionEntrySchema).optional(),
  sharedSelectionEntryGroups: z.array(selectionEntryGroupSchema).optional(),
  sharedRules: z.array(ruleSchema).optional(),
  spellLists: z.array(spellListSchema).optional(),
  /** Army-wide limits of the army book itself (category percentages, Legendary Beasts). */
  constraints: z.array(constraintSchema).optional(),
  modifiers: z.array(modifierSchema).optional(),
  /** The army's Hereditary spell (The 9th Age), usable by every wizard of the army. */
  hereditarySpell: spellSchema.optional(),
});

export type Cost = z.infer<typeof costSchema>;
export type CostType = z.infer<typeof costTypeSchema>;
export type Category = z.infer<typeof categorySchema>;
export type ProfileType = z.infer<typeof profileTypeSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Rule = z.infer<typeof ruleSchema>;
export type Modifier = z.infer<typeof modifierSchema>;
export type Repeat = z.infer<typeof repeatSchema>;
export type Constraint = z.infer<typeof constraintSchema>;
export type ForceEntry = z.infer<typeof forceEntrySchema>;
export type RuleUse = z.infer<typeof ruleUseSchema>;
export type BattleSize = z.infer<typeof battleSizeSchema>;
export type Ruleset = z.infer<typeof rulesetSchema>;
export type Spell = z.infer<typeof spellSchema>;
export type SpellList = z.infer<typeof spellListSchema>;
export type GameSystem = z.infer<typeof gameSystemSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
