/** POST {mine, theirs: {file: {fileName, text|base64}} | {rosterId}} → ComparisonView. Reads only. */
import { compareBsRosterFiles } from "@/lib/data-access/bs-rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { compareBsRostersRequestSchema, MAX_BS_ROSTER_CHARS } from "@/lib/schemas/bs-roster-requests";

export const POST = route(async (request) => {
  const body = await readJsonBody(request, compareBsRostersRequestSchema, { maxBytes: MAX_BS_ROSTER_CHARS * 2 });
  return jsonResponse(await compareBsRosterFiles(await readOwner(request), body));
});
