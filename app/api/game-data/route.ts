/** GET: the BattleScribe game data this browser can use. POST (multipart): install uploaded files for this browser. */
import { installUploadedData, listDataPackages } from "@/lib/data-access/data-packages";
import { jsonResponse } from "@/lib/http/error-response";
import { bodyLimitOf } from "@/lib/http/read-body";
import { readMultipartFiles } from "@/lib/http/read-multipart-files";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";

const MAX_UPLOAD_FILES = 500;

export const GET = route(async (request) => jsonResponse({ packages: await listDataPackages(await readOwner(request)) }));

export const POST = route(async (request) => {
  // Parsed as it streams in: a whole repository (40 MB) must not hold the server's thread.
  const files = await readMultipartFiles(request, { field: "files", maxBytes: bodyLimitOf(request), maxFiles: MAX_UPLOAD_FILES });
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await installUploadedData(owner.ownerId, files), 201), owner.setCookie);
}, { body: "multipart", limit: "import" });
