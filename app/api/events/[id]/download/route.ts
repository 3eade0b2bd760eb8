/** GET: every list of the event (JSON and text) with a CSV summary, as one zip. */
import { downloadEvent } from "@/lib/data-access/events";
import { requireAccountOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const { name, zip } = await downloadEvent(await requireAccountOwner(request), id, undefined, translatorOfRequest(request));
  const stem = name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "event";
  return new Response(zip as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${stem}-lists.zip"`, "cache-control": "no-store", "x-content-type-options": "nosniff" },
  });
}, { limit: "pdf" });
