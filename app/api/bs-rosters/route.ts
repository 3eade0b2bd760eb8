/** GET: this browser's rosters on BattleScribe data. POST: save a new one (.ros XML). */
import { createBsRoster, listBsRosters } from "@/lib/data-access/bs-rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";
import { createBsRosterRequestSchema, MAX_BS_ROSTER_CHARS } from "@/lib/schemas/bs-roster-requests";

export const GET = route(async (request) => jsonResponse({ rosters: await listBsRosters(await readOwner(request)) }));

export const POST = route(async (request) => {
  const body = await readJsonBody(request, createBsRosterRequestSchema, { maxBytes: MAX_BS_ROSTER_CHARS * 2 });
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await createBsRoster(owner.ownerId, body), 201), owner.setCookie);
});
