/**
 * One Page Rules players arrive with Army Forge lists: import one on My rosters (its army book
 * installed on the server with data:import), read what differs from the book, open it in the
 * editor with the points Muster counts, and hand it back as Army Forge's share text.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { ARTIFACTS_DIR } from "./support/e2e-env";
import { addUnit, shoot, waitSaved } from "./support/roster-ui";

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

test("a Grimdark Future list from Army Forge is imported, edited, and exported as share text and PDF", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/rosters");
  await page.getByTestId("import-file").setInputFiles(path.resolve("lib/opr/fixtures/starfall-list.json"));
  const notices = page.getByTestId("import-notices");
  await expect(notices.locator("li")).toHaveText([
    en.t("xui.import.notice.afPointsDiffer", { unit: "Reclaimer Squad", stored: 131, recomputed: 136 }),
    en.t("xui.import.notice.afTotalDiffers", { stored: 640, recomputed: 611 }),
  ]);
  await page.getByTestId("import-open").click();
  const editor = page.getByTestId("roster-editor");
  await expect(editor).toBeVisible();
  // Imported with Army Forge's Force Org on: the Grimdark Future Force Org ruleset, at its 1000 points.
  await expect(page.getByTestId("total-pts")).toHaveText("611 / 1,000 pts");
  await expect(editor).toContainText("Captain Vell");

  // The captain is a Caster: its datasheet lists the book's spells; the squad's, what it still carries.
  const captainCard = page.getByTestId("unit-card").filter({ hasText: "Captain Vell" });
  const captainSheetButton = captainCard.getByRole("button", { name: en.t("unit.datasheet"), exact: true });
  if (!(await captainSheetButton.isVisible())) await captainCard.getByTestId("unit-toggle").click();
  await captainSheetButton.click();
  const sheet = page.getByTestId("datasheet");
  await expect(sheet.getByTestId("datasheet-spells").locator("dt")).toHaveText(["Arc Spark (1)", "Static Veil (2)", "Reclaimer Surge (3)"]);
  await shoot(page, "army-forge-gf-datasheet");
  await sheet.getByRole("button", { name: en.t("datasheet.close") }).click();

  // The player adds a unit from the book: 90 pts more, still one unit per 200 pts (4 of 5).
  await addUnit(page, "Scout Bikes");
  await expect(page.getByTestId("total-pts")).toHaveText("701 / 1,000 pts");
  await waitSaved(page);
  await expect(page.getByTestId("validity")).toHaveAttribute("data-valid", "true");
  await shoot(page, "army-forge-gf-editor");

  await page.getByTestId("export-menu").locator("summary").click();
  const [shareText] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-armyforge").click()]);
  const text = fs.readFileSync(await shareText.path(), "utf8");
  expect(text.split("\n")[0]).toBe("++ Starfall strike team (GF) [701pts] ++");
  expect(text).toContain("Scout Bikes [3] Q4+ D4+ | 90pts | Fast, Tough(3)");
  expect(text).toContain("Captain Vell [1] Q3+ D4+ | 100pts | Hero, Tough(3), Caster(1)\nStorm Rifle (24\", A2, AP(1)), Jump Pack (Ambush, Flying)");

  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf-cards").click()]);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pdf = path.join(ARTIFACTS_DIR, "army-forge-gf.pdf");
  await pdfDownload.saveAs(pdf);
  const pdfText = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
  for (const expected of ["Starfall strike team", "Captain Vell", "Scout Bikes", "Strider Walker", "Lascannon", "701"]) expect(pdfText).toContain(expected);
  // The captain is a Caster: its card lists the book's spells, cheapest first, each with its effect.
  // What each squad still carries once one Pulse Rifle and two CCWs were swapped.
  expect(pdfText).toContain("5× Reclaimer Squad, 4× Pulse Rifles, 3× CCWs");
  expect(pdfText).toMatch(/Arc Spark\s+1\s+Invented spell: target enemy unit within 18" takes 2 hits\.\s+Static Veil\s+2/);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "2", pdf, path.join(ARTIFACTS_DIR, "army-forge-gf-page")]);
});

test("Army Forge's share text is not offered for a game Army Forge does not have", async ({ page }) => {
  await page.goto("/rosters/new?system=t9a");
  await page.locator('[data-testid="use-example"][data-example="t9a-4500.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await page.getByTestId("export-menu").locator("summary").click();
  await expect(page.getByTestId("export-json")).toBeVisible();
  await expect(page.getByTestId("export-armyforge")).toHaveCount(0);
});

test("a list with a unit of an army book not installed names that book, and the Game data page sends army books apart from BattleScribe files", async ({ page }) => {
  test.setTimeout(60_000);
  // Army Forge's list of the Starfall book with one allied unit from a book this server does not have.
  const list = JSON.parse(fs.readFileSync(path.resolve("lib/opr/fixtures/starfall-list.json"), "utf8")) as { units: Record<string, unknown>[] };
  const squad = list.units.find((unit) => unit.selectionId === "sel-squad-a")!;
  list.units.push({ ...squad, armyId: "allied-book-uid", selectionId: "sel-ally", customName: "Allied squad", selectedUpgrades: [] });
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, "starfall-with-ally.json");
  fs.writeFileSync(file, JSON.stringify(list));
  await page.goto("/rosters");
  await page.getByTestId("import-file").setInputFiles(file);
  const notices = page.getByTestId("import-notices");
  await expect(notices.locator("li").first()).toHaveText(en.t("xui.import.notice.afUnmatchedBook", { name: "Allied squad", book: "allied-book-uid" }));
  await shoot(page, "army-forge-ally-notice");

  // Books install for this browser (e2e/army-books.spec.ts); mixed with BattleScribe files, nothing is sent.
  const catalogue = path.join(ARTIFACTS_DIR, "not-a-book.cat");
  fs.writeFileSync(catalogue, "<catalogue/>");
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([path.resolve("lib/opr/fixtures/starfall-book.json"), catalogue]);
  await page.getByTestId("upload-data-form").getByRole("button", { name: en.t("gameData.upload.submit") }).click();
  await expect(page.getByTestId("upload-status").getByRole("alert")).toHaveText(en.t("armyBooks.upload.mixed", { names: "starfall-book.json" }));
  await shoot(page, "army-forge-book-on-game-data");
});
