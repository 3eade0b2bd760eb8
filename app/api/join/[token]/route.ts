/** GET: the event behind a join link, and this player's own list if they sent one. */
import { readJoinView } from "@/lib/data-access/events";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ token: string }>(async (request, { token }) => jsonResponse(await readJoinView(token, await readOwner(request), undefined, translatorOfRequest(request))));
