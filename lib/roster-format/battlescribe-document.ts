/** The stored document of a BattleScribe roster, zod only (forms in the browser import it too). */
import { z } from "zod";
import { schemaMessage } from "../errors/schema-text";

/** A .ros is XML text; 5 MB holds far more than any real army. */
export const MAX_BS_ROSTER_CHARS = 5_000_000;

export const bsXmlSchema = z
  .string()
  .min(1)
  .max(MAX_BS_ROSTER_CHARS, schemaMessage("error.schema.bsRosterTooLarge"))
  .refine((xml) => !xml.includes("\u0000"), schemaMessage("error.schema.bsRosterNul"));

export type BsDocument = { xml: string };

export const bsDocumentSchema = z.strictObject({ xml: bsXmlSchema });

