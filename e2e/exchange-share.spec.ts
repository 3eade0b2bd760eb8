/**
 * Share links through the editor's Share dialog: a second browser (its own cookies) opens the
 * link read-only, downloads and imports a copy; revoking in the first stops the link in the
 * second. Hidden roster (The 9th Age): no magic item name until the owner reveals one, then
 * exactly that one.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { concealedSelectionIds, describeRoster } from "../lib/exchange/roster-view";
import { loadGameData } from "../lib/gamedata/load-dir";
import { en } from "../lib/i18n/english";
import { ARTIFACTS_DIR, resolveE2eGameDataDir } from "./support/e2e-env";
import { loadGame } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

async function startFromExample(page: Page, systemId: string, file: string): Promise<void> {
  await page.goto(`/rosters/new?system=${systemId}`);
  await page.locator(`[data-testid="use-example"][data-example="${file}"]`).click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `exchange-${name}.png`), fullPage: true });
}

async function createLink(page: Page, hidden: boolean): Promise<string> {
  await page.getByTestId("share-open").click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(hidden ? "share-create-hidden" : "share-create").click();
  const url = await dialog.getByTestId("share-url").first().inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  // The QR code on screen encodes exactly the link.
  await expect(dialog.getByTestId("qr-code").first()).toHaveAttribute("data-qr-text", url);
  return url;
}

test("a share link is read-only in another browser, downloads and copies, and stops working when revoked", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const data = await loadGameData(resolveE2eGameDataDir());
  const example = data.examples.find((e) => e.file === "aos-open-stormcast.json")!;
  const game = await loadGame(example.roster.gameSystemId, example.roster.catalogueId);
  const view = describeRoster(example.roster, game.system, game.catalogue);
  await startFromExample(page, game.system.id, example.file);
  const url = await createLink(page, false);
  // Normal games offer no hidden roster.
  await expect(page.getByTestId("share-create-hidden")).toHaveCount(0);
  await shot(page, "share-dialog");

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const response = await other.goto(url);
  expect(response?.status()).toBe(200);
  await expect(other.getByTestId("shared-name")).toHaveText(view.name);
  const units = view.forces.flatMap((f) => f.groups.flatMap((g) => g.units));
  await expect(other.getByTestId("shared-unit")).toHaveCount(units.length);
  for (const unit of units) await expect(other.getByTestId("shared-unit-name").filter({ hasText: unit.name }).first()).toBeVisible();
  await expect(other.getByTestId("shared-validity")).toHaveText(view.valid ? en.t("status.valid") : en.t("status.invalid"));
  // Read-only: no editor, no form field or editing button on the page, only downloads and the copy.
  await expect(other.getByTestId("roster-editor")).toHaveCount(0);
  await expect(other.locator("main input, main select, main textarea, main button")).toHaveCount(0);
  await expect(other.getByTestId("qr-code")).toHaveAttribute("data-qr-text", url);
  await shot(other, "shared-page");

  const [json] = await Promise.all([other.waitForEvent("download"), other.getByTestId("export-json").click()]);
  const file = JSON.parse(fs.readFileSync(await json.path(), "utf8"));
  expect(file.name).toBe(example.roster.name);
  const [text] = await Promise.all([other.waitForEvent("download"), other.getByTestId("export-text").click()]);
  expect(fs.readFileSync(await text.path(), "utf8")).toContain(units[0]!.name);
  const [pdf] = await Promise.all([other.waitForEvent("download"), other.getByTestId("export-pdf").click()]);
  expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe("%PDF-");

  await other.getByTestId("shared-copy").click();
  await other.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(other.getByTestId("roster-name")).toHaveValue(example.roster.name);
  await expect(other.getByTestId("unit-card")).toHaveCount(units.length);

  // The owner revokes; the visitor's next visit finds a dead link (404), the copy stays theirs.
  await page.getByTestId("share-revoke").first().click();
  await expect(page.getByTestId("share-link")).toHaveCount(0);
  await expect(page.getByTestId("share-message")).toHaveText(en.t("xui.share.revoked"));
  const gone = await other.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(other.getByTestId("shared-gone")).toContainText(en.t("xui.shared.goneTitle"));
  await shot(other, "shared-gone");
  await visitor.close();
});

test("a hidden roster shows no magic item until the owner reveals one, then exactly that one", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const data = await loadGameData(resolveE2eGameDataDir());
  const example = data.examples.find((e) => e.file === "t9a-4500.json")!;
  const game = await loadGame(example.roster.gameSystemId, example.roster.catalogueId);
  const full = describeRoster(example.roster, game.system, game.catalogue);
  const names = new Map(full.forces.flatMap((f) => f.groups.flatMap((g) => g.units.flatMap((u) => u.options.map((o) => [o.id, o.name] as const)))));
  // The real ids stay on the server; the visitor's view has only placeholders.
  const hiddenIds = [...concealedSelectionIds(example.roster, game.system, game.catalogue, new Set())];
  expect(hiddenIds.length).toBeGreaterThan(1);
  const itemNames = hiddenIds.map((id) => names.get(id)!);

  await startFromExample(page, game.system.id, example.file);
  const url = await createLink(page, true);
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog.getByTestId("concealed-item")).toHaveCount(hiddenIds.length);

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(url);
  await expect(other.getByTestId("shared-hidden-item")).toHaveCount(hiddenIds.length);
  const before = await other.getByTestId("shared-roster").innerText();
  for (const name of itemNames) expect(before).not.toContain(name);
  await shot(other, "hidden-before");

  const [first] = hiddenIds;
  await dialog.locator(`[data-testid="concealed-item"][data-selection-id="${first}"]`).getByTestId("reveal-item").click();
  await expect(dialog.locator(`[data-testid="concealed-item"][data-selection-id="${first}"]`)).toHaveAttribute("data-revealed", "true");
  await expect(dialog.locator('[data-testid="concealed-item"][data-revealed="true"]')).toHaveCount(1);
  await shot(page, "hidden-reveal-dialog");

  await other.reload();
  await expect(other.getByTestId("shared-hidden-item")).toHaveCount(hiddenIds.length - 1);
  const after = await other.getByTestId("shared-roster").innerText();
  expect(after).toContain(names.get(first!)!);
  for (const name of itemNames.slice(1)) expect(after).not.toContain(name);
  await shot(other, "hidden-after");
  await visitor.close();
});

test("phone width and keyboard: export menu and share dialog open, work and close from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startFromExample(page, "aos", "aos-open-stormcast.json");
  const summary = page.getByTestId("export-menu").locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("export-pdf-cards")).toBeVisible();
  await expect(page.getByTestId("export-panel")).toBeInViewport({ ratio: 1 });
  await shot(page, "phone-export-menu");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("export-pdf-cards")).toBeHidden();
  await expect(summary).toBeFocused();

  await page.getByTestId("share-open").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("share-dialog")).toBeVisible();
  await page.getByTestId("share-create").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("share-link")).toHaveCount(1);
  await expect(page.getByTestId("qr-code")).toBeInViewport({ ratio: 0.5 });
  await shot(page, "phone-share-dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("share-dialog")).toBeHidden();

  // On a phone the shared page starts with its actions, not below a long roster.
  await page.getByTestId("share-open").click();
  const url = await page.getByTestId("share-url").first().inputValue();
  await page.goto(url);
  await expect(page.getByTestId("shared-copy")).toBeInViewport();
  await shot(page, "phone-shared-page");
});
