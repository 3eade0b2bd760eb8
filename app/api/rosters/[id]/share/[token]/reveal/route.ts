/** POST: the owner reveals one concealed item of a hidden share link. */
import { notFound } from "@/lib/data-access/rosters";
import { revealSharedItem } from "@/lib/data-access/share-links";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { revealRequestSchema } from "@/lib/http/share-requests";

export const POST = route<{ id: string; token: string }>(async (request, { id, token }) => {
  const { selectionId } = await readJsonBody(request, revealRequestSchema);
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  return jsonResponse(await revealSharedItem(ownerId, id, token, selectionId));
});
