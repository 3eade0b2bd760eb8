/**
 * PDF rendering off the request thread: a few renderer processes (pdf-worker.ts), a bounded
 * queue (past it: 503 with Retry-After), a time limit per PDF (the renderer is replaced), and a
 * cache of finished PDFs keyed by what they are made of (a roster id + version + options makes
 * the same view, so the same key). The cache is per process and safe to lose.
 */
import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { MusterError, type ErrorText, type ProblemText } from "@/lib/errors/muster-error";
import { renderRosterPdf, type RenderRosterPdfInput } from "./render-roster-pdf";

type Pending = { id: number; input: RenderRosterPdfInput; resolve: (pdf: Uint8Array) => void; reject: (error: unknown) => void };
type Worker = { process: ChildProcess; job?: Pending; timer?: NodeJS.Timeout };

export const PDF_LIMITS = {
  // One core is left to the server itself, so that reads stay fast while PDFs are made.
  workers: Math.max(0, Number(process.env.MUSTER_PDF_WORKERS ?? Math.min(4, Math.max(1, os.availableParallelism() - 1)))),
  queue: Math.max(1, Number(process.env.MUSTER_PDF_QUEUE ?? 8) || 8),
  timeoutMs: Math.max(1000, Number(process.env.MUSTER_PDF_TIMEOUT_MS ?? 30_000) || 30_000),
  // MUSTER_PDF_CACHE=0 turns the cache off (the load benchmark measures rendering, not the cache).
  cacheEntries: process.env.MUSTER_PDF_CACHE === "0" ? 0 : 64,
  cacheBytes: 64 * 1024 * 1024,
};

const workers: Worker[] = [];
const queue: Pending[] = [];
const cache = new Map<string, Uint8Array>();
let cacheBytes = 0;
let nextId = 0;

function busy(): MusterError {
  return new MusterError("UNAVAILABLE", "error.pdf.busy", { data: { retryAfter: 5 } });
}

/** The renderer's source file, run with tsx; built at run time so that the bundler leaves it alone. */
function workerFile(): string {
  const parts = ["lib", "pdf", "pdf-worker.ts"];
  return process.env.MUSTER_PDF_WORKER_FILE ?? path.resolve(process.cwd(), ...parts);
}

function startWorker(): Worker {
  const child = fork(workerFile(), [], {
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const worker: Worker = { process: child };
  child.on("message", (message: { id: number; pdf?: Uint8Array; error?: { code?: string; message: string; text?: ErrorText; problemTexts?: ProblemText[] } }) => {
    const job = worker.job;
    if (!job || job.id !== message.id) return;
    finish(worker);
    if (message.pdf) job.resolve(new Uint8Array(message.pdf));
    else if (message.error?.code && message.error.text) {
      const { code, text, problemTexts } = message.error;
      job.reject(new MusterError(code as never, text.key, { ...(text.params ? { params: text.params } : {}), ...(text.english !== undefined ? { english: text.english } : {}), problems: problemTexts ?? [] }));
    } else job.reject(new Error(message.error?.message));
  });
  child.on("exit", () => {
    const job = worker.job;
    workers.splice(workers.indexOf(worker), 1);
    if (worker.timer) clearTimeout(worker.timer);
    if (job) job.reject(new MusterError("UNAVAILABLE", "error.pdf.timeout", { data: { retryAfter: 5 } }));
    pump();
  });
  workers.push(worker);
  return worker;
}

function finish(worker: Worker): void {
  if (worker.timer) clearTimeout(worker.timer);
  worker.job = undefined;
  worker.timer = undefined;
  pump();
}

function pump(): void {
  while (queue.length > 0) {
    let worker = workers.find((w) => !w.job);
    if (!worker && workers.length < PDF_LIMITS.workers) worker = startWorker();
    if (!worker) return;
    const job = queue.shift() as Pending;
    worker.job = job;
    const running = worker;
    // A PDF that takes too long is given up, and its renderer replaced.
    worker.timer = setTimeout(() => running.process.kill("SIGKILL"), PDF_LIMITS.timeoutMs);
    worker.process.send({ id: job.id, input: job.input });
  }
}

function remember(key: string, pdf: Uint8Array): void {
  cache.set(key, pdf);
  cacheBytes += pdf.byteLength;
  for (const [oldKey, old] of cache) {
    if (cache.size <= PDF_LIMITS.cacheEntries && cacheBytes <= PDF_LIMITS.cacheBytes) break;
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
  let pdf: Uint8Array;
  if (PDF_LIMITS.workers === 0) {
    pdf = await renderRosterPdf(input);
  } else {
    if (queue.length >= PDF_LIMITS.queue) throw busy();
    pdf = await new Promise<Uint8Array>((resolve, reject) => {
      queue.push({ id: ++nextId, input, resolve, reject });
      pump();
    });
  }
  if (PDF_LIMITS.cacheEntries > 0) remember(key, pdf);
  return pdf;
}

/** For tests and shutdown: stops the renderer processes. */
export function stopPdfWorkers(): void {
  for (const worker of [...workers]) worker.process.kill();
}
