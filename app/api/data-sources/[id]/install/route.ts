/** POST {gameSystemId}: download that game system and its catalogues from the index and install them. */
import { z } from "zod";
import { installFromDataSource } from "@/lib/data-access/data-sources";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";

const installSchema = z.strictObject({ gameSystemId: z.string().min(1).max(200) });

export const POST = route<{ id: string }>(async (request, { id }) => {
  const { gameSystemId } = await readJsonBody(request, installSchema);
  const owner = await readOwner(request);
  if (!owner) throw new MusterError("NOT_FOUND", "error.dataSource.notFound");
  return jsonResponse(await installFromDataSource(owner, id, gameSystemId), 201);
});
