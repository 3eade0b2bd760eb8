import type { Ceremony } from "@/lib/data-access/passkeys";
import { jsonResponse } from "@/lib/http/error-response";

/** A passkey ceremony's options for the browser, with the cookie that names its challenge. */
export function ceremonyResponse(ceremony: Ceremony): Response {
  const response = jsonResponse(ceremony.options);
  for (const cookie of ceremony.setCookies) response.headers.append("set-cookie", cookie);
  return response;
}
