import { compareRosters } from "@/lib/data-access/comparisons";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { translatorOfRequest } from "@/lib/http/request-translator";
import { readOwner, route } from "@/lib/http/route";
import { compareRequestSchema } from "@/lib/schemas/compare-request";

/** POST { mine, theirs: { shareLink } | { file } | { rosterId } } → ComparisonView. Reads only. */
export const POST = route(async (request) => {
  const body = await readJsonBody(request, compareRequestSchema);
  return jsonResponse(await compareRosters(await readOwner(request), body, undefined, translatorOfRequest(request)));
});
