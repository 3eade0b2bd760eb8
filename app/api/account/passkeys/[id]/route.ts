/** DELETE: removes one of the account's passkeys; it signs nobody in from now on. */
import { removePasskey } from "@/lib/data-access/passkeys";
import { noContent, route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (request, { id }) => {
  await removePasskey(request, id);
  return noContent();
});
