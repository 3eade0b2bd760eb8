/** GET: the roster's working share links. POST: a new read-only link (optionally hidden). */
import { createShareLink, listShareLinks, type ShareLinkInfo } from "@/lib/data-access/share-links";
import { notFound } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { shareUrlFor } from "@/lib/http/request-origin";
import { readOwner, route } from "@/lib/http/route";
import { createShareRequestSchema } from "@/lib/http/share-requests";

type Params = { id: string };

/** The address a visitor opens; the page lives at /share/<token>. */
function withUrl(request: Request, link: ShareLinkInfo) {
  return { ...link, url: shareUrlFor(request, link.token) };
}

export const GET = route<Params>(async (request, { id }) => {
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  const links = await listShareLinks(ownerId, id);
  return jsonResponse(links.map((link) => withUrl(request, link)));
});

export const POST = route<Params>(async (request, { id }) => {
  const body = await readJsonBody(request, createShareRequestSchema, { emptyAs: {} });
  const ownerId = await readOwner(request);
  if (!ownerId) throw notFound();
  const link = await createShareLink(ownerId, id, body);
  return jsonResponse(withUrl(request, link), 201);
});
