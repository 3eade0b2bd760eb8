/** POST: the challenge for a new passkey of the signed-in account (WebAuthn creation options). */
import { startAddingPasskey } from "@/lib/data-access/passkeys";
import { route } from "@/lib/http/route";
import { ceremonyResponse } from "../ceremony-response";

export const POST = route(async (request) => ceremonyResponse(await startAddingPasskey(request)));
