/** POST: read the data index again ("check for updates"). */
import { refreshDataSource } from "@/lib/data-access/data-sources";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (request, { id }) => {
  const owner = await readOwner(request);
  if (!owner) throw new MusterError("NOT_FOUND", "error.dataSource.notFound");
  return jsonResponse(await refreshDataSource(owner, id));
});
