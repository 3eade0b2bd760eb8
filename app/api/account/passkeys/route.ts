/** POST { response, name? }: keeps the new passkey the browser made for the challenge. */
import { addPasskey } from "@/lib/data-access/passkeys";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { addPasskeySchema } from "@/lib/schemas/account-requests";

export const POST = route(async (request) => {
  const input = await readJsonBody(request, addPasskeySchema);
  return jsonResponse(await addPasskey(request, input), 201);
});
