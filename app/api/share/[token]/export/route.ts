/**
 * GET: the exports of a shared roster; a hidden roster's concealed items are left out.
 * A roster on BattleScribe data: its .ros, .rosz, JSON, text or PDF, read on its owner's data.
 */
import { loadSharedSource } from "@/lib/data-access/share-links";
import { snapshotBsDocument } from "@/lib/roster-format/battlescribe";
import { readingBsFile } from "@/lib/data-access/roster-data";
import { bsDocumentResponse, storedBsExportQuerySchema } from "@/lib/http/bs-roster-files";
import { exportBsResponse, exportQuerySchema, exportResponse } from "@/lib/http/export-file";
import { readQuery } from "@/lib/http/read-body";
import { shareUrlFor } from "@/lib/http/request-origin";
import { route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ token: string }>(async (request, { token }) => {
  const source = await loadSharedSource(token);
  if (source.format === "battlescribe") {
    const query = readQuery(request, storedBsExportQuerySchema);
    const file = bsDocumentResponse(source.record.name, source.record.document, query.format);
    if (file) return file;
    const { snapshot } = readingBsFile(() => snapshotBsDocument(source.record.document, source.data));
    return exportBsResponse(snapshot, { ...query, format: query.format === "text" ? "text" : "pdf" }, translatorOfRequest(request));
  }
  const query = readQuery(request, exportQuerySchema);
  const shareUrl = shareUrlFor(request, token);
  return exportResponse({ id: source.record.id, document: source.record.document, visible: source.visible, data: source.data, shareUrl, ...(source.hideItems ? { hideItems: source.hideItems } : {}) }, query, translatorOfRequest(request));
}, { limit: (request) => (new URL(request.url).searchParams.get("format") === "pdf" ? "pdf" : undefined) });
