/** POST { email, password }: signs this browser in; what it made before moves into the account. */
import { signIn } from "@/lib/data-access/accounts";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { signInSchema } from "@/lib/schemas/account-requests";
import { signedInResponse } from "../signed-in-response";

export const POST = route(async (request) => {
  const input = await readJsonBody(request, signInSchema);
  return signedInResponse(await signIn(request, input), 200, jsonResponse);
});
