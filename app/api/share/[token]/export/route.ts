/** GET: the exports of a shared roster; a hidden roster's concealed items are left out. */
import { loadSharedExportSource } from "@/lib/data-access/share-links";
import { exportQuerySchema, exportResponse } from "@/lib/http/export-file";
import { readQuery } from "@/lib/http/read-body";
import { shareUrlFor } from "@/lib/http/request-origin";
import { route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ token: string }>(async (request, { token }) => {
  const query = readQuery(request, exportQuerySchema);
  const source = await loadSharedExportSource(token);
  const shareUrl = shareUrlFor(request, token);
  return exportResponse({ id: source.record.id, document: source.record.document, visible: source.visible, data: source.data, shareUrl, ...(source.hideItems ? { hideItems: source.hideItems } : {}) }, query, translatorOfRequest(request));
}, { limit: (request) => (new URL(request.url).searchParams.get("format") === "pdf" ? "pdf" : undefined) });
