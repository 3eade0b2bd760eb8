/** POST: no list is taken after this moment; the deadline becomes now (the lists are then out, as after any deadline). */
import { closeEntries } from "@/lib/data-access/events";
import { jsonResponse } from "@/lib/http/error-response";
import { requireAccountOwner, route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (request, { id }) => jsonResponse(await closeEntries(await requireAccountOwner(request), id)));
