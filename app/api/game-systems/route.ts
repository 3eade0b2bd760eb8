/** GET: what an API client needs for POST /api/rosters: every game system with its factions, rulesets, battle sizes and cost types. Reads only. */
import { listGameOptions } from "@/lib/data-access/game-data";
import { jsonResponse } from "@/lib/http/error-response";
import { route } from "@/lib/http/route";

export const GET = route(async () => jsonResponse({ gameSystems: await listGameOptions() }));
