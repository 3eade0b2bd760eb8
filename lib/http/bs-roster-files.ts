/**
 * Files of a stored BattleScribe roster: its .ros exactly as stored, the same zipped as .rosz
 * (which imports back as that roster), and the JSON of the document with its format. Text and
 * PDF are lib/http/export-file.ts's, made from the engine's snapshot.
 */
import "server-only";
import { strToU8, zipSync } from "fflate";
import { z } from "zod";
import { exportRosterDocumentJson } from "@/lib/roster-format";
import type { BsDocument } from "@/lib/roster-format/battlescribe-document";
import { bsExportQuerySchema, fileStem } from "./export-file";

export const storedBsExportQuerySchema = bsExportQuerySchema.extend({
  format: z.enum(["text", "pdf", "json", "ros", "rosz"]).default("pdf"),
});

export type StoredBsExportQuery = z.infer<typeof storedBsExportQuerySchema>;

function download(body: BodyInit, contentType: string, fileName: string): Response {
  // fileStem leaves only a-z, 0-9 and "-", so the name needs no quoting.
  return new Response(body, {
    status: 200,
    headers: { "content-type": contentType, "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "no-store", "x-content-type-options": "nosniff" },
  });
}

/** The roster file itself; null for the formats made from a snapshot (text, PDF). */
export function bsDocumentResponse(name: string, document: BsDocument, format: StoredBsExportQuery["format"]): Response | null {
  const stem = fileStem(name);
  if (format === "ros") return download(document.xml, "application/xml; charset=utf-8", `${stem}.ros`);
  if (format === "rosz") return download(new Blob([zipSync({ [`${stem}.ros`]: strToU8(document.xml) }) as Uint8Array<ArrayBuffer>]), "application/zip", `${stem}.rosz`);
  if (format === "json") return download(exportRosterDocumentJson("battlescribe", document), "application/json; charset=utf-8", `${stem}.json`);
  return null;
}
