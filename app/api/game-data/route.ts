/** GET: the BattleScribe game data this browser can use. POST (multipart): install uploaded files for this browser. */
import { installUploadedFiles, listDataPackages } from "@/lib/data-access/data-packages";
import { MusterError } from "@/lib/errors/muster-error";
import { jsonResponse } from "@/lib/http/error-response";
import { readBodyBytes } from "@/lib/http/read-body-bytes";
import { ensureOwner, readOwner, route, withCookie } from "@/lib/http/route";

const MAX_UPLOAD_BYTES = 80 * 1024 * 1024;
const MAX_UPLOAD_FILES = 500;

export const GET = route(async (request) => jsonResponse({ packages: await listDataPackages(await readOwner(request)) }));

export const POST = route(async (request) => {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new MusterError("INVALID_INPUT", "error.upload.notMultipart");
  }
  const bytes = await readBodyBytes(request, MAX_UPLOAD_BYTES);
  const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData().catch(() => {
    throw new MusterError("INVALID_INPUT", "error.upload.unreadable");
  });
  const uploads = form.getAll("files").filter((value): value is File => typeof value === "object" && value !== null && "arrayBuffer" in value);
  if (uploads.length === 0) throw new MusterError("INVALID_INPUT", "error.upload.none");
  if (uploads.length > MAX_UPLOAD_FILES) throw new MusterError("INVALID_INPUT", "error.upload.tooManyFiles", { params: { max: MAX_UPLOAD_FILES } });
  const owner = await ensureOwner(request);
  // Each file is read when the install reaches it (in the install worker), not all copied up front.
  return withCookie(jsonResponse(await installUploadedFiles(owner.ownerId, uploads), 201), owner.setCookie);
}, { body: "multipart", limit: "import" });
