/** GET: this browser's rosters of every format. POST: a new roster (a Muster roster to make, or a BattleScribe roster's XML). */
import { createAnyRoster, listRosters } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readQuery } from "@/lib/http/read-body";
import { readRosterBody } from "@/lib/http/roster-body";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";
import { createRosterBodySchema, listRostersQuerySchema } from "@/lib/schemas/roster-requests";

export const GET = route(async (request) => {
  const query = readQuery(request, listRostersQuerySchema);
  const ownerId = await readOwner(request);
  if (!ownerId) return jsonResponse([]);
  return jsonResponse(await listRosters(ownerId, query));
});

export const POST = route(async (request) => {
  const body = await readRosterBody(request, createRosterBodySchema);
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await createAnyRoster(owner.ownerId, body), 201), owner.setCookie);
});
