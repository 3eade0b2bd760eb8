/**
 * The worker pool: a task's own errors come back from the worker thread as the same error
 * types (so routes answer them as before), and a kind past its bound is refused at once with
 * 503 and Retry-After.
 */
import { strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { DataFileError } from "../battlescribe/xml/data-file-error";
import { EngineError } from "../battlescribe/engine/actions";
import { MusterError } from "../errors/muster-error";
import { lyingZip } from "../zip/lying-zip";
import { runWork, stopWorkers, WORK_LIMITS } from "./work-pool";

afterAll(() => stopWorkers());

describe("work pool", () => {
  it("runs a task in a worker thread and gives back its result", async () => {
    const files = await runWork("install", "inflateUploads", [{ fileName: "F.catz", content: zipSync({ "F.cat": strToU8("<catalogue/>") }) }]);
    expect(files.map((f) => [f.fileName, new TextDecoder().decode(f.content)])).toEqual([["F.cat", "<catalogue/>"]]);
  }, 30_000);

  it("throws the worker's errors as the same types", async () => {
    await expect(runWork("install", "inflateUploads", [{ fileName: "Bomb.catz", content: lyingZip("Bomb.cat", 60 * 1024 * 1024, 100) }])).rejects.toBeInstanceOf(DataFileError);
    await expect(runWork("import", "readBsRosterUpload", { fileName: "x.rosz", content: strToU8("PK\u0003\u0004 broken") })).rejects.toBeInstanceOf(EngineError);
    const refused = await runWork("import", "readRosterJson", { text: "{", system: null, catalogue: null }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MusterError);
    expect((refused as MusterError).code).toBe("INVALID_INPUT");
  }, 30_000);

  it("answers 503 with Retry-After at once when a kind has its most waiting", async () => {
    const saved = WORK_LIMITS.queue.import;
    WORK_LIMITS.queue.import = 2;
    try {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => runWork("import", "readRosterJson", { text: "[]", system: null, catalogue: null })));
      const busy = results.filter((r) => r.status === "rejected" && (r.reason as MusterError).code === "UNAVAILABLE");
      expect(busy).toHaveLength(3);
      expect((busy[0] as PromiseRejectedResult).reason).toMatchObject({ data: { retryAfter: expect.any(Number) }, text: { key: "error.work.busy" } });
    } finally {
      WORK_LIMITS.queue.import = saved;
    }
  }, 30_000);
});
