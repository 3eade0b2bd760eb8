/**
 * Where install tasks run. On the server: in one worker thread, started on first use and ended
 * when idle, so that reading a 40 MB repository never holds the request thread (the health
 * check answers while it installs). In the CLI and the tests: in the calling thread.
 *
 * This is a small seam on purpose: a worker pool for every heavy job (PDFs, roster imports) is
 * being built beside it (lib/server/…, on piscina). Its tasks take the same shape, a plain task
 * in and a plain result out, with ./parse-data-file-task.ts's default export as the function, so
 * joining them is replacing `createWorkerRunner` by a call to that pool.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { HeadResult } from "../battlescribe/xml/read-file-head";
import { builtWorkerFile } from "../server/built-worker";
import { installWorkerNice } from "./thread-priority";
import runParseDataFileTask, { rebuildTaskError, type ParseDataFileTask, type ParsedDataFile, type TaskResult } from "./parse-data-file-task";

export type InstallRunner = {
  /** The file read and made ready to store; its bytes are the runner's from then on. */
  parse(fileName: string, bytes: Uint8Array): Promise<ParsedDataFile>;
  /** What the file is; its bytes are copied, not taken. */
  head(fileName: string, bytes: Uint8Array): Promise<HeadResult>;
};

function unwrap(result: TaskResult): ParsedDataFile | HeadResult {
  if (!result.ok) throw rebuildTaskError(result.error);
  return "file" in result ? result.file : result.head;
}

export const inlineRunner: InstallRunner = {
  parse: async (fileName, bytes) => unwrap(runParseDataFileTask({ fileName, bytes })) as ParsedDataFile,
  head: async (fileName, bytes) => unwrap(runParseDataFileTask({ op: "head", fileName, bytes })) as HeadResult,
};

const IDLE_MS = 30_000;

/**
 * A production server starts the worker's bundle (.next/workers, lib/server/built-worker.ts).
 * Otherwise the worker runs from its TypeScript source, started through
 * ./ts-worker-bootstrap.mjs, which registers tsx's loader in the new thread first (loader hooks
 * are per thread); under `next dev` (Next sets NEXT_RUNTIME) the source is found from the working
 * folder, since the bundler writes its own location into `import.meta.url`. Paths are built at
 * run time so that the bundler takes neither the bootstrap nor tsx into the server build. (A
 * worker bundled by webpack itself would be looked for under its public path, /_next/….)
 */
function startWorker(): Worker {
  // The worker lowers its own thread's priority (./thread-priority.ts).
  const nice = installWorkerNice();
  const built = builtWorkerFile("install-worker");
  if (built) return new Worker(pathToFileURL(built), { workerData: { nice } });
  const here = process.env.NEXT_RUNTIME ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), ...["lib", "data-install"]) : path.dirname(fileURLToPath(import.meta.url));
  const bootstrap = pathToFileURL(path.join(here, ["ts-worker-bootstrap", "mjs"].join(".")));
  return new Worker(bootstrap, { workerData: { url: pathToFileURL(path.join(here, "install-worker.ts")).href, nice } });
}

export function createWorkerRunner(): InstallRunner {
  let worker: Worker | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: ParsedDataFile | HeadResult) => void; reject: (error: Error) => void }>();

  const fail = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  };

  const ensure = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.on("message", (message: { id: number; result: TaskResult }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      try {
        waiting.resolve(unwrap(message.result));
      } catch (error) {
        waiting.reject(error as Error);
      }
      if (pending.size === 0) scheduleIdle();
    });
    started.on("error", (error) => fail(error instanceof Error ? error : new Error(String(error))));
    started.on("exit", () => {
      if (worker === started) fail(new Error("the install worker stopped"));
    });
    worker = started;
    return started;
  };

  const scheduleIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      const stopping = worker;
      worker = undefined;
      if (pending.size === 0) void stopping?.terminate();
    }, IDLE_MS);
    idle.unref();
  };

  const run = (task: ParseDataFileTask, transfer: ArrayBuffer[]) =>
    new Promise<ParsedDataFile | HeadResult>((resolve, reject) => {
      clearTimeout(idle);
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      ensure().postMessage({ id, task }, transfer);
    });

  return {
    parse: async (fileName, bytes) => {
      // The bytes are the worker's from now on: transferred, not copied, when they own their buffer.
      const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      return (await run({ fileName, bytes }, owned ? [bytes.buffer as ArrayBuffer] : [])) as ParsedDataFile;
    },
    head: async (fileName, bytes) => (await run({ op: "head", fileName, bytes }, [])) as HeadResult,
  };
}

let shared: InstallRunner | undefined;

/** The server's runner: one worker thread for every install in this process. */
export function serverInstallRunner(): InstallRunner {
  shared ??= createWorkerRunner();
  return shared;
}
