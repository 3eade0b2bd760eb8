/**
 * The browser's half of the passkey ceremonies: ask Muster for options, let the browser's
 * authenticator answer (@simplewebauthn/browser), send the answer back.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

export type PasskeyOutcome<T> = { kind: "done"; value: T } | { kind: "cancelled" } | { kind: "unsupported" } | { kind: "failed"; message?: string };

type ErrorAnswer = { error?: { message?: string } };

async function post(path: string, body?: unknown): Promise<Response | null> {
  return fetch(path, { method: "POST", ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }) }).catch(() => null);
}

async function failure(response: Response | null): Promise<{ kind: "failed"; message?: string }> {
  const answer = (await response?.json().catch(() => ({}))) as ErrorAnswer | undefined;
  return { kind: "failed", message: answer?.error?.message };
}

/** The dialog closed, timed out or was refused: the player chose not to, nothing failed. */
function wasCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

async function ceremony<T>(optionsPath: string, answerPath: string, answer: (options: never) => Promise<unknown>, extra: Record<string, unknown>): Promise<PasskeyOutcome<T>> {
  if (!browserSupportsWebAuthn()) return { kind: "unsupported" };
  const options = await post(optionsPath);
  if (!options?.ok) return failure(options);
  let response: unknown;
  try {
    response = await answer((await options.json()) as never);
  } catch (error) {
    return wasCancelled(error) ? { kind: "cancelled" } : { kind: "failed" };
  }
  const result = await post(answerPath, { ...extra, response });
  if (!result?.ok) return failure(result);
  return { kind: "done", value: (await result.json()) as T };
}

export function createPasskey(name: string): Promise<PasskeyOutcome<{ id: string }>> {
  return ceremony("/api/account/passkeys/options", "/api/account/passkeys", (optionsJSON) => startRegistration({ optionsJSON }), name ? { name } : {});
}

export function signInWithPasskey(): Promise<PasskeyOutcome<{ moved?: { rosters: number; bsRosters: number } }>> {
  return ceremony("/api/account/passkey-sign-in/options", "/api/account/passkey-sign-in", (optionsJSON) => startAuthentication({ optionsJSON }), {});
}
