import { describe, expect, it } from "vitest";
import { countReport, formatSummary, summarize } from "./test-summary";

const vitest = (passed: number, failed: number) => ({ numPassedTests: passed, numFailedTests: failed, numTotalTests: passed + failed });
const playwright = (expected: number, unexpected: number, flaky = 0) => ({ stats: { expected, unexpected, flaky, skipped: 0 } });

describe("countReport", () => {
  it("reads Vitest's and Playwright's JSON reports", () => {
    expect(countReport(vitest(10, 2))).toEqual({ passed: 10, failed: 2 });
    expect(countReport(playwright(3, 1, 1))).toEqual({ passed: 4, failed: 1 });
    expect(countReport(undefined)).toBeUndefined();
    expect(countReport({ something: "else" })).toBeUndefined();
  });
});

describe("summarize", () => {
  it("adds up the tests of every step", () => {
    const steps = [
      { name: "typecheck", ok: true, check: true },
      { name: "unit", ok: true, report: vitest(200, 0) },
      { name: "db", ok: true, report: vitest(30, 0) },
      { name: "e2e", ok: true, report: playwright(4, 0) },
    ];
    expect(formatSummary(summarize(steps))).toBe("234 passed, 0 failed");
  });

  it("counts failed tests once, and a failed step without failed tests as one failure", () => {
    const steps = [
      { name: "typecheck", ok: false, check: true },
      { name: "unit", ok: false, report: vitest(5, 2) },
      { name: "db", ok: false, report: vitest(3, 0) }, // e.g. an unhandled error after the tests
      { name: "e2e", ok: false }, // no report: the build failed
    ];
    expect(summarize(steps)).toEqual({ passed: 8, failed: 5 });
  });
});
