/**
 * GET: a game system and one of its catalogues (Muster's own data, or an army book this browser
 * installed for itself), the data a roster editor needs: `{ system, catalogue }`. Built once per
 * version (lib/data-access/roster-game-data.ts); a strong ETag lets a browser that holds this
 * version get 304 with no body, and the version travels in `x-muster-data-revision` for the
 * browser's store (lib/client/game-data-cache.ts).
 */
import { readRosterDataHead, readRosterDataPayload } from "@/lib/data-access/roster-game-data";
import { MusterError } from "@/lib/errors/muster-error";
import { versionedJson } from "@/lib/http/conditional-get";
import { readOwner, route } from "@/lib/http/route";

export const GET = route<{ system: string; catalogue: string }>(async (request, { system, catalogue }) => {
  const head = await readRosterDataHead(system, catalogue, undefined, await readOwner(request));
  const response = head && (await versionedJson(request, head, () => readRosterDataPayload(head)));
  if (!response) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  return response;
});
