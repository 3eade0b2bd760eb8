/** GET: the roster as a file (json, text, compact, pdf). */
import { getGameData } from "@/lib/data-access/game-data";
import { getRoster, notFound } from "@/lib/data-access/rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { exportQuerySchema, exportResponse } from "@/lib/http/export-file";
import { readQuery } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const query = readQuery(request, exportQuerySchema);
  const ownerId = await readOwner(request);
  const roster = ownerId ? await getRoster(ownerId, id) : null;
  if (!roster) throw notFound();
  const data = await getGameData(roster.gameSystemId, roster.catalogueId);
  if (!data) throw new MusterError("UNKNOWN_GAME_DATA", "error.roster.exportNoGameData");
  return exportResponse({ id: roster.id, document: roster.document, visible: roster.document, data }, query, translatorOfRequest(request));
}, { limit: (request) => (new URL(request.url).searchParams.get("format") === "pdf" ? "pdf" : undefined) });
