/** GET: one kept version of a roster, read-only. */
import { getRosterVersion } from "@/lib/data-access/roster-history";
import { notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readParam } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { versionParamSchema } from "@/lib/schemas/roster-requests";

export const GET = route<{ id: string; version: string }>(async (request, { id, version }) => {
  const number = readParam("version", version, versionParamSchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await getRosterVersion(ownerId, id, number));
});
