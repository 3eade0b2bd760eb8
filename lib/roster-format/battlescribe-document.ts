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

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A roster with no force yet on an installed game system, as BattleScribe writes one. */
export function emptyBsRosterXml(roster: { id: string; name: string; gameSystemId: string; gameSystemName: string; gameSystemRevision: number }): string {
  const attributes = [
    `id="${escapeXml(roster.id)}"`,
    `name="${escapeXml(roster.name)}"`,
    `battleScribeVersion="2.03"`,
    `gameSystemId="${escapeXml(roster.gameSystemId)}"`,
    `gameSystemName="${escapeXml(roster.gameSystemName)}"`,
    `gameSystemRevision="${roster.gameSystemRevision}"`,
    `xmlns="http://www.battlescribe.net/schema/rosterSchema"`,
  ];
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<roster ${attributes.join(" ")}>\n  <forces></forces>\n</roster>\n`;
}
