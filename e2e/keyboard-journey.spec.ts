/**
 * A whole journey without a mouse, as a keyboard or switch user makes it: create a roster, find
 * and add a unit, change its options and models, follow an issue's link to the unit and fix it,
 * download the PDF, then create and revoke a share link. After each step the test asserts where
 * focus is, that it is visible, and that dialogs and menus give it back where it came from.
 */
import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { loadGame, shoot, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until the target has focus: it must be reachable, in order. */
async function tabTo(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = options.max ?? 150;
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return expectFocusRing(target);
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}

/** A keyboard user must see where they are: the focused element draws an outline. */
async function expectFocusRing(target: Locator): Promise<void> {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style, "focused element has an outline").not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

/** Arrow keys move through a radio group and check what they land on. */
async function arrowToRadio(page: Page, group: string, value: string): Promise<void> {
  const wanted = page.locator(`input[name="${group}"][value="${value}"]`);
  for (let i = 0; i < 10 && !(await wanted.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(wanted).toBeChecked();
  await expect(wanted).toBeFocused();
}

test("keyboard only: create, add a unit, change it, fix an issue from its link, export, share and revoke", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const game = await loadGame("t9a", "wdg");
  const sorcererName = "Sorcerer";

  // Home → New roster, by the header link.
  await page.goto("/");
  await tabTo(page, page.getByRole("link", { name: en.t("nav.newRoster") }).first());
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/rosters\/new/);

  // The game is a radio group: Tab into it, arrows choose; then the name, then Create.
  await tabTo(page, page.locator('input[name="game"]:checked'));
  await arrowToRadio(page, "game", game.system.id);
  await tabTo(page, page.getByTestId("roster-name-input"));
  await page.keyboard.type("Keyboard host");
  await tabTo(page, page.getByTestId("create-roster"));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  await expect(page).toHaveTitle(en.t("editor.pageTitle", { name: "Keyboard host" }));

  // "/" goes to the unit search; Enter adds the first unit found and says so.
  await page.keyboard.press("/");
  const search = page.getByTestId("unit-search");
  await expect(search).toBeFocused();
  await page.keyboard.type(sorcererName);
  await page.keyboard.press("Enter");
  const card = page.getByTestId("unit-card").filter({ has: page.getByTestId("unit-name").getByText(sorcererName, { exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("editor-announcement")).toHaveText(en.t("browser.added", { name: sorcererName }));
  await expect(page.getByTestId("browser-added")).toHaveText(en.t("browser.added", { name: sorcererName }));
  // Focus stays in the search, ready for the next unit.
  await expect(search).toBeFocused();

  // A new Sorcerer has no Path of Magic yet: the issue's button takes focus to the unit.
  const issue = page.getByTestId("issue").filter({ hasText: sorcererName }).first();
  await expect(issue).toBeVisible();
  const issueText = await issue.innerText();
  await tabTo(page, issue, { max: 250 });
  await page.keyboard.press("Enter");
  await expect(card).toBeFocused();

  // Options, from the unit: its wizard level (a radio group), then the Path (a select).
  const master = card.getByRole("radio", { name: "Wizard Master" });
  await tabTo(page, card.getByRole("radio", { checked: true }).first());
  for (let i = 0; i < 4 && !(await master.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(master).toBeChecked();
  const path = card.getByTestId("path-select");
  await tabTo(page, path);
  const occultism = game.system.spellLists!.find((l) => l.id === "t9a-path-occultism")!;
  await page.keyboard.press("ArrowDown");
  for (let i = 0; i < 6 && (await path.inputValue()) !== occultism.id; i++) await page.keyboard.press("ArrowDown");
  await expect(path).toHaveValue(occultism.id);
  // Its spells: Space ticks each box reached by Tab until the Sorcerer knows as many as a Master may.
  const known = card.getByTestId("spells-known");
  const boxes = card.getByTestId("spell").getByRole("checkbox");
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if ((await box.getAttribute("aria-disabled")) === "true") break;
    await tabTo(page, box);
    await page.keyboard.press("Space");
  }
  await expect(known).toContainText("spells chosen");
  await expect(page.getByTestId("issue").filter({ hasText: issueText })).toHaveCount(0);
  await waitSaved(page);
  // The army book's percentages, running: Characters within their maximum, Core short of its minimum.
  const shares = page.getByTestId("category-share");
  await expect(shares.and(page.locator('[data-category-id="characters"]'))).toHaveAttribute("data-state", "ok");
  await expect(shares.and(page.locator('[data-category-id="core"]'))).toHaveAttribute("data-state", "under");
  await shoot(page, "keyboard-fixed-issue");

  // A second unit whose size changes: the +1 model button, by Enter.
  await page.keyboard.press("/");
  await expect(search).toBeFocused();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Warriors");
  await page.keyboard.press("Enter");
  const warriors = page.getByTestId("unit-card").filter({ has: page.getByTestId("unit-name").getByText(/Warriors/) }).first();
  await expect(warriors).toBeVisible();
  const models = page.getByTestId("total-models");
  const before = await models.innerText();
  const more = warriors.getByRole("button", { name: /^One more/ }).first();
  await tabTo(page, more, { max: 250 });
  await page.keyboard.press("Enter");
  await expect(models).not.toHaveText(before);
  await expect(more).toBeFocused();

  // Removing it: said aloud, and focus goes to the unit before it, not to the top of the page.
  await tabTo(page, warriors.getByRole("button", { name: /^Remove / }), { max: 40, back: true });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor-announcement")).toHaveText(en.t("unit.removed", { name: "Warriors" }));
  await expect(warriors).toHaveCount(0);
  await expect(card).toBeFocused();

  // Export: the menu opens with Enter, the PDF link is next, Escape gives focus back.
  const exportMenu = page.getByTestId("export-menu").locator("summary");
  await tabTo(page, exportMenu, { back: true, max: 250 });
  await page.keyboard.press("Enter");
  const pdfLink = page.getByTestId("export-pdf");
  await tabTo(page, pdfLink, { max: 10 });
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const pdf = await download;
  expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.keyboard.press("Escape");
  await expect(exportMenu).toBeFocused();
  await expect(page.getByTestId("export-panel")).toBeHidden();

  // Share: a modal dialog; focus goes in, stays in (Tab wraps), and comes back on close.
  const shareButton = page.getByTestId("share-open");
  await tabTo(page, shareButton, { max: 10 });
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByTestId("share-create"), { max: 10 });
  await page.keyboard.press("Enter");
  const link = dialog.getByTestId("share-link");
  await expect(link).toHaveCount(1);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "focus stays in the dialog").toBe(true);
  }
  await tabTo(page, dialog.getByTestId("share-revoke"), { max: 12 });
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("share-message")).toHaveText(en.t("xui.share.revoked"));
  await expect(link).toHaveCount(0);
  await shoot(page, "keyboard-share-revoked");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(shareButton).toBeFocused();
});

test("a form's problems are tied to the field they concern", async ({ page }) => {
  await page.goto("/rosters/new");
  await page.locator('input[name="size"][value="custom"]').check();
  const limit = page.locator('[data-testid^="limit-"]').first();
  await limit.fill("-5");
  await page.getByTestId("create-roster").click();
  await expect(page.locator("main form").getByRole("alert")).toHaveText(en.t("new.checkFields", { count: 1 }));
  await expect(limit).toHaveAttribute("aria-invalid", "true");
  const message = await page.getByTestId("field-error").innerText();
  expect(message.length).toBeGreaterThan(3);
  await expect(limit).toHaveAccessibleDescription(message);
  // Nothing was created: the page is still the form.
  await expect(page).toHaveURL(/\/rosters\/new/);
});
