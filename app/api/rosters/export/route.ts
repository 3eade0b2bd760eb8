/** POST {gameSystemId, xml, format, cards, paper}: a BattleScribe roster as the builder holds it now, saved or not, as text or PDF. */
import { snapshotBsXml } from "@/lib/data-access/roster-data";
import { getPrisma } from "@/lib/db/prisma";
import { exportBsResponse } from "@/lib/http/export-file";
import { readJsonBody } from "@/lib/http/read-body";
import { readOwner, route } from "@/lib/http/route";
import { translatorOfRequest } from "@/lib/http/request-translator";
import { exportBsRosterRequestSchema, MAX_BS_ROSTER_CHARS } from "@/lib/schemas/bs-roster-requests";

export const POST = route(
  async (request) => {
    const body = await readJsonBody(request, exportBsRosterRequestSchema, { maxBytes: MAX_BS_ROSTER_CHARS * 2 });
    const snapshot = await snapshotBsXml(getPrisma(), await readOwner(request), body.gameSystemId, body.xml);
    return exportBsResponse(snapshot, { format: body.format, paper: body.paper, cards: body.cards ? "full" : null }, translatorOfRequest(request));
  },
  { limit: () => "pdf" },
);
