/**
 * GET: the roster as a file. Muster rosters: json, text, compact, pdf, armyforge, rosz.
 * BattleScribe rosters: the .ros as stored, .rosz, json (the document with its format), text, pdf.
 */
import { getGameData } from "@/lib/data-access/game-data";
import { getAnyRoster, notFound, snapshotBsRoster } from "@/lib/data-access/rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { bsDocumentResponse, storedBsExportQuerySchema } from "@/lib/http/bs-roster-files";
import { exportBsResponse, exportQuerySchema, exportResponse } from "@/lib/http/export-file";
import { readQuery } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  const roster = ownerId ? await getAnyRoster(ownerId, id) : null;
  if (!roster) throw notFound();
  if (roster.format === "battlescribe") {
    const query = readQuery(request, storedBsExportQuerySchema);
    const file = bsDocumentResponse(roster.name, roster.document, query.format);
    if (file) return file;
    return exportBsResponse(await snapshotBsRoster(ownerId, id), { ...query, format: query.format === "text" ? "text" : "pdf" }, translatorOfRequest(request));
  }
  const query = readQuery(request, exportQuerySchema);
  const data = await getGameData(roster.gameSystemId, roster.catalogueId, undefined, ownerId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.roster.exportNoGameData");
  return exportResponse({ id: roster.id, document: roster.document, visible: roster.document, data }, query, translatorOfRequest(request));
}, { limit: (request) => (new URL(request.url).searchParams.get("format") === "pdf" ? "pdf" : undefined) });
