/** GET: what an API client needs for POST /api/rosters: every game system with its factions (this browser's own army books among them), rulesets, battle sizes and cost types. Reads only. */
import { listGameOptions } from "@/lib/data-access/game-data";
import { jsonResponse } from "@/lib/http/error-response";
import { readOwner, route } from "@/lib/http/route";

// This browser's own army books are offered to it alone: the answer varies with the cookie.
export const GET = route(async (request) => jsonResponse({ gameSystems: await listGameOptions(undefined, await readOwner(request)) }));
