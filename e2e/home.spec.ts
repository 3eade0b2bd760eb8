import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loadGameData } from "../lib/gamedata/load-dir";
import { convertBookFiles } from "../lib/opr/read-book-files";
import { oprGameSystemTableSchema } from "../lib/opr/game-systems";
import { ARTIFACTS_DIR, E2E_ARMY_BOOK_FILES, E2E_BROKEN_PORT, resolveE2eGameDataDir } from "./support/e2e-env";

/** The army book the server installed before it started, as data:import converted it. */
function installedArmyBooks() {
  const table = oprGameSystemTableSchema.parse(JSON.parse(fs.readFileSync("data/opr/game-systems.json", "utf8")));
  const converted = convertBookFiles(E2E_ARMY_BOOK_FILES.map((file) => ({ fileName: path.basename(file), text: fs.readFileSync(file, "utf8") })), table);
  if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
  return converted.books.map((book) => book.catalogue);
}

test.beforeAll(() => {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
});

test("the home page lists every game system and faction the database was seeded with", async ({ page }) => {
  // The same files the server seeded PostgreSQL from; the page reads only the database.
  const data = await loadGameData(resolveE2eGameDataDir());
  expect(data.systems.length).toBeGreaterThan(0);
  const allCatalogues = [...data.catalogues, ...installedArmyBooks()];

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByTestId("game-system");
  await expect(cards).toHaveCount(data.systems.length);
  for (const system of data.systems) {
    const card = cards.filter({ has: page.getByRole("heading", { name: system.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(system.shortName);
    const catalogues = allCatalogues.filter((catalogue) => catalogue.gameSystemId === system.id);
    await expect(card.getByTestId("faction")).toHaveCount(catalogues.length);
    for (const catalogue of catalogues) {
      const faction = card.getByTestId("faction").filter({ hasText: catalogue.name });
      await expect(faction).toBeVisible();
      // A player judges the numbers by where they come from: every shipped catalogue says so.
      if (catalogue.source) {
        await expect(faction.getByTestId("faction-source")).toContainText(catalogue.source.points);
        await expect(faction.getByTestId("faction-source")).toContainText(catalogue.source.checked);
      }
    }
  }
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "home.png"), fullPage: true });
});

test("the home page follows a dark colour scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.getByTestId("game-system").first()).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const channels = background.match(/[\d.]+/g)?.slice(0, 3).map(Number) ?? [];
  // oklch() or rgb(): either way the first channel is lightness/red, low in a dark theme.
  expect(channels.length).toBe(3);
  expect(channels[0]).toBeLessThan(background.startsWith("oklch") ? 0.3 : 60);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "home-dark.png"), fullPage: true });
});

test("/api/health reports the database mode and every migration applied", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const migrations = fs.readdirSync("prisma/migrations").filter((name) => fs.existsSync(`prisma/migrations/${name}/migration.sql`));
  expect(await response.json()).toEqual({
    status: "ok",
    database: {
      mode: process.env.DATABASE_URL?.trim() ? "server" : "embedded",
      migrations: { applied: migrations.length, pending: [], upToDate: true },
    },
  });
});

test("an unreachable database shows an error state on the page and in /api/health", async ({ page, request }) => {
  const broken = `http://127.0.0.1:${E2E_BROKEN_PORT}`;
  await page.goto(`${broken}/`);
  const alert = page.getByTestId("database-error");
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Cannot reach the PostgreSQL server at 127.0.0.1:1");
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "home-database-error.png"), fullPage: true });

  const response = await request.get(`${broken}/api/health`);
  expect(response.status()).toBe(503);
  const health = await response.json();
  expect(health.status).toBe("error");
  expect(health.database.mode).toBe("server");
  expect(health.database.error).toMatch(/^Cannot reach the PostgreSQL server at 127\.0\.0\.1:1/);
});

test("the site has an icon: linked from every page, and /favicon.ico for browsers that ask for it", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  expect((await request.get(href as string)).status()).toBe(200);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
