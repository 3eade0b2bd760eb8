/** GET ?to=<version>: what changed from this version to another (the current one by default), by the roster's format. */
import { z } from "zod";
import { diffRosterVersions } from "@/lib/data-access/roster-history";
import { getAnyRoster, notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readParam, readQuery } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { versionParamSchema } from "@/lib/schemas/roster-requests";

const diffQuerySchema = z.object({ to: versionParamSchema.optional() });

export const GET = route<{ id: string; version: string }>(async (request, { id, version }) => {
  const from = readParam("version", version, versionParamSchema);
  const query = readQuery(request, diffQuerySchema);
  const ownerId = await readOwner(request);
  const roster = ownerId ? await getAnyRoster(ownerId, id) : null;
  if (!ownerId || !roster) throw notFound();
  return jsonResponse({ changes: await diffRosterVersions(ownerId, id, from, query.to ?? roster.version) });
});
