/** POST { email, password, name? }: a new account for this browser, its rosters moved in; signs it in. */
import { signUp } from "@/lib/data-access/accounts";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { signUpSchema } from "@/lib/schemas/account-requests";
import { signedInResponse } from "../signed-in-response";

export const POST = route(async (request) => {
  const input = await readJsonBody(request, signUpSchema);
  return signedInResponse(await signUp(request, input), 201, jsonResponse);
}, { limit: "import" });
