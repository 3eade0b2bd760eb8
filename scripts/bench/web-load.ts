/** One load run of the web bench (autocannon) and the figures it prints. */
import autocannon from "autocannon";

export type LoadFigures = { rps: number; p99Ms: number; ok: number; failed: number };

export type LoadOptions = { url: string; connections: number; seconds: number; headers?: Record<string, string> };

/**
 * Requests per second counts only 2xx/3xx answers (an error page answered fast is no win);
 * p99 is autocannon's latency percentile. A timeout is 30 s, longer than any p99 the issue
 * measured, so that slow answers count as slow rather than vanish as errors.
 */
export async function runLoad({ url, connections, seconds, headers = {} }: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 30, headers });
  const ok = (result["2xx"] ?? 0) + (result["3xx"] ?? 0);
  const failed = result.non2xx - (result["3xx"] ?? 0) + result.errors;
  return { rps: ok / (result.duration || seconds), p99Ms: result.latency.p99, ok, failed };
}

/** Brief warm-up: the first requests compile routes and fill caches, which the figures must not include. */
export async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, connections: 10, duration: 2, timeout: 30, headers });
}
