/** GET: the signed-in account (e-mail, sessions, counts). DELETE { password }: the account and everything in it. */
import { deleteAccount, readAccount } from "@/lib/data-access/accounts";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { noContent, route } from "@/lib/http/route";
import { confirmPasswordSchema } from "@/lib/schemas/account-requests";

export const GET = route(async (request) => {
  const response = jsonResponse(await readAccount(request));
  response.headers.set("cache-control", "no-store");
  return response;
});

export const DELETE = route(async (request) => {
  const { password } = await readJsonBody(request, confirmPasswordSchema);
  const response = noContent();
  for (const cookie of await deleteAccount(request, password)) response.headers.append("set-cookie", cookie);
  return response;
});
