/** Moved: one roster of any format is /api/rosters/:id (308 keeps the method and body). */
import { movedTo } from "@/lib/http/redirect";
import { route } from "@/lib/http/route";

// The new address counts the request against its limits; the redirect itself does not.
const noLimit = { limit: () => undefined };

const to = (id: string) => `/api/rosters/${encodeURIComponent(id)}`;
export const GET = route<{ id: string }>(async (request, { id }) => movedTo(request, to(id)), noLimit);
export const PUT = route<{ id: string }>(async (request, { id }) => movedTo(request, to(id)), noLimit);
export const DELETE = route<{ id: string }>(async (request, { id }) => movedTo(request, to(id)), noLimit);
