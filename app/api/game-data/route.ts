/** GET: the BattleScribe game data this browser can use. POST (multipart): install uploaded files for this browser. */
import { installStoredUpload, listDataPackages } from "@/lib/data-access/data-packages";
import { jsonResponse } from "@/lib/http/error-response";
import { bodyLimitOf } from "@/lib/http/read-body";
import { spoolMultipartFiles } from "@/lib/http/read-multipart-files";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";

const MAX_UPLOAD_FILES = 500;

// Both methods: proxy.ts does not run for this address (see route()'s `unproxied`).
export const GET = route(async (request) => jsonResponse({ packages: await listDataPackages(await readOwner(request)) }), { unproxied: true });

export const POST = route(async (request) => {
  // Parsed as it streams in and written to disk: a whole repository (40 MB) must neither hold
  // the server's thread nor sit in its memory while the install reads it one file at a time.
  const upload = await spoolMultipartFiles(request, { field: "files", maxBytes: bodyLimitOf(request), maxFiles: MAX_UPLOAD_FILES });
  try {
    const owner = await ensureOwner(request);
    return withCookie(jsonResponse(await installStoredUpload(owner.ownerId, upload.files), 201), owner.setCookie);
  } finally {
    await upload.remove();
  }
}, { body: "multipart", limit: "import", unproxied: true });
