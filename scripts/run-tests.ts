/**
 * `npm test`: every check of the project, in order: Prisma client, typecheck, lint, unit
 * tests, database tests, production build, end-to-end tests. Runs them all even when one
 * fails (the end-to-end tests need the build), and ends with one line: `N passed, N failed`.
 *
 * `npm test -- --database-only`: only what touches the database (the database tests and the
 * end-to-end tests but those of ONCE_SPECS, which check layout, words and accessibility),
 * on the build already made. CI runs it in the second database mode (.ci/run): everything
 * else gives the same answer in either mode.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatSummary, summarize, type StepOutcome } from "./support/test-summary";

const REPORTS = path.join("artifacts", "test-results");
const BIN = (name: string) => path.join("node_modules", ".bin", name);

type Step = {
  name: string;
  command: string[];
  /** JSON report the step writes, relative to REPORTS. */
  report?: string;
  check?: boolean;
  env?: Record<string, string>;
  needs?: string;
};

// The end-to-end server's fresh embedded database (unused when DATABASE_URL is set); removed
// at the end. playwright.config.ts makes its own when run directly.
const e2eRoot = fs.mkdtempSync(path.join(os.tmpdir(), "muster-e2e-"));

const databaseOnly = process.argv.includes("--database-only");
/**
 * End-to-end specs whose answer the database mode cannot change (layout, words, accessibility,
 * headers, what a PDF looks like): the second mode skips them. Matched against the test's
 * title path, which starts with its file.
 */
const ONCE_SPECS = [
  "accessibility", // axe-core, target sizes and reflow on every page and state
  "languages", // every language's words on the pages
  "pseudo-locale", // no word outside the catalogue
  "keyboard-journey", // reaching everything with the keyboard
  "roster-phone", // the phone layout and its unit sheet
  "security-headers", // CSP and headers on every answer
  "exchange-pdf", // what the PDF list and cards look like
  "roster-example-print", // the print view
];
const ONCE_GREP = `(${ONCE_SPECS.join("|")})\\.spec\\.ts`;

const allSteps: Step[] = [
  { name: "prisma generate", command: [BIN("prisma"), "generate"], check: true },
  { name: "typecheck", command: [BIN("tsc"), "--noEmit"], check: true },
  { name: "lint", command: [BIN("eslint"), "."], check: true },
  {
    name: "unit tests",
    command: [BIN("vitest"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/unit.json`],
    report: "unit.json",
  },
  {
    name: "database tests",
    command: [
      BIN("vitest"),
      "run",
      "--config",
      "vitest.db.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/db.json`,
    ],
    report: "db.json",
  },
  // `npm run build`: Next's build and the worker threads' bundles (scripts/build-workers.ts).
  { name: "build", command: ["npm", "run", "build"], check: true },
  {
    name: "end-to-end tests",
    command: [BIN("playwright"), "test", "--reporter=list,json"],
    report: "e2e.json",
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, "e2e.json"), MUSTER_E2E_DATA_DIR: path.join(e2eRoot, "pglite") },
    needs: "build",
  },
];

const DATABASE_STEPS = new Set(["prisma generate", "database tests", "end-to-end tests"]);
const steps: Step[] = databaseOnly
  ? allSteps
      .filter((step) => DATABASE_STEPS.has(step.name))
      .map((step) => (step.name === "end-to-end tests" ? { ...step, command: [...step.command, "--grep-invert", ONCE_GREP], needs: undefined } : step))
  : allSteps;

if (databaseOnly && !fs.existsSync(path.join(".next", "BUILD_ID"))) {
  console.error("npm test -- --database-only runs on the production build of a full `npm test`; run that first (there is no .next/BUILD_ID).");
  process.exit(1);
}

function run(command: string[], env: Record<string, string>): Promise<number> {
  const [file, ...args] = command;
  const child = spawn(file!, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  return new Promise((resolve) => {
    child.on("error", () => resolve(127));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

function readReport(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(REPORTS, file), "utf8"));
  } catch {
    return undefined;
  }
}

fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const outcomes: (StepOutcome & { seconds: number; skipped?: boolean })[] = [];
for (const step of steps) {
  const needed = step.needs ? outcomes.find((o) => o.name === step.needs) : undefined;
  if (needed && !needed.ok) {
    outcomes.push({ name: step.name, ok: false, seconds: 0, skipped: true });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const code = await run(step.command, step.env ?? {});
  outcomes.push({
    name: step.name,
    ok: code === 0,
    check: step.check,
    report: step.report ? readReport(step.report) : undefined,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

fs.rmSync(e2eRoot, { recursive: true, force: true });

console.log("");
for (const outcome of outcomes) {
  const state = outcome.skipped ? `skipped (${steps.find((s) => s.name === outcome.name)?.needs} failed)` : outcome.ok ? "ok" : "FAILED";
  console.log(`${outcome.name.padEnd(18)} ${state}${outcome.skipped ? "" : ` (${outcome.seconds}s)`}`);
}
const counts = summarize(outcomes);
console.log(formatSummary(counts));
process.exitCode = counts.failed === 0 ? 0 : 1;
