/** GET ?valid=yes|no&status=&faction=: the organiser's view of one event, every list in it. */
import { getOrganiserEvent } from "@/lib/data-access/events";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { requireAccountOwner, route } from "@/lib/http/route";
import { submissionFilterSchema } from "@/lib/schemas/event-requests";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const query = submissionFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new MusterError("INVALID_INPUT", "error.event.badFilter");
  return jsonResponse(await getOrganiserEvent(await requireAccountOwner(request), id, query.data, undefined, translatorOfRequest(request)));
});
