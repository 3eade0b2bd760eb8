/** One load run of the web bench (autocannon) and the figures it prints. */
import fs from "node:fs";
import autocannon from "autocannon";

export type LoadFigures = { rps: number; p99Ms: number; ok: number; failed: number; cpuMsPerRequest?: number };

export type LoadOptions = { url: string; connections: number; seconds: number; headers?: Record<string, string>; pid?: number };

/** User + system CPU of a process in ms (Linux /proc; undefined elsewhere). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Requests per second counts only 2xx/3xx answers (an error page answered fast is no win);
 * p99 is autocannon's latency percentile. A timeout is 30 s, longer than any p99 the issue
 * measured, so that slow answers count as slow rather than vanish as errors. With the server's
 * pid, the server's CPU time per answered request is measured too: on a machine shared with
 * other work it varies far less than requests per second do.
 */
export async function runLoad({ url, connections, seconds, headers = {}, pid }: LoadOptions): Promise<LoadFigures> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections, duration: seconds, timeout: 30, headers });
  const cpuAfter = cpuMsOf(pid);
  const ok = (result["2xx"] ?? 0) + (result["3xx"] ?? 0);
  const failed = result.non2xx - (result["3xx"] ?? 0) + result.errors;
  const cpuMsPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && ok > 0 ? (cpuAfter - cpuBefore) / ok : undefined;
  return { rps: ok / (result.duration || seconds), p99Ms: result.latency.p99, ok, failed, ...(cpuMsPerRequest !== undefined ? { cpuMsPerRequest } : {}) };
}

/** Brief warm-up: the first requests compile routes and fill caches, which the figures must not include. */
export async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, connections: 10, duration: 2, timeout: 30, headers });
}
