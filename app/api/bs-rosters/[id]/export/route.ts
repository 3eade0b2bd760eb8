/** GET: a roster on BattleScribe data as a file: text, or a PDF list with reference cards on request. */
import { snapshotBsRoster } from "@/lib/data-access/bs-rosters";
import { bsExportQuerySchema, exportBsResponse } from "@/lib/http/export-file";
import { readQuery } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ id: string }>(
  async (request, { id }) => {
    const query = readQuery(request, bsExportQuerySchema);
    return exportBsResponse(await snapshotBsRoster(await readOwner(request), id), query, translatorOfRequest(request));
  },
  { limit: (request) => (new URL(request.url).searchParams.get("format") === "text" ? undefined : "pdf") },
);
