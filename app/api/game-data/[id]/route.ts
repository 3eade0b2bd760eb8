/**
 * GET: one installed game system with its catalogues (BattleScribe JSON), if this browser may
 * see it; `?catalogue=<id>` sends only that catalogue and the catalogues it links. The body is
 * built once per package revision (Next compresses it on the way out); a strong ETag lets a
 * browser that holds this revision get 304 with no body. A browser's own upload is `private`:
 * no shared cache keeps it.
 */
import { z } from "zod";
import { readGameDataHead, readGameDataPayload, type GameDataHead } from "@/lib/data-access/game-data-payload";
import { MusterError } from "@/lib/errors/muster-error";
import { matchesIfNoneMatch } from "@/lib/http/conditional-get";
import { readOwner, route } from "@/lib/http/route";

const querySchema = z.object({ catalogue: z.string().min(1).max(200).optional() });

function cachingHeaders(head: GameDataHead): Record<string, string> {
  return {
    etag: head.etag,
    // no-cache: keep it, but ask (cheaply, with If-None-Match) before using it, so that a
    // package removed or reinstalled on the server is never used from a stale copy.
    "cache-control": `${head.shared ? "public" : "private"}, no-cache`,
    vary: head.shared ? "Accept-Encoding" : "Accept-Encoding, Cookie",
    "x-muster-data-revision": head.revision,
  };
}

export const GET = route<{ id: string }>(async (request, { id }) => {
  const { catalogue } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const head = await readGameDataHead(await readOwner(request), id, catalogue);
  if (!head) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), head.etag)) return new Response(null, { status: 304, headers: cachingHeaders(head) });
  const payload = await readGameDataPayload(head, catalogue);
  if (!payload) throw new MusterError("NOT_FOUND", "error.gameData.notFound");
  return new Response(payload as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8", ...cachingHeaders(head) },
  });
});
