import type { SignedIn } from "@/lib/data-access/accounts";

/** The answer to a sign-up or sign-in: who is signed in, what moved in, and the cookies. */
export function signedInResponse(result: SignedIn, status: number, json: (body: unknown, status?: number) => Response): Response {
  const response = json({ email: result.email, name: result.name, moved: result.moved }, status);
  for (const cookie of result.setCookies) response.headers.append("set-cookie", cookie);
  response.headers.set("cache-control", "no-store");
  return response;
}
