/** POST { newEmail, password }: a new e-mail address for the account (at once, or from a mailed link). */
import { changeEmail } from "@/lib/data-access/accounts";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { changeEmailSchema } from "@/lib/schemas/account-requests";

export const POST = route(async (request) => {
  const input = await readJsonBody(request, changeEmailSchema);
  return jsonResponse(await changeEmail(request, input));
});
