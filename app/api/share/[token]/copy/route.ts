/** POST: a copy of a shared roster in the visitor's own rosters. */
import { copySharedRoster } from "@/lib/data-access/share-links";
import { jsonResponse } from "@/lib/http/error-response";
import { ensureOwner, route, withCookie } from "@/lib/http/route";

export const POST = route<{ token: string }>(async (request, { token }) => {
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await copySharedRoster(owner.ownerId, token), 201), owner.setCookie);
});
