/**
 * Request shapes shared by forms, server actions and route handlers. Pure: zod only, so the
 * browser can check a form before sending it and the server checks it again on arrival.
 */
import { z } from "zod";
import { schemaMessage } from "../errors/schema-text";
import "../zod-setup";
import { idSchema } from "../gamedata/catalogue-schema";
import { rosterSchema } from "../gamedata/roster-schema";
import { bsXmlSchema } from "../roster-format/battlescribe-document";
import type { RosterFormatId } from "../roster-format/types";

/** Largest roster document the server accepts (an imported file, an autosave). */
export const MAX_ROSTER_BYTES = 5 * 1024 * 1024;

export const rosterNameSchema = z.string().trim().min(1, schemaMessage("error.schema.rosterNameMissing")).max(200, schemaMessage("error.schema.rosterNameTooLong"));

export const createRosterRequestSchema = z.object({
  format: z.literal("muster").optional(),
  name: rosterNameSchema,
  gameSystemId: idSchema,
  catalogueId: idSchema,
  rulesetId: idSchema,
  battleSizeId: idSchema.optional(),
  /** Limits the player typed in; a battle size's limits apply where missing. */
  limits: z.record(z.string(), z.number().int().min(0).max(1_000_000)).default({}),
  /** Start from a shipped example roster (its file name in data/examples). */
  exampleFile: z.string().regex(/^[a-z0-9-]+\.json$/).optional(),
});

export const saveRosterRequestSchema = z.object({
  format: z.literal("muster").optional(),
  document: rosterSchema,
  /** The version the editor last read; a different stored version is a conflict. */
  version: z.number().int().positive(),
});

/**
 * A new roster on installed BattleScribe data: its .ros XML (the game system is the one it
 * names), or, without XML, an empty roster on the installed game system `gameSystemId` with the
 * data's default cost limits.
 */
export const createBsRosterRequestSchema = z
  .strictObject({
    format: z.literal("battlescribe"),
    xml: bsXmlSchema.optional(),
    /** The roster's name; the XML's own name when left out. */
    name: rosterNameSchema.optional(),
    /** Which installed game system an empty roster is on; with XML, its own gameSystemId decides. */
    gameSystemId: z.string().min(1).max(200).optional(),
  })
  .refine((request) => request.xml !== undefined || request.gameSystemId !== undefined, { message: schemaMessage("error.schema.bsRosterXmlOrGame"), path: ["xml"] });

export const saveBsRosterRequestSchema = z.strictObject({
  format: z.literal("battlescribe"),
  xml: bsXmlSchema,
  /** The version the builder last read; another stored version is a conflict. */
  version: z.number().int().positive(),
});

/** A body with `xml` and no format is a BattleScribe roster (the shape /api/bs-rosters took). */
function withFormat(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return record.format === undefined && typeof record.xml === "string" ? { ...record, format: "battlescribe" } : body;
}

/** POST /api/rosters: a Muster roster to create, or a BattleScribe roster's XML. */
export const createRosterBodySchema = z.preprocess(withFormat, z.discriminatedUnion("format", [createRosterRequestSchema, createBsRosterRequestSchema]));

/** PUT /api/rosters/:id: a Muster document, or a BattleScribe roster's XML, with the version read. */
export const saveRosterBodySchema = z.preprocess(withFormat, z.discriminatedUnion("format", [saveRosterRequestSchema, saveBsRosterRequestSchema]));

export const renameRosterRequestSchema = z.object({ name: rosterNameSchema });

/** Restoring a kept version saves it over the current one, which must still be the one the editor read. */
export const restoreVersionRequestSchema = z.object({ version: z.number().int().positive() });

/** A kept version's number in an address (`/history/12`). */
export const versionParamSchema = z.coerce.number({ error: schemaMessage("error.schema.versionWhole") }).int().positive().max(1_000_000_000);

export const listRostersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(["updated", "name", "system"]).default("updated"),
});

export type CreateRosterRequest = z.infer<typeof createRosterRequestSchema>;
export type SaveRosterRequest = z.infer<typeof saveRosterRequestSchema>;
export type CreateBsRosterRequest = z.infer<typeof createBsRosterRequestSchema>;
export type SaveBsRosterRequest = z.infer<typeof saveBsRosterRequestSchema>;
export type CreateRosterBody = z.infer<typeof createRosterBodySchema>;
export type SaveRosterBody = z.infer<typeof saveRosterBodySchema>;
export type RenameRosterRequest = z.infer<typeof renameRosterRequestSchema>;
export type RestoreVersionRequest = z.infer<typeof restoreVersionRequestSchema>;

/** One line of a roster's history: the current version or a kept one. */
export type RosterHistoryEntry = {
  version: number;
  name: string;
  valid: boolean;
  totals: Record<string, number>;
  models: number;
  savedAt: string;
  current: boolean;
};

export type RosterVersionRecord = { version: number; savedAt: string; document: z.infer<typeof rosterSchema> };
/** A kept version of a BattleScribe roster: its .ros XML as it was then. */
export type BsRosterVersionRecord = { format: "battlescribe"; version: number; savedAt: string; document: { xml: string } };
export type ListRostersQuery = z.infer<typeof listRostersQuerySchema>;

/** What every stored roster has, whatever its format. */
export type RosterBase = {
  id: string;
  name: string;
  gameSystemId: string;
  catalogueId: string;
  valid: boolean;
  totals: Record<string, number>;
  models: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** What the server says about a stored Muster roster. */
export type RosterRecord = RosterBase & { format: "muster"; document: z.infer<typeof rosterSchema> };

/** A stored roster on installed BattleScribe data: the .ros XML, kept whole. */
export type BsRosterRecord = RosterBase & {
  format: "battlescribe";
  document: { xml: string };
  /** Entries the installed data no longer offers, found at the last check. */
  missing: string[];
};

/** Any stored roster; `format` says which. */
export type AnyRosterRecord = RosterRecord | BsRosterRecord;

export type RosterSummary = RosterBase & {
  format: RosterFormatId;
  missing: string[];
  systemName: string;
  factionName: string;
  /** Totals to show, by cost type name, without the cost types the data marks hidden. */
  shownTotals?: { name: string; value: number; id?: string }[];
};
