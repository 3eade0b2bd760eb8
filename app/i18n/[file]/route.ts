/**
 * GET /i18n/<digest>.json: a message catalogue by the digest of its content (named by the root
 * layout, lib/i18n/catalogue-address.ts). The address changes whenever the words do, so the
 * answer is cached for a year, by the browser and by any shared cache.
 */
import { catalogueJson } from "@/lib/server/catalogue-digests";
import { MusterError } from "@/lib/errors/muster-error";
import { route } from "@/lib/http/route";

export const GET = route<{ file: string }>(async (_request, { file }) => {
  const digest = /^([\w-]{22})\.json$/.exec(file)?.[1];
  const body = digest ? catalogueJson(digest) : null;
  if (!body) throw new MusterError("NOT_FOUND", "error.i18n.notFound");
  return new Response(body, { status: 200, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" } });
});
