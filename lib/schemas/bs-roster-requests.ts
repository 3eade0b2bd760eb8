/** Requests about BattleScribe roster files (export as they are now, import, compare). Pure: zod only. */
import { z } from "zod";
import { shareLinkSchema } from "./compare-request";
import { schemaMessage } from "../errors/schema-text";
import { bsXmlSchema, MAX_BS_ROSTER_CHARS } from "../roster-format/battlescribe-document";

export { MAX_BS_ROSTER_CHARS } from "../roster-format/battlescribe-document";

/** A roster as the builder holds it now (saved or not), to be laid out as a file. */
export const exportBsRosterRequestSchema = z.strictObject({
  gameSystemId: z.string().min(1).max(200),
  xml: bsXmlSchema,
  format: z.enum(["text", "pdf"]),
  paper: z.enum(["a4", "letter"]).default("a4"),
  cards: z.boolean().default(false),
});

export type ExportBsRosterRequest = z.infer<typeof exportBsRosterRequestSchema>;

/** A BattleScribe roster file as sent from My rosters: a `.ros` as text, a `.rosz` as base64. */
export const importBsRosterRequestSchema = z.strictObject({
  fileName: z.string().min(1).max(300),
  text: z.string().max(MAX_BS_ROSTER_CHARS).optional(),
  base64: z.string().max(Math.ceil((MAX_BS_ROSTER_CHARS * 4) / 3) + 4).optional(),
}).refine((r) => Boolean(r.text) !== Boolean(r.base64), schemaMessage("error.schema.bsRosterTextOrBase64"));

export type ImportBsRosterRequest = z.infer<typeof importBsRosterRequestSchema>;

/** My roster on BattleScribe data beside an opponent's .ros/.rosz file, their share link, or another of mine. */
export const compareBsRostersRequestSchema = z.strictObject({
  mine: z.string().min(1).max(100),
  theirs: z.union([z.strictObject({ rosterId: z.string().min(1).max(100) }), z.strictObject({ file: importBsRosterRequestSchema }), z.strictObject({ shareLink: shareLinkSchema })]),
});

export type CompareBsRostersRequest = z.infer<typeof compareBsRostersRequestSchema>;
