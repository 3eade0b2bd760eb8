/**
 * One editor shell for every roster (issue 32): an Old World Dwarfs roster and a 40k 10th edition
 * Space Marines roster on the corpus's BattleScribe data get what a Muster roster has around its
 * builder. Made with Build a roster,
 * it saves by itself and a reload keeps the units; a change from a second tab meets this tab's
 * in the conflict dialog and "keep mine as a copy" makes a copy; undo/redo, the history's diff
 * and restore; a share link opened read-only in a second browser, copied into its rosters and
 * revoked; JSON, text, .ros, .rosz, PDF list and both styles of cards; compare with the share
 * link; My rosters (search, rename, duplicate, delete and restore); desktop, and 390 px with the
 * unit sheet and a unit added with the keyboard alone.
 * The data is third-party (../shared/corpus); without it the journey is skipped, saying so.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { corpusDir } from "../tests/support/bs-corpus";
import { ARTIFACTS_DIR } from "./support/e2e-env";
import { shoot } from "./support/roster-ui";

const corpus = corpusDir();

test.skip(!corpus, "../shared/corpus is absent: the shell journeys need the third-party files");

/** A game as a player of it builds: its data, its army, and five units to add along the way. */
type Game = {
  label: string;
  folder: string;
  system: string;
  catalogue: string;
  force: string;
  name: string;
  /** first two at once, then: the second tab's, the conflicting one, the one undone. */
  units: [string, string, string, string, string];
};

const games: Game[] = [
  {
    label: "an Old World Dwarfs roster",
    folder: "bsdata/old-world",
    system: "Warhammer The Old World",
    catalogue: "Dwarfen Mountain Holds",
    force: "1. Open War",
    name: "Karak Hirn Host",
    units: ["Thane", "Dwarf Warriors", "Runesmith", "Quarrellers", "Miners"],
  },
  {
    label: "a 40k 10th edition Space Marines roster",
    folder: "bsdata/wh40k-10e",
    system: "Warhammer 40,000",
    catalogue: "Imperium - Adeptus Astartes - Space Marines",
    force: "Army Roster",
    name: "Ultramarines Strike Force",
    units: ["Captain", "Intercessor Squad", "Lieutenant", "Assault Intercessor Squad", "Infernus Squad"],
  },
];

async function install(page: Page, game: Game): Promise<void> {
  const data = path.join(corpus!, game.folder);
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles(fs.readdirSync(data).map((name) => path.join(data, name)));
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText(`Installed ${game.system}`, { timeout: 120_000 });
}

const unitNames = (page: Page) => page.getByTestId("bs-selection-name").allTextContents();

async function addUnit(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Add ${name}`, exact: true }).first().click();
}

async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 20_000 });
}

for (const game of games) test(`${game.label} gets the editor's shell: autosave, conflict, undo, history, share, exports, compare, My rosters`, async ({ page, browser }) => {
  test.setTimeout(360_000);
  page.setDefaultTimeout(30_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-shell-"));
  const [first, second_, otherTab, conflicting, undone] = game.units;
  const name = game.name;
  const slug = game.folder.replace(/\W+/g, "-");
  await install(page, game);
  await page.getByTestId("data-package").filter({ hasText: game.system }).getByTestId("data-package-build").click();
  await page.waitForURL(/\/rosters\/[^/?]+$/);
  const rosterUrl = page.url();
  await expect(page.getByTestId("roster-shell-header")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("roster-summary")).toContainText(`Built on ${game.system}`);
  await expect(page.getByTestId("bs-save")).toHaveCount(0);

  // Rename in the header, a force of Dwarfs and two units: saved by themselves.
  await page.getByTestId("roster-name").fill(name);
  await page.getByTestId("roster-name").press("Enter");
  await page.getByTestId("bs-catalogue").selectOption({ label: game.catalogue });
  await page.getByTestId("bs-force-entry").selectOption({ label: game.force });
  await page.getByTestId("bs-add-force").click();
  await addUnit(page, first);
  await addUnit(page, second_);
  await expect.poll(() => unitNames(page)).toEqual(expect.arrayContaining([expect.stringContaining(first), expect.stringContaining(second_)]));
  await waitSaved(page);
  await shoot(page, `shell-${slug}-desktop`);

  // A reload keeps the work: the name and both units come back from the server.
  await page.reload();
  await expect(page.getByTestId("roster-name")).toHaveValue(name, { timeout: 60_000 });
  await expect.poll(() => unitNames(page)).toEqual(expect.arrayContaining([expect.stringContaining(first), expect.stringContaining(second_)]));

  // A second tab saves first; this tab's next change meets it in the conflict dialog.
  const second = await page.context().newPage();
  await second.goto(rosterUrl);
  await expect(second.getByTestId("roster-name")).toHaveValue(name, { timeout: 60_000 });
  await addUnit(second, otherTab);
  await waitSaved(second);
  await addUnit(page, conflicting);
  const conflict = page.getByTestId("conflict-dialog");
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(conflict).toContainText(name);
  await shoot(page, `shell-${slug}-conflict`, { fullPage: false });
  await conflict.getByTestId("conflict-keep-copy").click();
  await page.waitForURL((url) => url.pathname.startsWith("/rosters/") && url.href !== rosterUrl, { timeout: 30_000 });
  const copyUrl = page.url();
  await expect(page.getByTestId("roster-name")).toHaveValue(`${name} (my copy)`, { timeout: 60_000 });
  await expect.poll(() => unitNames(page)).toEqual(expect.arrayContaining([expect.stringContaining(conflicting)]));
  // The original keeps the other tab's version: its unit, not this tab's.
  await second.reload();
  await expect(second.getByTestId("roster-name")).toHaveValue(name, { timeout: 60_000 });
  await expect.poll(() => unitNames(second)).toEqual(expect.arrayContaining([expect.stringContaining(otherTab)]));
  expect((await unitNames(second)).some((n) => n.includes(conflicting))).toBe(false);
  await second.close();

  // Undo and redo over the builder's changes, in the copy.
  await addUnit(page, undone);
  await expect.poll(async () => (await unitNames(page)).some((n) => n.includes(undone))).toBe(true);
  // Saved as a version of its own before undo and redo, so the history has it to compare.
  await expect(page.getByTestId("save-status")).not.toHaveAttribute("data-status", "saved");
  await waitSaved(page);
  await page.getByTestId("undo").click();
  await expect.poll(async () => (await unitNames(page)).some((n) => n.includes(undone))).toBe(false);
  await page.getByTestId("redo").click();
  await expect.poll(async () => (await unitNames(page)).some((n) => n.includes(undone))).toBe(true);
  await waitSaved(page);

  // History: what changed since the copy was made (worked out on the server), and restore it.
  await page.getByTestId("history-open-dialog").click();
  const history = page.getByTestId("history-dialog");
  await expect(history.getByTestId("history-entry").first()).toBeVisible();
  await history.getByTestId("history-from").selectOption("1");
  await history.getByTestId("history-compare").click();
  await expect(history.getByTestId("history-diff")).toContainText(undone);
  await shoot(page, `shell-${slug}-history`, { fullPage: false });
  await history.locator('[data-testid="history-entry"][data-version="1"]').getByTestId("history-restore").click();
  await expect(history.getByTestId("history-message")).toContainText("Version 1 restored");
  await history.getByTestId("history-close").click();
  await expect.poll(async () => (await unitNames(page)).some((n) => n.includes(undone))).toBe(false);
  await waitSaved(page);
  await page.reload();
  await expect.poll(async () => (await unitNames(page)).some((n) => n.includes(conflicting)), { timeout: 60_000 }).toBe(true);
  expect((await unitNames(page)).some((n) => n.includes(undone))).toBe(false);

  // Downloads from the header's Export menu: JSON (the document with its format), .rosz, PDF.
  await page.getByTestId("export-menu").locator("summary").click();
  await shoot(page, `shell-${slug}-export`, { fullPage: false });
  const download = async (testId: string, file: string) => {
    const [got] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
    const target = path.join(dir, file);
    await got.saveAs(target);
    return target;
  };
  const json = JSON.parse(fs.readFileSync(await download("export-json", "roster.json"), "utf8")) as { format: string; document: { xml: string } };
  expect(json.format).toBe("battlescribe");
  expect(json.document.xml).toContain(`name="${name} (my copy)"`);
  expect(json.document.xml).toContain(conflicting);
  expect(fs.readFileSync(await download("export-rosz", "roster.rosz")).subarray(0, 2).toString()).toBe("PK");
  const pdf = await download("export-pdf", "roster.pdf");
  const pdfText = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  for (const words of [`${name} (my copy)`, first, conflicting]) expect(pdfText).toContain(words);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  execFileSync("pdftoppm", ["-r", "60", "-f", "1", "-l", "1", "-png", pdf, path.join(ARTIFACTS_DIR, `shell-${slug}-pdf`)]);
  // The text list, the .ros itself, and both styles of reference cards.
  expect(fs.readFileSync(await download("export-text", "roster.txt"), "utf8")).toContain(conflicting);
  expect(fs.readFileSync(await download("export-ros", "roster.ros"), "utf8")).toContain(`name="${name} (my copy)"`);
  for (const style of ["export-pdf-cards", "export-pdf-compact-cards"]) {
    const cards = await download(style, `${style}.pdf`);
    expect(execFileSync("pdftotext", ["-layout", cards, "-"], { encoding: "utf8" })).toContain(first);
    execFileSync("pdftoppm", ["-r", "60", "-f", "1", "-l", "1", "-png", cards, path.join(ARTIFACTS_DIR, `shell-${slug}-${style}`)]);
  }
  await page.getByTestId("export-menu").locator("summary").press("Escape");
  await expect(page.getByTestId("export-backdrop")).toHaveCount(0);

  // A share link, opened in a second browser: read-only, copied into its own rosters.
  await page.getByTestId("share-open").click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog.getByTestId("share-create-hidden")).toHaveCount(0);
  await dialog.getByTestId("share-create").click();
  await expect(dialog.getByTestId("qr-code")).toBeVisible();
  const url = await dialog.getByTestId("share-url").first().inputValue();
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await install(other, game);
  expect((await other.goto(url))?.status()).toBe(200);
  await expect(other.getByTestId("shared-name")).toHaveText(`${name} (my copy)`);
  await expect(other.getByTestId("shared-unit-name").filter({ hasText: conflicting }).first()).toBeVisible();
  await expect(other.locator("main input, main select, main textarea")).toHaveCount(0);
  await shoot(other, `shell-${slug}-shared`);
  await other.getByTestId("shared-copy").click();
  await other.waitForURL(/\/rosters\/[^/?]+$/);
  await expect(other.getByTestId("roster-name")).toHaveValue(`${name} (my copy)`, { timeout: 60_000 });

  // Compare with the share link, from the owner's side.
  await dialog.getByTestId("share-close").click();
  await page.getByTestId("compare-link").click();
  await page.waitForURL(/\/compare/);
  await page.getByTestId("compare-link-input").fill(url);
  await page.getByTestId("compare-submit").click();
  await expect(page.getByTestId("compare-army")).toHaveCount(2, { timeout: 30_000 });
  await shoot(page, `shell-${slug}-compare`);

  // Revoked, the link stops working at once.
  await page.goto(copyUrl);
  await page.getByTestId("share-open").click();
  await page.getByTestId("share-dialog").getByTestId("share-revoke").first().click();
  await expect(page.getByTestId("share-dialog").getByTestId("share-link")).toHaveCount(0);
  expect((await other.goto(url))?.status()).toBe(404);
  await visitor.close();

  // My rosters: the original and the copy, found by name; renamed, duplicated, deleted, restored.
  await page.getByTestId("share-dialog").getByTestId("share-close").click();
  await page.getByTestId("nav-my-rosters").click();
  const rows = page.getByTestId("roster-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(game.system);
  await page.getByTestId("roster-search").fill("my copy");
  await expect(rows).toHaveCount(1);
  await page.getByTestId("roster-search").fill("");
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: `${name} (my copy)` }).getByTestId("rename").click();
  await page.getByTestId("rename-input").fill(`${name} II`);
  await page.getByTestId("rename-input").press("Enter");
  await expect(page.getByTestId("toast")).toContainText(`Renamed to “${name} II”.`);
  await rows.filter({ hasText: `${name} II` }).getByTestId("duplicate").click();
  await expect(page.getByTestId("toast")).toContainText(`Made “${name} II (copy)”.`);
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: `${name} II (copy)` }).getByTestId("delete").click();
  await expect(page.getByTestId("toast")).toContainText(`Deleted “${name} II (copy)”.`);
  await expect(rows).toHaveCount(2);
  await page.getByTestId("toast-action").click();
  await expect(page.getByTestId("toast")).toContainText(`Restored “${name} II (copy)”.`);
  await expect(rows).toHaveCount(3);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await page.goto(copyUrl);
  await expect(page.getByTestId("roster-name")).toHaveValue(`${name} II`, { timeout: 60_000 });

  // At phone width the header wraps and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("roster-name")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The unit browser is a sheet; a unit is found and added with the keyboard alone.
  await page.getByTestId("toggle-browser").click();
  const sheet = page.getByTestId("browser-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId("unit-search")).toBeFocused();
  await page.keyboard.type(second_);
  const add = sheet.getByRole("button", { name: `Add ${second_}`, exact: true }).first();
  for (let i = 0; i < 20 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("browser-added")).toHaveText(`Added ${second_}.`);
  await shoot(page, `shell-${slug}-phone-sheet`, { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await shoot(page, `shell-${slug}-phone`);
});
