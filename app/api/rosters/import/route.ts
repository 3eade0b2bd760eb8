/**
 * POST: a roster file becomes a NEW roster of this browser. The body is the file's text (Muster
 * JSON, an Army Forge list, a BattleScribe roster's JSON export), or, for a BattleScribe or New
 * Recruit roster, `{ fileName, text }` (.ros) or `{ fileName, base64 }` (.rosz).
 */
import { importRosterFile, importRosterText } from "@/lib/data-access/rosters";
import { jsonResponse } from "@/lib/http/error-response";
import { parseJsonText } from "@/lib/http/read-body";
import { readRosterText } from "@/lib/http/roster-body";
import { ensureOwner, route, withCookie } from "@/lib/http/route";
import { importBsRosterRequestSchema } from "@/lib/schemas/bs-roster-requests";

/** A `{ "fileName": … }` envelope: a BattleScribe roster file sent as JSON. */
function isFileEnvelope(text: string): boolean {
  return /^\s*\{\s*"fileName"\s*:/.test(text);
}

export const POST = route(async (request) => {
  const text = await readRosterText(request);
  const owner = await ensureOwner(request);
  const imported = isFileEnvelope(text) ? await importRosterFile(owner.ownerId, parseJsonText(text, importBsRosterRequestSchema)) : await importRosterText(owner.ownerId, text);
  return withCookie(jsonResponse(imported, 201), owner.setCookie);
}, { limit: "import" });
