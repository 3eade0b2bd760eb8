/**
 * Heavy work off the request thread: a few worker threads (Piscina) run the tasks of
 * work-tasks.ts, each kind of work with a bounded number waiting; past it the answer is 503 with
 * Retry-After, never a longer queue. A task that runs past its kind's time limit is given up and
 * its thread replaced. The event loop that answers requests only hands the work over and reads
 * the result.
 *
 * Next's bundler must not see the worker's file: it is found at run time, at
 * MUSTER_WORK_WORKER_FILE, else in a production server the bundle `npm run build` writes
 * (lib/server/built-worker.ts), else beside the sources (the app runs from the repository), and
 * Piscina is a server external package (next.config.js). Installs of game data (issue 33) use the pool
 * with `runWork("install", task, input)` after adding their task to work-tasks.ts.
 */
import "server-only";
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { MusterError } from "@/lib/errors/muster-error";
import { builtWorkerFile } from "./built-worker";
import { reviveError } from "./work-errors";
import { runTask, workTasks, type WorkMessage, type WorkReply, type WorkTask, type WorkTasks } from "./work-tasks";

export type WorkKind = "pdf" | "import" | "install";

function numberFrom(value: string | undefined, fallback: number, min: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) ? Math.max(min, Math.floor(parsed)) : fallback;
}

/**
 * Threads: one core is left to the event loop, so that every other request stays fast while
 * the workers are busy (MUSTER_WORKERS; 0 runs the work on the request thread, for tests).
 * Per kind: how many may wait or run at once, and how long one may take.
 */
export function workLimitsFrom(env: NodeJS.ProcessEnv = process.env) {
  return {
    threads: numberFrom(env.MUSTER_WORKERS ?? env.MUSTER_PDF_WORKERS, Math.min(4, Math.max(1, os.availableParallelism() - 1)), 0),
    queue: {
      pdf: numberFrom(env.MUSTER_PDF_QUEUE, 8, 1),
      import: numberFrom(env.MUSTER_IMPORT_QUEUE, 16, 1),
      install: numberFrom(env.MUSTER_INSTALL_QUEUE, 4, 1),
    } satisfies Record<WorkKind, number>,
    /** How much lower the worker threads' priority is (MUSTER_WORKER_NICE, 0 to 19). */
    nice: Math.min(19, numberFrom(env.MUSTER_WORKER_NICE, 5, 0)),
    timeoutMs: {
      pdf: numberFrom(env.MUSTER_PDF_TIMEOUT_MS, 30_000, 1000),
      import: numberFrom(env.MUSTER_IMPORT_TIMEOUT_MS, 30_000, 1000),
      install: numberFrom(env.MUSTER_INSTALL_TIMEOUT_MS, 300_000, 1000),
    } satisfies Record<WorkKind, number>,
  };
}

export const WORK_LIMITS = workLimitsFrom();

/** The worker's entry, built at run time so that the bundler leaves it alone. */
function workerFile(): string {
  const parts = ["lib", "server", "work-worker.mjs"];
  return process.env.MUSTER_WORK_WORKER_FILE ?? builtWorkerFile("work-worker") ?? path.resolve(/*turbopackIgnore: true*/ process.cwd(), ...parts);
}

let pool: Piscina | undefined;
/**
 * Tasks are handed to Piscina only when a thread is free, so that a task's time limit starts
 * when it starts running, not while it waits behind others.
 */
let running = 0;
const waiting: (() => void)[] = [];

async function takeThread(): Promise<void> {
  if (running < Math.max(1, WORK_LIMITS.threads)) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseThread(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

const inFlight: Record<WorkKind, number> = { pdf: 0, import: 0, install: 0 };
/** Recent durations per kind, for Retry-After. */
const averageMs: Record<WorkKind, number> = { pdf: 2000, import: 500, install: 10_000 };

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: WORK_LIMITS.threads,
    // Each kind bounds its own waiting; this only keeps the sum bounded too.
    maxQueue: WORK_LIMITS.queue.pdf + WORK_LIMITS.queue.import + WORK_LIMITS.queue.install,
    idleTimeout: 60_000,
    // A worker that runs away with memory is stopped (and replaced) instead of the server.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
    // Worker threads run at a lower priority than the event loop (setpriority per thread, through
    // @napi-rs/nice): when the cores are busy, answering requests comes first.
    niceIncrement: WORK_LIMITS.nice,
  });
  return pool;
}

/** How long a refused client should wait: the work ahead of it, spread over the threads. */
function retryAfterSeconds(kind: WorkKind): number {
  const ahead = (inFlight[kind] * averageMs[kind]) / Math.max(1, WORK_LIMITS.threads);
  return Math.min(60, Math.max(1, Math.ceil(ahead / 1000)));
}

function busy(kind: WorkKind): MusterError {
  const seconds = retryAfterSeconds(kind);
  return new MusterError("UNAVAILABLE", "error.work.busy", { params: { seconds }, data: { retryAfter: seconds } });
}

/** What is waiting or running, per kind (for the health answer and tests). */
export function workInFlight(): Readonly<Record<WorkKind, number>> {
  return { ...inFlight };
}

type Input<T extends WorkTask> = Parameters<WorkTasks[T]>[0];
type Output<T extends WorkTask> = Awaited<ReturnType<WorkTasks[T]>>;

/**
 * Runs `task` in a worker thread as work of `kind`: UNAVAILABLE (503, Retry-After) at once when
 * that kind already has its most waiting, or when it runs past its time limit; the task's own
 * errors are thrown as they were thrown in the worker.
 */
export async function runWork<T extends WorkTask>(kind: WorkKind, task: T, input: Input<T>): Promise<Output<T>> {
  if (inFlight[kind] >= WORK_LIMITS.queue[kind]) throw busy(kind);
  inFlight[kind]++;
  const started = performance.now();
  try {
    const message: WorkMessage = { task, input };
    let reply: WorkReply;
    if (WORK_LIMITS.threads === 0) reply = await runTask(message);
    else {
      await takeThread();
      try {
        reply = (await thePool().run(message, { signal: AbortSignal.timeout(WORK_LIMITS.timeoutMs[kind]) })) as WorkReply;
      } catch (error) {
        const seconds = Math.round(WORK_LIMITS.timeoutMs[kind] / 1000);
        if (error instanceof Error && /abort/i.test(`${error.name} ${error.message}`)) throw new MusterError("UNAVAILABLE", "error.work.timeout", { params: { seconds }, data: { retryAfter: 5 } });
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy(kind);
        throw error;
      } finally {
        releaseThread();
      }
    }
    if (!reply.ok) throw reviveError(reply.error);
    return reply.value as Output<T>;
  } finally {
    inFlight[kind]--;
    averageMs[kind] = averageMs[kind] * 0.8 + (performance.now() - started) * 0.2;
  }
}

/** For tests and shutdown: stops the worker threads (a new pool starts on the next task). */
export async function stopWorkers(): Promise<void> {
  const stopping = pool;
  pool = undefined;
  await stopping?.destroy();
}

/** The tasks by name, for callers that check what exists (tests). */
export const WORK_TASKS = Object.keys(workTasks) as WorkTask[];
