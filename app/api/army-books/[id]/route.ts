/** DELETE: remove one of this browser's own army books (404 for any other, another browser's included). */
import { removeArmyBook } from "@/lib/data-access/army-books";
import { MusterError } from "@/lib/errors/muster-error";
import { noContent, readOwner, route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  if (!ownerId) throw new MusterError("NOT_FOUND", "armyBooks.error.notFound");
  await removeArmyBook(ownerId, id);
  return noContent();
});
