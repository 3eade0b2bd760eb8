import os from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { installWorkerNice, lowerThisThread } from "./thread-priority";

describe("the install worker's priority", () => {
  it("is 5 lower by default, as MUSTER_WORKER_NICE says otherwise (0 to 19)", () => {
    expect(installWorkerNice({})).toBe(5);
    expect(installWorkerNice({ MUSTER_WORKER_NICE: "0" })).toBe(0);
    expect(installWorkerNice({ MUSTER_WORKER_NICE: "40" })).toBe(19);
    expect(installWorkerNice({ MUSTER_WORKER_NICE: "x" })).toBe(5);
  });

  it("is lowered on Linux only, never past 19, and a refusal leaves it as it is", () => {
    const system = { getPriority: vi.fn(() => 17), setPriority: vi.fn() };
    expect(lowerThisThread(5, "linux", system as unknown as typeof os)).toBe(true);
    expect(system.setPriority).toHaveBeenCalledWith(19);
    expect(lowerThisThread(5, "darwin", system as unknown as typeof os)).toBe(false);
    expect(lowerThisThread(0, "linux", system as unknown as typeof os)).toBe(false);
    expect(lowerThisThread(5, "linux", { getPriority: () => 0, setPriority: () => { throw new Error("EACCES"); } } as unknown as typeof os)).toBe(false);
  });

  it.runIf(process.platform === "linux")("lowers only the thread that asks, not the server's event loop", async () => {
    const before = os.getPriority();
    const code = `const os = require("node:os"); const { parentPort } = require("node:worker_threads"); const was = os.getPriority(); os.setPriority(Math.min(19, was + 1)); parentPort.postMessage([was, os.getPriority()]);`;
    const [was, now] = await new Promise<[number, number]>((resolve, reject) => {
      const worker = new Worker(code, { eval: true });
      worker.once("message", (message: [number, number]) => {
        void worker.terminate();
        resolve(message);
      });
      worker.once("error", reject);
    });
    expect(now).toBe(Math.min(19, was + 1));
    expect(os.getPriority()).toBe(before);
  });
});
