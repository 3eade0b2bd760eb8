/** One roster of this browser, of any format: read, save (optimistic concurrency), rename, delete (soft). */
import { deleteRoster, getAnyRoster, notFound, renameRoster, saveAnyRoster } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { readRosterBody } from "@/lib/http/roster-body";
import { noContent, readOwner, route } from "@/lib/http/route";
import { renameRosterRequestSchema, saveRosterBodySchema } from "@/lib/schemas/roster-requests";

type Params = { id: string };

export const GET = route<Params>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  const roster = ownerId ? await getAnyRoster(ownerId, id) : null;
  if (!roster) throw notFound();
  return jsonResponse(roster);
});

export const PUT = route<Params>(async (request, { id }) => {
  const body = await readRosterBody(request, saveRosterBodySchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await saveAnyRoster(ownerId, id, body));
});

export const PATCH = route<Params>(async (request, { id }) => {
  const body = await readJsonBody(request, renameRosterRequestSchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await renameRoster(ownerId, id, body));
});

export const DELETE = route<Params>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  await deleteRoster(ownerId, id);
  return noContent();
});
