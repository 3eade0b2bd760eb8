/** POST {fileName, text | base64}: a BattleScribe/New Recruit roster (.ros, .rosz) becomes a roster of this browser on installed data. */
import { importBsRosterFile } from "@/lib/data-access/bs-rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { ensureOwner, route, withCookie } from "@/lib/http/route";
import { importBsRosterRequestSchema, MAX_BS_ROSTER_CHARS } from "@/lib/schemas/bs-roster-requests";

export const POST = route(async (request) => {
  const body = await readJsonBody(request, importBsRosterRequestSchema, { maxBytes: MAX_BS_ROSTER_CHARS * 2 });
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await importBsRosterFile(owner.ownerId, body), 201), owner.setCookie);
}, { limit: "import" });
