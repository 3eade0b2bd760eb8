/** GET: one installed game system with its catalogues (BattleScribe JSON), if this browser may see it. */
import { getDataPackageData } from "@/lib/data-access/data-packages";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const found = await getDataPackageData(await readOwner(request), id);
  if (!found) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  return jsonResponse(found.data);
});
