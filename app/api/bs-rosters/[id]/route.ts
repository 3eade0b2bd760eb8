/** GET, PUT {xml, version} (optimistic: 409 with the stored roster on a conflict), DELETE: one roster on BattleScribe data. */
import { deleteBsRoster, getBsRoster, saveBsRoster } from "@/lib/data-access/bs-rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { noContent, readOwner, route } from "@/lib/http/route";
import { MAX_BS_ROSTER_CHARS, saveBsRosterRequestSchema } from "@/lib/schemas/bs-roster-requests";

export const GET = route<{ id: string }>(async (request, { id }) => jsonResponse(await getBsRoster(await readOwner(request), id)));

export const PUT = route<{ id: string }>(async (request, { id }) => {
  const body = await readJsonBody(request, saveBsRosterRequestSchema, { maxBytes: MAX_BS_ROSTER_CHARS * 2 });
  const owner = await readOwner(request);
  if (!owner) throw new MusterError("NOT_FOUND", "error.roster.notFound");
  return jsonResponse(await saveBsRoster(owner, id, body));
});

export const DELETE = route<{ id: string }>(async (request, { id }) => {
  await deleteBsRoster(await readOwner(request), id);
  return noContent();
});
