import { z } from "zod";

/**
 * A conformance fixture: a small game system, the roster operations a player makes, and what
 * BattleScribe shows afterwards. Written to be read by someone who knows BattleScribe data,
 * not this code. `${step.output}` names what an earlier step created, e.g.
 * `${patrol.forceId}`, `${unit.selections.se-model}` (one id per entry, as the protocol answers).
 */
const selectionExpectation: z.ZodType<SelectionExpectation> = z.lazy(() =>
  z.strictObject({
    name: z.string(),
    entryId: z.string().optional(),
    entryGroupId: z.string().optional(),
    publicationName: z.string().optional(),
    number: z.number().optional(),
    hidden: z.boolean().optional(),
    type: z.string().optional(),
    costs: z.record(z.string(), z.number()).optional(),
    categories: z.array(z.string()).optional(),
    /** The names of the selection's categories, in the order they are listed. */
    categoryNames: z.array(z.string()).optional(),
    primaryCategory: z.string().optional(),
    profiles: z.array(z.strictObject({ name: z.string(), hidden: z.boolean().optional(), characteristics: z.record(z.string(), z.string()).optional() })).optional(),
    rules: z.array(z.strictObject({ name: z.string(), hidden: z.boolean().optional(), description: z.string().optional() })).optional(),
    children: z.array(selectionExpectation).optional(),
    associations: z.array(z.string()).optional(),
  }),
);

export type SelectionExpectation = {
  name: string;
  entryId?: string;
  entryGroupId?: string;
  publicationName?: string;
  number?: number;
  hidden?: boolean;
  type?: string;
  costs?: Record<string, number>;
  categories?: string[];
  categoryNames?: string[];
  primaryCategory?: string;
  profiles?: { name: string; hidden?: boolean; characteristics?: Record<string, string> }[];
  rules?: { name: string; hidden?: boolean; description?: string }[];
  children?: SelectionExpectation[];
  /** New Recruit: the names of the selections this one is linked to, in the order linked. */
  associations?: string[];
};

const errorExpectation = z.strictObject({
  /**
   * `roster`, or `force|category|selection <node>`: the node by a step's output (`${unit.selectionId}`)
   * or, as the spec runner matches `on`, by its entry id (`category cat-hq`, `selection se-unit`).
   */
  on: z.string(),
  /** `entryId/constraintId`, `costLimits/<costTypeId>` or `entryId/hidden`. */
  from: z.string(),
  messageContains: z.string().optional(),
});

const expectation = z.strictObject({
  /** The roster's name and the game system it reports. */
  name: z.string().optional(),
  gameSystemId: z.string().optional(),
  gameSystemName: z.string().optional(),
  costs: z.record(z.string(), z.number()).optional(),
  costLimits: z.record(z.string(), z.number()).optional(),
  errors: z.array(errorExpectation).optional(),
  errorCount: z.number().optional(),
  /** Root selections of the first force (or `force`), in the order BattleScribe lists them. */
  selections: z.array(selectionExpectation).optional(),
  force: z.number().int().optional(),
  forces: z.array(z.strictObject({ name: z.string(), childForces: z.number().optional(), childForceNames: z.array(z.string()).optional(), selections: z.number().optional(), rules: z.array(z.string()).optional() })).optional(),
  categories: z.array(z.string()).optional(),
});

const step = z.union([
  z.looseObject({ action: z.string(), id: z.string().optional(), fails: z.boolean().optional(), outputs: z.record(z.string(), z.union([z.literal(0), z.literal(1)])).optional() }),
  z.strictObject({ expect: expectation, note: z.string().optional() }),
]);

export const fixtureSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Which behaviour of BattleScribe data this pins down (issue #10, section 1). */
  behaviour: z.string(),
  /** Where the expected result comes from: BattleScribe's documentation, the corpus, the protocol docs. */
  source: z.string(),
  gameSystem: z.record(z.string(), z.unknown()).optional(),
  catalogue: z.record(z.string(), z.unknown()).optional(),
  catalogues: z.array(z.record(z.string(), z.unknown())).optional(),
  steps: z.array(step).min(1),
});

export type Fixture = z.infer<typeof fixtureSchema>;
export type Expectation = z.infer<typeof expectation>;
