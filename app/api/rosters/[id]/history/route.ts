/** GET: a roster's history, the current version first, then the kept ones, newest first. */
import { listRosterHistory } from "@/lib/data-access/roster-history";
import { notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await listRosterHistory(ownerId, id));
});
