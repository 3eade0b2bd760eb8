/** POST { response }: signs this browser in with a passkey; what it made before moves into the account. */
import { signInWithPasskey } from "@/lib/data-access/passkeys";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { passkeySignInSchema } from "@/lib/schemas/account-requests";
import { signedInResponse } from "../signed-in-response";

export const POST = route(async (request) => {
  const input = await readJsonBody(request, passkeySignInSchema);
  return signedInResponse(await signInWithPasskey(request, input), 200, jsonResponse);
});
