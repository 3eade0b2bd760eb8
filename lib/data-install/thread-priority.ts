/**
 * The install worker's thread runs at a lower priority than the event loop (as the work pool's
 * threads do, MUSTER_WORKER_NICE, 5 by default): when the cores are busy, answering requests
 * comes first. On Linux, setpriority for "the calling process" applies to the calling thread
 * only, so `os.setPriority` run inside the worker lowers that thread and nothing else; elsewhere
 * it would lower the whole server, so it is not done there.
 */
import os from "node:os";

export function installWorkerNice(env: Record<string, string | undefined> = process.env): number {
  const parsed = Number(env.MUSTER_WORKER_NICE);
  return env.MUSTER_WORKER_NICE !== undefined && env.MUSTER_WORKER_NICE !== "" && Number.isFinite(parsed) ? Math.min(19, Math.max(0, Math.floor(parsed))) : 5;
}

/** Called inside the worker thread; true when its priority was lowered. */
export function lowerThisThread(increment: number, platform: NodeJS.Platform = process.platform, system: Pick<typeof os, "getPriority" | "setPriority"> = os): boolean {
  if (increment <= 0 || platform !== "linux") return false;
  try {
    system.setPriority(Math.min(19, system.getPriority() + increment));
    return true;
  } catch {
    // Not allowed here (a container without the right): the worker runs at the server's priority.
    return false;
  }
}
