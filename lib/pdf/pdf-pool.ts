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
import type { RosterPdfRequest } from "@/lib/server/work-tasks";
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

async function cached(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const found = cache.get(key);
  if (found) {
    cache.delete(key);
    cache.set(key, found);
    return found;
  }
  const pdf = new Uint8Array(await render());
  if (PDF_CACHE.entries > 0) remember(key, pdf);
  return pdf;
}

/** Renders (or finds in the cache) a PDF of a laid-out view; throws UNAVAILABLE (503) when too many are waiting. */
export async function renderPdfInPool(input: RenderRosterPdfInput): Promise<Uint8Array> {
  return cached(createHash("sha256").update(JSON.stringify(input)).digest("hex"), () => runWork("pdf", "renderPdf", input));
}

/**
 * A roster's PDF made from its document, laid out and rendered in a worker. The key is the
 * document, the options and the game data's ids and revisions (the view follows from them).
 */
export async function renderRosterPdfInPool(input: RosterPdfRequest): Promise<Uint8Array> {
  const { system, catalogue, ...rest } = input;
  const key = createHash("sha256").update(JSON.stringify(rest)).update(`\u0000${system.id}@${system.revision}\u0000${catalogue.id}@${catalogue.revision}`).digest("hex");
  return cached(key, () => runWork("pdf", "renderRosterExport", input));
}

/** For tests and shutdown: stops the worker threads. */
export function stopPdfWorkers(): Promise<void> {
  return stopWorkers();
}
