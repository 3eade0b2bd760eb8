/** POST: a copy of the roster, named "… (copy)". */
import { duplicateRoster, notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await duplicateRoster(ownerId, id), 201);
});
