/** POST: ends this browser's session; it carries on as a new anonymous browser. */
import { signOut } from "@/lib/data-access/accounts";
import { noContent, route } from "@/lib/http/route";

export const POST = route(async (request) => {
  const response = noContent();
  for (const cookie of await signOut(request)) response.headers.append("set-cookie", cookie);
  return response;
});
