/**
 * Loads the code behind the API's write routes before the first visitor needs it. Next loads a
 * route's code on its first request: for the Game data upload (and the identity, database and
 * engine code every write route shares) that held the request thread for 0.2-1.2 s, during
 * which /api/health and every other request waited. One OPTIONS request to /api/game-data,
 * sent by the server to itself as soon as it listens, pays that cost before anyone is waiting:
 * Next answers it from the route's exports (the methods it allows), which it loads to know
 * them, and no handler runs (no database, nothing logged).
 */
export const WARM_UP_PATH = "/api/game-data";

/** Where the server listens, as Next announces it once listening; undefined before. */
export function warmUpUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const origin = env.__NEXT_PRIVATE_ORIGIN;
  if (!origin || env.NODE_ENV !== "production" || env.MUSTER_WARM_UP === "off") return undefined;
  try {
    return new URL(WARM_UP_PATH, origin).toString();
  } catch {
    return undefined;
  }
}

/** Sends the request once, in the background; a failure only means the first upload pays. */
export function warmUp(env: NodeJS.ProcessEnv = process.env, send: typeof fetch = fetch): void {
  const url = warmUpUrl(env);
  if (!url) return;
  setTimeout(() => {
    void send(url, { method: "OPTIONS" })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }, 0).unref();
}
