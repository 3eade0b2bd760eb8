/**
 * One Page Rules players arrive with Army Forge lists: import one on My rosters (its army book
 * installed on the server with data:import), read what differs from the book, open it in the
 * editor with the points Muster counts, and hand it back as Army Forge's share text.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { en } from "../lib/i18n/translate";
import { ARTIFACTS_DIR } from "./support/e2e-env";

test.use({ actionTimeout: 15_000 });

const LIST = path.resolve("lib/opr/fixtures/ironbound-list.json");

test("an Army Forge list opens with its stale points and unknown unit named, and exports as Army Forge text", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/rosters");
  await page.getByTestId("import-file").setInputFiles(LIST);
  const notices = page.getByTestId("import-notices");
  await expect(notices).toBeVisible();
  await expect(notices.locator("li")).toHaveText([
    en.t("xui.import.notice.afUnmatchedUnit", { name: "Gyrocopter" }),
    en.t("xui.import.notice.afPointsDiffer", { unit: "Rangers", stored: 75, recomputed: 80 }),
    en.t("xui.import.notice.afTotalDiffers", { stored: 713, recomputed: 628 }),
  ]);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "army-forge-import-notices.png"), fullPage: true });

  await page.getByTestId("import-open").click();
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  await expect(page.getByTestId("roster-editor")).toContainText("Thane Grimbeard");
  await expect(page.getByTestId("roster-editor")).toContainText("Steam Tank");
  await expect(page.getByTestId("roster-editor")).toContainText("628");
  // What the book lacks stays with the roster, in its notes, where the player reads it.
  await expect(page.getByTestId("roster-notes")).toContainText("Gyrocopter");
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "army-forge-editor.png"), fullPage: true });

  await page.getByTestId("export-menu").locator("summary").click();
  const link = page.getByTestId("export-armyforge");
  await expect(link).toHaveText(en.t("xui.export.armyForge"));
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("ironbound-vanguard-army-forge.txt");
  const text = fs.readFileSync(await download.path(), "utf8");
  expect(text.split("\n")[0]).toBe("++ Ironbound vanguard (AoFR) [628pts] ++");
  expect(text).toContain("Warriors [20] Q4+ D4+ | 278pts | Fearless\nSpears (A1, Counter), Sergeant, 2x Pistol (12\", A1)");
});

test("Army Forge's share text is not offered for a game Army Forge does not have", async ({ page }) => {
  await page.goto("/rosters/new?system=t9a");
  await page.locator('[data-testid="use-example"][data-example="t9a-4500.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await page.getByTestId("export-menu").locator("summary").click();
  await expect(page.getByTestId("export-json")).toBeVisible();
  await expect(page.getByTestId("export-armyforge")).toHaveCount(0);
});
