/** Moved: /api/rosters/:id/export (the query is kept). */
import { movedTo } from "@/lib/http/redirect";
import { route } from "@/lib/http/route";

// The new address counts the request against its limits; the redirect itself does not.
const noLimit = { limit: () => undefined };

export const GET = route<{ id: string }>(async (request, { id }) => movedTo(request, `/api/rosters/${encodeURIComponent(id)}/export`), noLimit);
