/**
 * GET: the Army Forge army books this browser builds on (its own and those for everyone).
 * POST (multipart, field "files"): install army books (.json, with their game's common rules
 * .json if wanted) for this browser only.
 */
import { installUploadedBooks, listArmyBooks, MAX_BOOK_FILES } from "@/lib/data-access/army-books";
import { jsonResponse } from "@/lib/http/error-response";
import { bodyLimitOf } from "@/lib/http/read-body";
import { readMultipartFiles } from "@/lib/http/read-multipart-files";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";

export const GET = route(async (request) => jsonResponse({ books: await listArmyBooks(await readOwner(request)) }));

export const POST = route(async (request) => {
  const files = await readMultipartFiles(request, { field: "files", maxBytes: bodyLimitOf(request), maxFiles: MAX_BOOK_FILES });
  const owner = await ensureOwner(request);
  return withCookie(jsonResponse(await installUploadedBooks(owner.ownerId, files), 201), owner.setCookie);
}, { body: "multipart", limit: "import" });
