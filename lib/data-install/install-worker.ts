/**
 * The worker thread installs parse their files in (./install-runner.ts starts it): each message
 * is a task `{ id, task }`, each answer `{ id, result }`, the result's bytes transferred, not
 * copied.
 */
import { parentPort, workerData } from "node:worker_threads";
import runParseDataFileTask, { type ParseDataFileTask } from "./parse-data-file-task";
import { lowerThisThread } from "./thread-priority";

lowerThisThread(Number((workerData as { nice?: number } | null)?.nice ?? 0));

parentPort?.on("message", (message: { id: number; task: ParseDataFileTask }) => {
  const result = runParseDataFileTask(message.task);
  const transfer = result.ok && "file" in result ? [result.file.dataGzip.buffer as ArrayBuffer] : [];
  parentPort?.postMessage({ id: message.id, result }, transfer);
});
