/** GET: this browser's rosters. POST: a new roster (empty, or a copy of an example). */
import { createRoster, listRosters } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody, readQuery } from "@/lib/http/read-body";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";
import { createRosterRequestSchema, listRostersQuerySchema } from "@/lib/schemas/roster-requests";

export const GET = route(async (request) => {
  const query = readQuery(request, listRostersQuerySchema);
  const ownerId = await readOwner(request);
  if (!ownerId) return jsonResponse([]);
  return jsonResponse(await listRosters(ownerId, query));
});

export const POST = route(async (request) => {
  const body = await readJsonBody(request, createRosterRequestSchema);
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await createRoster(owner.ownerId, body), 201), owner.setCookie);
});
