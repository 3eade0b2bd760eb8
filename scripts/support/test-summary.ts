/** Counts from the JSON reports of Vitest and Playwright, summed into one line. Pure. */

export type StepOutcome = {
  name: string;
  /** The step's process exited with 0. */
  ok: boolean;
  /** Parsed JSON report, when the step writes one. */
  report?: unknown;
  /** The step does not run tests (typecheck, lint, build): it counts as one check. */
  check?: boolean;
};

export type Counts = { passed: number; failed: number };

type VitestReport = { numPassedTests?: number; numFailedTests?: number };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number } };

export function countReport(report: unknown): Counts | undefined {
  if (!report || typeof report !== "object") return undefined;
  const vitest = report as VitestReport;
  if (typeof vitest.numPassedTests === "number") {
    return { passed: vitest.numPassedTests, failed: vitest.numFailedTests ?? 0 };
  }
  const stats = (report as PlaywrightReport).stats;
  if (stats && typeof stats.expected === "number") {
    return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  }
  return undefined;
}

/**
 * Sums the test counts. A failed step that reports no failed test (a type error, a lint
 * error, a crash before any test ran) adds one failure, so that "0 failed" always means
 * the whole run passed.
 */
export function summarize(steps: StepOutcome[]): Counts {
  const total: Counts = { passed: 0, failed: 0 };
  for (const step of steps) {
    const counts = step.check ? undefined : countReport(step.report);
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
    }
    if (!step.ok && (!counts || counts.failed === 0)) total.failed += 1;
  }
  return total;
}

export function formatSummary(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed`;
}
