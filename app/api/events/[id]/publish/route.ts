/** POST: the lists become visible to the players (or everyone, for a public event) now. */
import { publishEvent } from "@/lib/data-access/events";
import { jsonResponse } from "@/lib/http/error-response";
import { requireAccountOwner, route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (request, { id }) => jsonResponse(await publishEvent(await requireAccountOwner(request), id)));
