/** GET: the data indexes this browser added. POST {url}: add (or re-read) a BattleScribe data index. */
import { z } from "zod";
import { addDataSource, listDataSources } from "@/lib/data-access/data-sources";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";

const addSchema = z.strictObject({ url: z.string().trim().min(1).max(2000) });

export const GET = route(async (request) => jsonResponse({ sources: await listDataSources(await readOwner(request)) }));

export const POST = route(async (request) => {
  const { url } = await readJsonBody(request, addSchema);
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await addDataSource(owner.ownerId, url), 201), owner.setCookie);
});
