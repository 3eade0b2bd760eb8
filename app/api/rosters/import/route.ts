/** POST: a roster file's text becomes a NEW roster of this browser, with notices. */
import { importRoster } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readBodyText } from "@/lib/http/read-body";
import { ensureOwner, route, withCookie } from "@/lib/http/route";

export const POST = route(async (request) => {
  const text = await readBodyText(request);
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await importRoster(owner.ownerId, text), 201), owner.setCookie);
}, { limit: "import" });
