/**
 * A roster's history as a player uses it: a change is saved, History lists both versions with
 * their totals, the changes between them read in words, the old version opens read-only and is
 * restored as a new version (the editor shows it at once; nothing was rewritten).
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { ARTIFACTS_DIR } from "./support/e2e-env";
import { addUnit, unitCards, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

test("history: compare two versions in words, open one read-only, restore it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/rosters/new?system=aof-regiments");
  await page.locator('[data-testid="use-example"][data-example="aof-regiments-750.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  const editorUrl = page.url();
  await expect(unitCards(page, "Griffin")).toHaveCount(1);
  await addUnit(page, "Griffin");
  await waitSaved(page);

  await page.getByTestId("history-open-dialog").click();
  const dialog = page.getByTestId("history-dialog");
  const entries = dialog.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(en.t("history.current", { version: 2 }));
  await dialog.getByTestId("history-compare").click();
  const diff = dialog.getByTestId("history-diff");
  await expect(diff).toContainText(en.t("history.comparing", { from: 1, to: 2 }));
  await expect(diff).toContainText(en.t("diff.unitAdded", { unit: "Griffin", models: 1 }));
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "roster-history-diff.png"), fullPage: true });

  await entries.nth(1).getByTestId("history-restore").click();
  await expect(dialog.getByTestId("history-message")).toHaveText(en.t("history.restored", { version: 1, current: 3 }));
  await expect(entries).toHaveCount(3);
  await dialog.getByTestId("history-close").click();
  await expect(unitCards(page, "Griffin")).toHaveCount(1);
  // The restore was saved on the server, not only shown: a reload shows it.
  await page.reload();
  await expect(unitCards(page, "Griffin")).toHaveCount(1);

  // The version with two Griffins is kept, and opens read-only.
  await page.getByTestId("history-open-dialog").click();
  await page.getByTestId("history-entry").filter({ hasText: en.t("history.version", { version: 2 }) }).getByTestId("history-open").click();
  await expect(page.getByTestId("version-read-only")).toBeVisible();
  await expect(page.getByTestId("print-view")).toContainText("Griffin");
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "roster-history-version.png"), fullPage: true });
  await page.getByRole("link", { name: en.t("history.page.back") }).click();
  await expect(page).toHaveURL(editorUrl);
});
