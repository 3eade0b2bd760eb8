/** GET: a shared roster, read-only, for whoever has the link. */
import { MusterError } from "@/lib/errors/muster-error";
import { readSharedRoster } from "@/lib/data-access/share-links";
import { jsonResponse } from "@/lib/http/error-response";
import { route } from "@/lib/http/route";

export const GET = route<{ token: string }>(async (_request, { token }) => {
  const shared = await readSharedRoster(token);
  if (!shared) throw new MusterError("NOT_FOUND", "error.share.notFound");
  return jsonResponse(shared);
});
