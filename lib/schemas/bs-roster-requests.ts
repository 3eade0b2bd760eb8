/** Requests about rosters on BattleScribe data. Pure: zod only (browser and server). */
import { z } from "zod";
import { schemaMessage } from "../errors/schema-text";
import { rosterNameSchema } from "./roster-requests";

/** A .ros is XML text; 5 MB holds far more than any real army. */
export const MAX_BS_ROSTER_CHARS = 5_000_000;

const xmlSchema = z
  .string()
  .min(1)
  .max(MAX_BS_ROSTER_CHARS, schemaMessage("error.schema.bsRosterTooLarge"))
  .refine((xml) => !xml.includes("\u0000"), schemaMessage("error.schema.bsRosterNul"));

export const createBsRosterRequestSchema = z.strictObject({
  gameSystemId: z.string().min(1).max(200),
  name: rosterNameSchema,
  xml: xmlSchema,
});

export const saveBsRosterRequestSchema = z.strictObject({
  xml: xmlSchema,
  /** The version the builder last read; another stored version is a conflict. */
  version: z.number().int().positive(),
});

/** A roster as the builder holds it now (saved or not), to be laid out as a file. */
export const exportBsRosterRequestSchema = z.strictObject({
  gameSystemId: z.string().min(1).max(200),
  xml: xmlSchema,
  format: z.enum(["text", "pdf"]),
  paper: z.enum(["a4", "letter"]).default("a4"),
  cards: z.boolean().default(false),
});

export type ExportBsRosterRequest = z.infer<typeof exportBsRosterRequestSchema>;
export type CreateBsRosterRequest = z.infer<typeof createBsRosterRequestSchema>;
export type SaveBsRosterRequest = z.infer<typeof saveBsRosterRequestSchema>;

/** A BattleScribe roster file as sent from My rosters: a `.ros` as text, a `.rosz` as base64. */
export const importBsRosterRequestSchema = z.strictObject({
  fileName: z.string().min(1).max(300),
  text: z.string().max(MAX_BS_ROSTER_CHARS).optional(),
  base64: z.string().max(Math.ceil((MAX_BS_ROSTER_CHARS * 4) / 3) + 4).optional(),
}).refine((r) => Boolean(r.text) !== Boolean(r.base64), schemaMessage("error.schema.bsRosterTextOrBase64"));

export type ImportBsRosterRequest = z.infer<typeof importBsRosterRequestSchema>;

/** My roster on BattleScribe data beside an opponent's .ros/.rosz file (or another of mine). */
export const compareBsRostersRequestSchema = z.strictObject({
  mine: z.string().min(1).max(100),
  theirs: z.union([z.strictObject({ rosterId: z.string().min(1).max(100) }), z.strictObject({ file: importBsRosterRequestSchema })]),
});

export type CompareBsRostersRequest = z.infer<typeof compareBsRostersRequestSchema>;
