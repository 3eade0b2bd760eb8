/** GET: the event's published lists, as this viewer may see them (one server-side view). */
import { readPublishedLists } from "@/lib/data-access/events";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ token: string }>(async (request, { token }) => jsonResponse(await readPublishedLists(token, await readOwner(request), undefined, translatorOfRequest(request))));
