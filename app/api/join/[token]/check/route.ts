/** POST { rosterId }: what the event would say of one of this player's rosters, sending nothing. */
import { checkForEvent } from "@/lib/data-access/events";
import { notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { checkListSchema } from "@/lib/schemas/event-requests";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const POST = route<{ token: string }>(async (request, { token }) => {
  const { rosterId } = await readJsonBody(request, checkListSchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await checkForEvent(token, ownerId, rosterId, undefined, translatorOfRequest(request)));
});
