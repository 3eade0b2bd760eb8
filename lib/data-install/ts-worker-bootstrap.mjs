// Starts a worker thread from TypeScript source (tsx and vitest runs): loader hooks are per
// thread, so tsx's are registered here before the module named in workerData is imported.
// The compiled server never uses this file: its worker is bundled JavaScript.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.url);
