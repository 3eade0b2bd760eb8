/** POST { currentPassword, newPassword }: a new password; the account's other browsers are signed out. */
import { changePassword } from "@/lib/data-access/accounts";
import { readJsonBody } from "@/lib/http/read-body";
import { noContent, route } from "@/lib/http/route";
import { changePasswordSchema } from "@/lib/schemas/account-requests";

export const POST = route(async (request) => {
  const input = await readJsonBody(request, changePasswordSchema);
  const response = noContent();
  for (const cookie of await changePassword(request, input)) response.headers.append("set-cookie", cookie);
  return response;
});
