/** Moved: rosters of every format live at /api/rosters (308 keeps the method and body). */
import { movedTo } from "@/lib/http/redirect";
import { route } from "@/lib/http/route";

// The new address counts the request against its limits; the redirect itself does not.
const noLimit = { limit: () => undefined };

export const GET = route(async (request) => movedTo(request, "/api/rosters"), noLimit);
export const POST = route(async (request) => movedTo(request, "/api/rosters"), noLimit);
