/**
 * The BattleScribe builder has what Muster's editor has (issue 32), on the corpus's 40k 10th
 * edition Space Marines: "/" to search, units under their roles with their costs, why an entry
 * cannot be added, radio buttons for a choice of one with each option's cost, issues beside the
 * roster marked on their unit, rename (customName in the .ros), duplicate, undo/redo, the phone
 * sheet at 390 px, and a unit added with the keyboard alone. The data is third-party
 * (../shared/corpus); without it the journey is skipped, saying so.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { findCorpus } from "../tests/support/corpus-path";
import { shoot } from "./support/roster-ui";

const corpus = findCorpus();

test.skip(!corpus, "../shared/corpus is absent: the 10e builder journey needs the third-party files");

async function openSpaceMarines(page: Page): Promise<void> {
  const data = path.join(corpus!, "bsdata/wh40k-10e");
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles(fs.readdirSync(data).map((name) => path.join(data, name)));
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed Warhammer 40,000", { timeout: 90_000 });
  await page.getByTestId("data-package").filter({ hasText: "Warhammer 40,000" }).getByTestId("data-package-build").click();
  await page.getByTestId("bs-catalogue").selectOption({ label: "Imperium - Adeptus Astartes - Space Marines" });
  await page.getByTestId("bs-force-entry").selectOption({ label: "Army Roster" });
  await page.getByTestId("bs-add-force").click();
  await expect(page.getByTestId("bs-selection").filter({ hasText: "Detachment" })).toHaveCount(1);
}

test("the 10e builder: search, roles, costs, radio choices, issues on their units, rename, duplicate, undo", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSpaceMarines(page);

  // An issue names its unit and is marked on it; choosing it brings the unit into sight, focused.
  const detachment = page.getByTestId("bs-selection").filter({ has: page.getByTestId("bs-selection-name").filter({ hasText: /^Detachment/ }) });
  await expect(detachment.getByTestId("bs-issue-mark")).toBeVisible();
  const issue = page.getByTestId("issue").filter({ hasText: "Detachment" }).first();
  await issue.click();
  await expect(detachment).toBeFocused();

  // The detachment is a choice of one: radio buttons, keyboard-operable.
  const choices = detachment.locator('[data-choice="one"]').filter({ hasText: "Gladius Task Force" });
  await expect(choices.locator("legend")).toHaveText("Detachment");
  await choices.getByRole("radio", { name: "Gladius Task Force" }).check();
  await expect(choices.getByRole("radio", { name: "Gladius Task Force" })).toBeChecked();
  await choices.getByRole("radio", { name: "Gladius Task Force" }).press("ArrowDown");
  await expect(choices.getByRole("radio", { name: "Anvil Siege Force" })).toBeChecked();
  await expect(choices.getByRole("radio", { name: "Gladius Task Force" })).not.toBeChecked();
  await choices.getByRole("radio", { name: "Gladius Task Force" }).check();

  // "/" goes to the search; the Captain is added from its role group, its cost beside it.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  const search = page.getByTestId("unit-search");
  await expect(search).toBeFocused();
  await search.fill("captain");
  const characters = page.getByTestId("bs-unit-browser").locator("div", { has: page.getByTestId("bs-role").filter({ hasText: /^Character$/ }) });
  const captainRow = characters.getByTestId("bs-entry").filter({ has: page.getByRole("button", { name: "Add Captain", exact: true }) });
  await expect(captainRow).toContainText(/\d+ pts/);
  await captainRow.getByRole("button", { name: "Add Captain", exact: true }).click();
  const added = page.getByTestId("bs-selection").filter({ has: page.getByTestId("bs-selection-name").filter({ hasText: /^Captain \d/ }) });
  await expect(added).toHaveCount(1);
  // Known by its id from here on: its name changes below.
  const captain = page.locator(`[data-selection-id="${await added.getAttribute("data-selection-id")}"]`);

  // An option's cost is shown; the wargear is a choice of one.
  const enhancements = captain.getByTestId("bs-option-group").filter({ hasText: "Enhancements" });
  await expect(enhancements.getByRole("listitem").filter({ hasText: "Artificer Armour" }).getByTestId("bs-option-cost")).toHaveText("10 pts");
  const wargear = captain.locator('[data-choice="one"]').filter({ has: page.locator("legend", { hasText: /^Wargear$/ }) });
  const shield = wargear.getByRole("radio", { name: /Relic Shield/ });
  await shield.check();
  await expect(shield).toBeChecked();
  await shoot(page, "bs-10e-builder-desktop");

  // Rename, as BattleScribe writes it: customName in the .ros.
  await captain.getByTestId("bs-custom-name").fill("Captain Acheran");
  await captain.getByTestId("bs-custom-name").press("Enter");
  await expect(captain.getByTestId("bs-selection-name")).toContainText("Captain Acheran");
  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download").click();
  const xml = fs.readFileSync(await (await download).path(), "utf8");
  expect(xml).toMatch(/<selection [^>]*customName="Captain Acheran"/);

  // Duplicate, then undo and redo it from the keyboard.
  await captain.getByTestId("bs-duplicate").click();
  const captains = page.getByTestId("bs-selection").filter({ has: page.getByTestId("bs-selection-name").filter({ hasText: "Captain Acheran" }) });
  await expect(captains).toHaveCount(2);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Control+z");
  await expect(captains).toHaveCount(1);
  await page.keyboard.press("Control+Shift+z");
  await expect(captains).toHaveCount(2);
  await page.getByTestId("undo").click();
  await expect(captains).toHaveCount(1);

  // Dark scheme, for a look.
  await page.emulateMedia({ colorScheme: "dark" });
  await shoot(page, "bs-10e-builder-desktop-dark");
});

test("the 10e builder on a phone and with the keyboard alone", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSpaceMarines(page);

  // The browser is a sheet over the roster, not a long column above it.
  await expect(page.getByTestId("bs-unit-browser")).toBeHidden();
  await page.getByTestId("toggle-browser").click();
  const sheet = page.getByTestId("browser-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId("unit-search")).toBeFocused();
  await page.keyboard.type("Intercessor Squad");
  // Keyboard only: Tab to the unit's own Add button and press Enter.
  const add = sheet.getByRole("button", { name: "Add Intercessor Squad", exact: true });
  for (let i = 0; i < 12 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("browser-added")).toHaveText("Added Intercessor Squad.");
  await shoot(page, "bs-10e-builder-phone-sheet", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  // Closing the sheet goes to the unit just added.
  await expect(page.getByTestId("bs-selection").filter({ hasText: "Intercessor Squad" })).toBeFocused();

  // Every button and field a finger meets is at least 24 by 24 px (WCAG 2.2 2.5.8).
  // A radio button's target is its whole label (a click on the words chooses it).
  const targets = '[data-testid="bs-selection"] button:visible, [data-testid="bs-totals"] button:visible, [data-testid="bs-selection"] input:not([type=radio]):visible, [data-testid="bs-selection"] label:has(input[type=radio]):visible';
  const small = await page.locator(targets).evaluateAll((els) =>
    els
      .map((el) => ({ el: el as HTMLElement, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ el, box }) => `${el.getAttribute("aria-label") ?? el.textContent}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
  await shoot(page, "bs-10e-builder-phone");
  await page.emulateMedia({ colorScheme: "dark" });
  await shoot(page, "bs-10e-builder-phone-dark", { fullPage: false });
});
