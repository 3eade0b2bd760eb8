/** GET: every list of the event as one PDF "list book", by player. */
import { eventListBook } from "@/lib/data-access/events";
import { requireAccountOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const GET = route<{ id: string }>(async (request, { id }) => {
  const { name, pdf } = await eventListBook(await requireAccountOwner(request), id, undefined, translatorOfRequest(request));
  const stem = name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "event";
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${stem}-list-book.pdf"`, "cache-control": "no-store", "x-content-type-options": "nosniff" },
  });
}, { limit: "pdf" });
