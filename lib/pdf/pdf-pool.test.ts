/**
 * The PDF pool: PDFs are made in worker threads (lib/server/work-pool.ts), the same PDF twice
 * comes from the cache, a full queue answers UNAVAILABLE (503, with Retry-After) at once, and a
 * PDF that takes too long is given up (its thread replaced) while the next one still works.
 */
import { afterAll, describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { MusterError } from "../errors/muster-error";
import { describeRoster } from "../exchange/roster-view";
import { loadGameData } from "../gamedata/load-dir";
import { WORK_LIMITS } from "../server/work-pool";
import { renderPdfInPool, stopPdfWorkers } from "./pdf-pool";

const data = await loadGameData();

function inputFor(file: string, name = "Pool test") {
  const roster = { ...data.examples.find((e) => e.file === file)!.roster, name };
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  const view = describeRoster(roster, system, catalogue, { evaluation: evaluate(roster, system, catalogue, { available: false }) });
  return { view, cards: null, paper: "a4" as const };
}

afterAll(() => stopPdfWorkers());

describe("PDF pool", () => {
  it("renders in a worker thread and serves the same PDF again from the cache", async () => {
    const input = inputFor("aof-regiments-750.json");
    const first = await renderPdfInPool(input);
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe("%PDF-");
    const again = await renderPdfInPool(inputFor("aof-regiments-750.json"));
    expect(again).toBe(first);
  }, 60_000);

  it("answers UNAVAILABLE at once when the queue is full", async () => {
    const saved = WORK_LIMITS.queue.pdf;
    WORK_LIMITS.queue.pdf = 1;
    try {
      const results = await Promise.allSettled(["A", "B", "C", "D"].map((n) => renderPdfInPool(inputFor("aof-regiments-750.json", `Queue ${n}`))));
      const refused = results.filter((r) => r.status === "rejected");
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "UNAVAILABLE", data: { retryAfter: expect.any(Number) } });
      expect(results.some((r) => r.status === "fulfilled")).toBe(true);
    } finally {
      WORK_LIMITS.queue.pdf = saved;
    }
  }, 60_000);

  it("gives up a PDF that takes too long, and the next one still works", async () => {
    const saved = WORK_LIMITS.timeoutMs.pdf;
    WORK_LIMITS.timeoutMs.pdf = 5;
    try {
      await expect(renderPdfInPool(inputFor("t9a-4500.json", "Too slow"))).rejects.toBeInstanceOf(MusterError);
    } finally {
      WORK_LIMITS.timeoutMs.pdf = saved;
    }
    const next = await renderPdfInPool(inputFor("t9a-4500.json", "After the timeout"));
    expect(new TextDecoder().decode(next.slice(0, 5))).toBe("%PDF-");
  }, 60_000);
});
