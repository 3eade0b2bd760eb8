/**
 * Export menu → PDF list with reference cards, downloaded as a player would, then read back with
 * poppler: unit names, costs and totals on the list pages first, every unit's card after them.
 * The PNG pages are kept in artifacts/e2e/ for people to look at.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { describeRoster } from "../lib/exchange/roster-view";
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

function pdfPages(pdf: string): string[] {
  const info = execFileSync("pdfinfo", [pdf]).toString();
  const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  return Array.from({ length: count }, (_, i) => execFileSync("pdftotext", ["-layout", "-f", String(i + 1), "-l", String(i + 1), pdf, "-"]).toString());
}

test("the editor's export menu downloads the PDF list and cards; poppler finds names, costs and totals on the right pages", async ({ page }) => {
  test.setTimeout(90_000);
  const data = await loadGameData(resolveE2eGameDataDir());
  const example = data.examples.find((e) => e.file === "wh40k-2000-battalion-patrol.json")!;
  const game = await loadGame(example.roster.gameSystemId, example.roster.catalogueId);
  const view = describeRoster(example.roster, game.system, game.catalogue);
  const units = view.forces.flatMap((f) => f.groups.flatMap((g) => g.units));

  await startFromExample(page, game.system.id, example.file);
  await page.getByTestId("export-menu").locator("summary").click();
  await page.getByTestId("paper-a4").check();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf-cards").click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pdf = path.join(ARTIFACTS_DIR, "exchange-list-cards.pdf");
  await download.saveAs(pdf);

  // A4 in points, as chosen.
  expect(execFileSync("pdfinfo", [pdf]).toString()).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts/);
  const pages = pdfPages(pdf);
  // Each section's first page carries its heading (upper case in the PDF); the cards start on a new page.
  const cardsStart = pages.findIndex((text) => text.includes(en.t("export.pdf.cards").toUpperCase()));
  expect(pages[0]).toContain(en.t("export.pdf.list").toUpperCase());
  expect(cardsStart).toBeGreaterThan(0);
  const listText = pages.slice(0, cardsStart).join("\n");
  const cardText = pages.slice(cardsStart).join("\n");
  expect(listText).not.toContain(en.t("export.pdf.cards").toUpperCase());

  expect(pages[0]).toContain(view.name);
  // Totals in the first page's header: points of the limit, Power Level, models, validity.
  expect(pages[0]).toContain(`${new Intl.NumberFormat("en").format(view.totals.pts ?? 0)} ${en.t("export.pdf.ofLimit", { limit: view.limits.pts! })}`);
  expect(pages[0]).toMatch(new RegExp(`\\b${view.totals.PL}\\b`));
  expect(pages[0]).toMatch(new RegExp(`\\b${view.models}\\b`));
  expect(pages[0]).toContain(view.valid ? en.t("status.valid") : en.t("status.invalid"));
  const listLines = listText.split("\n");
  for (const unit of units) {
    // Each unit on a list page with its points on the same line.
    const cost = new RegExp(`\\s${unit.costs.pts}\\s`);
    expect(listLines.some((l) => l.includes(unit.name) && cost.test(l)), `${unit.name} with ${unit.costs.pts} points on the list`).toBe(true);
  }
  // One card per distinct unit entry.
  for (const name of new Set(units.map((u) => u.entryName))) expect(cardText).toContain(name);

  execFileSync("pdftoppm", ["-png", "-r", "60", pdf, path.join(ARTIFACTS_DIR, "exchange-pdf-page")]);
  expect(fs.readdirSync(ARTIFACTS_DIR).filter((f) => f.startsWith("exchange-pdf-page")).length).toBe(pages.length);
});

test("compact cards from the export menu: two across, rules by name, their texts on a glossary page at the end, fewer pages", async ({ page }) => {
  test.setTimeout(90_000);
  const data = await loadGameData(resolveE2eGameDataDir());
  const example = data.examples.find((e) => e.file === "wh40k-2000-battalion-patrol.json")!;
  const game = await loadGame(example.roster.gameSystemId, example.roster.catalogueId);
  await startFromExample(page, game.system.id, example.file);
  await page.getByTestId("export-menu").locator("summary").click();
  const download = async (testId: string, name: string) => {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
    const target = path.join(ARTIFACTS_DIR, name);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await file.saveAs(target);
    return { target, suggested: file.suggestedFilename() };
  };
  const compact = await download("export-pdf-compact-cards", "exchange-compact-cards.pdf");
  expect(compact.suggested).toMatch(/-compact-cards\.pdf$/);
  const full = await download("export-pdf-cards", "exchange-full-cards.pdf");
  const compactPages = pdfPages(compact.target);
  const fullPages = pdfPages(full.target);
  expect(compactPages.length).toBeLessThan(fullPages.length);
  const glossary = compactPages.at(-1)!;
  expect(glossary).toContain(en.t("export.pdf.glossary").toUpperCase());
  // "Rites of Battle" is named on the Captain's card and explained once, on the glossary page.
  const cardsText = compactPages.slice(0, -1).join("\n");
  expect(cardsText).toContain("Rites of Battle");
  expect(cardsText).not.toMatch(/Rites of Battle \(Aura\)\.\s+Friendly/);
  expect(glossary).toMatch(/Rites of Battle \(Aura\)\.\s+Friendly/);
  execFileSync("pdftoppm", ["-png", "-r", "60", compact.target, path.join(ARTIFACTS_DIR, "exchange-compact-page")]);
  expect(fs.readdirSync(ARTIFACTS_DIR).filter((f) => f.startsWith("exchange-compact-page")).length).toBe(compactPages.length);
});
