/** POST: a challenge for a passkey to sign (WebAuthn request options); it names no account. */
import { startPasskeySignIn } from "@/lib/data-access/passkeys";
import { route } from "@/lib/http/route";
import { ceremonyResponse } from "../../passkeys/ceremony-response";

export const POST = route(async (request) => ceremonyResponse(await startPasskeySignIn(request)));
