/** POST { token, newPassword }: the new password from a reset mail's link; every session ends. */
import { resetPassword } from "@/lib/data-access/accounts";
import { readJsonBody } from "@/lib/http/read-body";
import { noContent, route } from "@/lib/http/route";
import { resetPasswordSchema } from "@/lib/schemas/account-requests";

export const POST = route(async (request) => {
  const { token, newPassword } = await readJsonBody(request, resetPasswordSchema);
  await resetPassword(token, newPassword);
  return noContent();
});
