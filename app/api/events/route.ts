/** GET: the signed-in organiser's events. POST: a new event with its pack and deadline. */
import { createEvent, listOrganiserEvents } from "@/lib/data-access/events";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { requireAccountOwner, route } from "@/lib/http/route";
import { createEventSchema } from "@/lib/schemas/event-requests";

export const GET = route(async (request) => jsonResponse(await listOrganiserEvents(await requireAccountOwner(request))));

export const POST = route(async (request) => {
  const input = await readJsonBody(request, createEventSchema);
  return jsonResponse(await createEvent(await requireAccountOwner(request), input), 201);
});
