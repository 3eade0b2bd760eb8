/**
 * PDFs are rendered in the worker threads of lib/server/work-pool.ts (kind "pdf": at most
 * MUSTER_PDF_QUEUE waiting or running, past that 503 with Retry-After; MUSTER_PDF_TIMEOUT_MS per
 * PDF), never on the event loop that answers requests. Finished PDFs are cached by what they are
 * made of (a roster id + version + options makes the same view, so the same key); the cache is
 * per process and safe to lose.
 */
import "server-only";
import { createHash } from "node:crypto";
import { runWork, stopWorkers } from "@/lib/server/work-pool";
import type { RenderRosterPdfInput } from "./render-roster-pdf";

export const PDF_CACHE = {
  // MUSTER_PDF_CACHE=0 turns the cache off (the load benchmark measures rendering, not the cache).
  entries: process.env.MUSTER_PDF_CACHE === "0" ? 0 : 64,
  bytes: 64 * 1024 * 1024,
};

const cache = new Map<string, Uint8Array>();
let cacheBytes = 0;

function remember(key: string, pdf: Uint8Array): void {
  cache.set(key, pdf);
  cacheBytes += pdf.byteLength;
  for (const [oldKey, old] of cache) {
    if (cache.size <= PDF_CACHE.entries && cacheBytes <= PDF_CACHE.bytes) break;
    cache.delete(oldKey);
    cacheBytes -= old.byteLength;
  }
}

/** Renders (or finds in the cache) a PDF; throws UNAVAILABLE (503) when too many are waiting. */
export async function renderPdfInPool(input: RenderRosterPdfInput): Promise<Uint8Array> {
  const key = createHash("sha256").update(JSON.stringify(input)).digest("hex");
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const pdf = new Uint8Array(await runWork("pdf", "renderPdf", input));
  if (PDF_CACHE.entries > 0) remember(key, pdf);
  return pdf;
}

/** For tests and shutdown: stops the worker threads. */
export function stopPdfWorkers(): Promise<void> {
  return stopWorkers();
}
