import { z } from "zod";
import { compareBsRosterFiles, compareRosters } from "@/lib/data-access/comparisons";
import { formatOfRoster } from "@/lib/data-access/rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { translatorOfRequest } from "@/lib/http/request-translator";
import { readOwner, route } from "@/lib/http/route";
import { compareBsRostersRequestSchema, MAX_BS_ROSTER_CHARS } from "@/lib/schemas/bs-roster-requests";
import { compareRequestSchema } from "@/lib/schemas/compare-request";

/** A BattleScribe roster's file comes as `{ fileName, text | base64 }`; Muster's as its text. */
const compareBodySchema = z.union([compareRequestSchema, compareBsRostersRequestSchema]);

/**
 * POST { mine, theirs: { shareLink } | { file } | { rosterId } } → ComparisonView. Reads only.
 * My roster on BattleScribe data is compared with their .ros/.rosz (`file: { fileName, text | base64 }`) or another of mine.
 */
export const POST = route(async (request) => {
  const body = await readJsonBody(request, compareBodySchema, { maxBytes: MAX_BS_ROSTER_CHARS * 2 });
  const ownerId = await readOwner(request);
  const battlescribe = "file" in body.theirs && typeof body.theirs.file === "object" ? true : ownerId ? (await formatOfRoster(ownerId, body.mine)) === "battlescribe" : false;
  // Each format compares with its own kind of file: the body must have that shape.
  const parsed = battlescribe ? compareBsRostersRequestSchema.safeParse(body) : compareRequestSchema.safeParse(body);
  if (!parsed.success) throw new MusterError("INVALID_INPUT", "error.body.refusedPlain", { problems: [{ path: "theirs", key: "error.problem.invalid" }] });
  if (battlescribe) return jsonResponse(await compareBsRosterFiles(ownerId, parsed.data as z.infer<typeof compareBsRostersRequestSchema>));
  return jsonResponse(await compareRosters(ownerId, parsed.data as z.infer<typeof compareRequestSchema>, undefined, translatorOfRequest(request)));
});
