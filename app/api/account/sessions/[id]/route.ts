/** DELETE: signs one of the account's browsers out (its session is removed). */
import { revokeSession } from "@/lib/data-access/accounts";
import { noContent, route } from "@/lib/http/route";

export const DELETE = route<{ id: string }>(async (request, { id }) => {
  await revokeSession(request, id);
  return noContent();
});
