/** POST { rosterId, playerName }: sends a frozen copy of the roster to the event (until its deadline). */
import { submitList } from "@/lib/data-access/events";
import { notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { submitListSchema } from "@/lib/schemas/event-requests";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const POST = route<{ token: string }>(async (request, { token }) => {
  const input = await readJsonBody(request, submitListSchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await submitList(token, ownerId, input, undefined, undefined, translatorOfRequest(request)), 201);
});
