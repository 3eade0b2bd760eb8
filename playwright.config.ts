/**
 * End-to-end tests in Chromium against the production build (`next build` first; `npm test`
 * does it), served by `next start` on port 3100 after scripts/prepare-db.ts has migrated and
 * seeded a fresh embedded database (or the server of DATABASE_URL, when set).
 */
import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { serverEnvironment, serverNodeFlags } from "./scripts/server-node-flags";
import {
  BROKEN_DATABASE_URL,
  E2E_ARMY_BOOK_FILES,
  E2E_BROKEN_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  resolveE2eDataDir,
  resolveE2eGameDataDir,
} from "./e2e/support/e2e-env";

/** Debian's Chromium by default (Playwright's own browsers cannot be downloaded here). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

const NEXT = `"${process.execPath}" node_modules/next/dist/bin/next`;
// The players' server runs in a Node with the flags npm start gives production.
const NEXT_AS_SERVED = `"${process.execPath}" ${serverNodeFlags().join(" ")} node_modules/next/dist/bin/next`;
const PREPARE = `"${process.execPath}" --import tsx scripts/prepare-db.ts`;
// The Army Forge journey needs an army book installed, as an administrator installs one.
const ARMY_BOOK = `"${process.execPath}" --import tsx scripts/data-import.ts ${E2E_ARMY_BOOK_FILES.join(" ")}`;
const gameDataDir = resolveE2eGameDataDir();
const dataDir = resolveE2eDataDir();
const serverEnv = {
  // One test browser saves far more often than a player; tests/db/rate-limits.db.test.ts checks the limits.
  MUSTER_RATE_LIMITS: "off",
  // What npm start sets for the server's Node (glibc's malloc threshold).
  ...serverEnvironment(),
  ...(process.env as Record<string, string>),
  NEXT_TELEMETRY_DISABLED: "1",
  MUSTER_GAME_DATA_DIR: gameDataDir,
  // The account journey starts a mail sink on this port and reads the mails the server sends.
  MUSTER_SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  // The pseudo-locale run (e2e/pseudo-locale.spec.ts) marks every catalogue message.
  MUSTER_PSEUDO_LOCALE: "on",
  // The data index journey (e2e/battlescribe-data-index.spec.ts) serves its repository on loopback.
  MUSTER_ALLOW_PRIVATE_URLS: "1",
  ...(dataDir ? { MUSTER_DATA_DIR: dataDir } : {}),
};

export default defineConfig({
  testDir: "e2e",
  outputDir: path.join("artifacts", "playwright"),
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // One retry in CI: a rare, unreproduced timing failure of the 9th Age magic journey (1 run in
  // 4, passing 6 times in a row locally) must not block a landing; Playwright still reports it
  // as flaky in the list output, and locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath(),
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: [
    {
      command: `${PREPARE} && ${ARMY_BOOK} && ${NEXT_AS_SERVED} start -p ${E2E_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: `${NEXT} start -p ${E2E_BROKEN_PORT} -H 127.0.0.1`,
      port: E2E_BROKEN_PORT,
      env: { ...serverEnv, DATABASE_URL: BROKEN_DATABASE_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
