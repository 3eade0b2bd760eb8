/** The roster document: what a player builds, saves, exchanges and prints. Pure: zod only. */
import { z } from "zod";
import "../zod-setup";
import { idSchema } from "./catalogue-schema";

/** Bump with a migration in roster-migrations.ts whenever the document's shape changes. */
export const ROSTER_SCHEMA_VERSION = 2;

export type Selection = {
  id: string;
  entryId: string;
  number: number;
  customName?: string;
  notes?: string;
  /** Chosen values for angle-bracket keywords, e.g. { "<CHAPTER>": "ULTRAMARINES" }; the detachment's otherwise. */
  keywordChoices?: Record<string, string>;
  /** Keywords whose chosen value is deliberately one of the player's own, not a known value of the data. */
  customKeywords?: string[];
  /** The Path (spell list) a wizard uses, and the spells it knows. */
  path?: string;
  spells?: string[];
  /** Two copies of the same unit fielded as one (Age of Fantasy: Regiments). */
  combined?: boolean;
  /** Id of the unit selection this hero deploys with. */
  joinedTo?: string;
  selections?: Selection[];
};

const keywordChoicesSchema = z.record(z.string().max(60), z.string().max(60));
const customKeywordsSchema = z.array(z.string().max(60)).max(20);

export const selectionSchema: z.ZodType<Selection> = z.lazy(() =>
  z.object({
    id: idSchema,
    entryId: idSchema,
    number: z.number().int().min(0).max(10_000),
    customName: z.string().max(200).optional(),
    notes: z.string().max(5_000).optional(),
    keywordChoices: keywordChoicesSchema.optional(),
    customKeywords: customKeywordsSchema.optional(),
    path: idSchema.optional(),
    spells: z.array(idSchema).max(50).optional(),
    combined: z.boolean().optional(),
    joinedTo: idSchema.optional(),
    selections: z.array(selectionSchema).max(500).optional(),
  }),
);

export const forceSchema = z.object({
  id: idSchema,
  forceEntryId: idSchema,
  /** The catalogue the force draws from; the roster's catalogue when omitted. */
  catalogueId: idSchema.optional(),
  /** The detachment's angle-bracket keywords (its Chapter): every unit inherits them unless it chooses its own. */
  keywordChoices: keywordChoicesSchema.optional(),
  customKeywords: customKeywordsSchema.optional(),
  selections: z.array(selectionSchema).max(1_000),
});

/**
 * How much one roster may hold: far more than any real army (a 4,500-point army is about 25
 * units and 300 selections), small enough that no roster can make a request expensive.
 */
export const ROSTER_LIMITS = { units: 400, selections: 4_000, depth: 8 };

function countSelections(selections: Selection[], depth: number, tally: { selections: number; depth: number }): void {
  if (selections.length > 0) tally.depth = Math.max(tally.depth, depth);
  for (const selection of selections) {
    tally.selections += 1;
    if (selection.selections) countSelections(selection.selections, depth + 1, tally);
  }
}

export const rosterSchema = z.object({
  schemaVersion: z.literal(ROSTER_SCHEMA_VERSION),
  name: z.string().trim().min(1).max(200),
  gameSystemId: idSchema,
  catalogueId: idSchema,
  rulesetId: idSchema,
  battleSizeId: idSchema.optional(),
  /** Limits per cost type; a battle size's limits apply where a type is missing here. */
  limits: z.record(z.string(), z.number().nonnegative()).default({}),
  forces: z.array(forceSchema).max(20),
  notes: z.string().max(20_000).optional(),
  /** The game data revisions the roster was last saved against (since version 2). */
  dataRevisions: z.object({ gameSystem: z.number().int().nonnegative(), catalogue: z.number().int().nonnegative() }).optional(),
}).superRefine((roster, ctx) => {
  const units = roster.forces.reduce((n, f) => n + f.selections.length, 0);
  if (units > ROSTER_LIMITS.units) ctx.addIssue({ code: "custom", path: ["forces"], message: `A roster holds at most ${ROSTER_LIMITS.units} units (this one has ${units})` });
  const tally = { selections: 0, depth: 0 };
  for (const force of roster.forces) countSelections(force.selections, 1, tally);
  if (tally.selections > ROSTER_LIMITS.selections) ctx.addIssue({ code: "custom", path: ["forces"], message: `A roster holds at most ${ROSTER_LIMITS.selections} selections (this one has ${tally.selections})` });
  if (tally.depth > ROSTER_LIMITS.depth) ctx.addIssue({ code: "custom", path: ["forces"], message: `Selections are nested at most ${ROSTER_LIMITS.depth} deep (this roster goes ${tally.depth} deep)` });
});

export type Force = z.infer<typeof forceSchema>;
export type Roster = z.infer<typeof rosterSchema>;
