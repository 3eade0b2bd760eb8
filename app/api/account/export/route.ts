/** GET: everything the signed-in account holds, as one zip of JSON files. */
import { exportAccount } from "@/lib/data-access/accounts";
import { route } from "@/lib/http/route";

export const GET = route(async (request) => {
  const zip = await exportAccount(request);
  return new Response(zip as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": 'attachment; filename="muster-account.zip"',
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}, { limit: "pdf" });
