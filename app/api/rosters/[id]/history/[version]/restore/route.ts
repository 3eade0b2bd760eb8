/** POST { version }: a kept version becomes the current one, saved as a new version. */
import { notFound, restoreRosterVersion } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody, readParam } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { restoreVersionRequestSchema, versionParamSchema } from "@/lib/schemas/roster-requests";

export const POST = route<{ id: string; version: string }>(async (request, { id, version }) => {
  const kept = readParam("version", version, versionParamSchema);
  const body = await readJsonBody(request, restoreVersionRequestSchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await restoreRosterVersion(ownerId, id, kept, body));
});
