/** POST { email }: a password reset mail if the address has an account; 202 either way. */
import { requestPasswordReset } from "@/lib/data-access/accounts";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { forgotPasswordSchema } from "@/lib/schemas/account-requests";

export const POST = route(async (request) => {
  const { email } = await readJsonBody(request, forgotPasswordSchema);
  await requestPasswordReset(request, email);
  return jsonResponse({ sent: true }, 202);
});
