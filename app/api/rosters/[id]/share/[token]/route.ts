/** DELETE: revoke a share link; it stops working at once. */
import { notFound } from "@/lib/data-access/rosters";
import { revokeShareLink } from "@/lib/data-access/share-links";
import { noContent, readOwner, route } from "@/lib/http/route";

export const DELETE = route<{ id: string; token: string }>(async (request, { id, token }) => {
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  await revokeShareLink(ownerId, id, token);
  return noContent();
});
