/**
 * GET: one installed game system with its catalogues (BattleScribe JSON), if this browser may
 * see it; `?catalogue=<id>` sends only that catalogue and the catalogues it links. The body is
 * built once per package revision (Next compresses it on the way out); a strong ETag lets a
 * browser that holds this revision get 304 with no body. A browser's own upload is `private`:
 * no shared cache keeps it.
 */
import { z } from "zod";
import { readGameDataHead, readGameDataPayload } from "@/lib/data-access/game-data-payload";
import { MusterError } from "@/lib/errors/muster-error";
import { versionedJson } from "@/lib/http/conditional-get";
import { readOwner, route } from "@/lib/http/route";

const querySchema = z.object({ catalogue: z.string().min(1).max(200).optional() });

export const GET = route<{ id: string }>(async (request, { id }) => {
  const { catalogue } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const head = await readGameDataHead(await readOwner(request), id, catalogue);
  const response = head && (await versionedJson(request, head, () => readGameDataPayload(head, catalogue)));
  if (!response) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  return response;
});
