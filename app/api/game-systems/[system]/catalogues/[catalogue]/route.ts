/**
 * GET: a game system and one of its catalogues (Muster's own data, or an army book this browser
 * installed for itself), the data a roster editor needs: `{ system, catalogue }`. Built once per version (lib/data-access/roster-game-data.ts);
 * a strong ETag lets a browser that holds this version get 304 with no body, and the version
 * travels in `x-muster-data-revision` for the browser's store (lib/client/game-data-cache.ts).
 */
import { readRosterDataHead, readRosterDataPayload, type RosterDataHead } from "@/lib/data-access/roster-game-data";
import { MusterError } from "@/lib/errors/muster-error";
import { matchesIfNoneMatch } from "@/lib/http/conditional-get";
import { readOwner, route } from "@/lib/http/route";

function cachingHeaders(head: RosterDataHead): Record<string, string> {
  return {
    etag: head.etag,
    // no-cache: keep it, but ask (cheaply, with If-None-Match) before using it again. A book one
    // browser installed for itself is `private`: no shared cache keeps it.
    "cache-control": `${head.private ? "private" : "public"}, no-cache`,
    vary: head.private ? "Accept-Encoding, Cookie" : "Accept-Encoding",
    "x-muster-data-revision": head.revision,
  };
}

export const GET = route<{ system: string; catalogue: string }>(async (request, { system, catalogue }) => {
  const head = await readRosterDataHead(system, catalogue, undefined, await readOwner(request));
  if (!head) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), head.etag)) return new Response(null, { status: 304, headers: cachingHeaders(head) });
  const payload = await readRosterDataPayload(head);
  if (!payload) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  return new Response(payload as Uint8Array<ArrayBuffer>, { status: 200, headers: { "content-type": "application/json; charset=utf-8", ...cachingHeaders(head) } });
});
