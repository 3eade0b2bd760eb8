/**
 * Issue 9 item 6 at phone width: the unit browser is a sheet over the list, a new unit comes into
 * view and is confirmed, units are grouped by role as the exports group them, and a collapsed
 * 15-unit 40k detachment fits in three phone screens.
 */
import { expect, test, type Page } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { loadGame, shoot, waitSaved } from "./support/roster-ui";

const PHONE = { width: 390, height: 844 };

async function startFromExample(page: Page, systemId: string, file: string): Promise<void> {
  await page.goto(`/rosters/new?system=${systemId}`);
  await page.locator(`[data-testid="use-example"][data-example="${file}"]`).click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await page.getByTestId("roster-editor").waitFor();
}

test("a 15-unit detachment, collapsed, fits in three phone screens, grouped by role", async ({ page }) => {
  test.setTimeout(90_000);
  const game = await loadGame("wh40k-9e", "space-marines");
  await page.setViewportSize(PHONE);
  await startFromExample(page, "wh40k-9e", "wh40k-2000-battalion-patrol.json");
  await page.getByRole("button", { name: en.t("force.removeNamed", { name: "Patrol Detachment" }) }).click();
  await expect(page.getByTestId("force")).toHaveCount(1);
  await expect(page.getByTestId("unit-card")).toHaveCount(15);
  await waitSaved(page);

  // Groups follow the game system's order of roles, as the PDF list and text export do.
  const groups = await page.getByTestId("unit-group").evaluateAll((els) => els.map((el) => el.getAttribute("data-category-id")));
  const order = game.system.categories.map((c) => c.id);
  expect(groups.map((id) => order.indexOf(id ?? ""))).toEqual([...groups.map((id) => order.indexOf(id ?? ""))].sort((a, b) => a - b));
  expect(groups[0]).toBe("hq");

  // The unit browser is not a block above the roster: the first card starts within the first screen.
  const firstCard = await page.getByTestId("unit-card").first().boundingBox();
  expect(firstCard!.y).toBeLessThan(PHONE.height);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`15 collapsed units at 390x844: page height ${height}px = ${(height / PHONE.height).toFixed(2)} screens`);
  await shoot(page, "phone-15-units-collapsed", { fullPage: true });
  expect(height).toBeLessThanOrEqual(3 * PHONE.height);
});

test("on a phone, Add units opens a sheet; a unit added scrolls into view, is confirmed, and joins its role group", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await startFromExample(page, "wh40k-9e", "wh40k-2000-battalion-patrol.json");
  await page.getByTestId("toggle-browser").click();
  const sheet = page.getByTestId("browser-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId("unit-search")).toBeFocused();
  await page.keyboard.type("Rhino");
  await page.keyboard.press("Enter");
  await expect(sheet.getByTestId("browser-added")).toHaveText(en.t("browser.added", { name: "Rhino" }));
  await expect(page.getByTestId("editor-announcement")).toHaveText(en.t("browser.added", { name: "Rhino" }));
  await shoot(page, "phone-sheet-added", { fullPage: false });
  await page.getByTestId("close-browser").click();
  await expect(sheet).toHaveCount(0);
  // Closing the sheet goes to the new Rhino: open, in view, with the other Dedicated Transports of its detachment.
  const rhinos = page.getByTestId("unit-group").and(page.locator('[data-category-id="dedicated-transport"]')).first().getByTestId("unit-card");
  const added = rhinos.last();
  await expect(rhinos).toHaveCount(2);
  await expect(added).toBeFocused();
  await expect(added.getByTestId("unit-toggle")).toHaveAttribute("aria-expanded", "true");
  await expect(added).toBeInViewport();
  await shoot(page, "phone-added-in-view", { fullPage: false });
});
