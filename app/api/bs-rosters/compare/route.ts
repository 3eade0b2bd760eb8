/** Moved: /api/compare compares rosters of every format (308 keeps the method and body). */
import { movedTo } from "@/lib/http/redirect";
import { route } from "@/lib/http/route";

// The new address counts the request against its limits; the redirect itself does not.
const noLimit = { limit: () => undefined };

export const POST = route(async (request) => movedTo(request, "/api/compare"), noLimit);
