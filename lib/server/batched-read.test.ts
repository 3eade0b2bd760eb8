import { describe, expect, it } from "vitest";
import { batchedRead } from "./batched-read";

/** A read whose answers the test releases one at a time; each answer is the read's number. */
function controlledRead() {
  const pending: { started: number; resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push({ started, resolve, reject });
    });
  return { read, pending, startedCount: () => started };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("batchedRead", () => {
  it("starts a read at once when none runs", async () => {
    const c = controlledRead();
    const get = batchedRead(c.read);
    const first = get();
    expect(c.startedCount()).toBe(1);
    c.pending[0]!.resolve(1);
    expect(await first).toBe(1);
  });

  it("answers callers who arrive during a read with one new read started after it ends", async () => {
    const c = controlledRead();
    const get = batchedRead(c.read);
    const first = get();
    const later = [get(), get(), get()];
    expect(c.startedCount()).toBe(1);
    c.pending[0]!.resolve(1);
    await flush();
    expect(c.startedCount()).toBe(2);
    c.pending[1]!.resolve(2);
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
  });

  it("still starts the next read when the running one fails, and passes the failure only to its callers", async () => {
    const c = controlledRead();
    const get = batchedRead(c.read);
    const first = get();
    const later = get();
    c.pending[0]!.reject(new Error("down"));
    await expect(first).rejects.toThrow("down");
    await flush();
    c.pending[1]!.resolve(2);
    expect(await later).toBe(2);
    const after = get();
    expect(c.startedCount()).toBe(3);
    c.pending[2]!.resolve(3);
    expect(await after).toBe(3);
  });
});
