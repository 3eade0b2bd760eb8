/** Runs once as the server starts (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmUp } = await import("./lib/server/warm-up");
  warmUp();
}
