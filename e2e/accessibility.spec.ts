/**
 * axe-core on every page and state a player reaches, at phone and desktop width, in light and
 * dark: any serious or critical violation fails. The list of pages is data: a new page is one
 * line in PAGES. Pages that need something first (a roster, installed data) get it in setUp.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addUnit, createRosterThroughForm, loadGame } from "./support/roster-ui";

type Context = { rosterId: string; packageId: string };
type PageCase = { name: string; path: (c: Context) => string; ready?: (page: Page) => Promise<void> };

const PAGES: PageCase[] = [
  { name: "home", path: () => "/" },
  { name: "my rosters", path: () => "/rosters" },
  { name: "new roster", path: () => "/rosters/new" },
  { name: "compare", path: () => "/compare" },
  { name: "game data", path: () => "/game-data" },
  { name: "editor", path: (c) => `/rosters/${c.rosterId}`, ready: async (page) => void (await page.getByTestId("roster-editor").waitFor()) },
  { name: "battlescribe builder", path: (c) => `/game-data/${c.packageId}`, ready: async (page) => void (await page.getByTestId("bs-add-force").waitFor()) },
  { name: "roster not found", path: () => "/rosters/no-such-roster" },
];

const VARIANTS = [
  { width: 1280, height: 900, scheme: "light" as const },
  { width: 390, height: 844, scheme: "dark" as const },
  { width: 1280, height: 900, scheme: "dark" as const },
  { width: 390, height: 844, scheme: "light" as const },
];

const GST = `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="a11y-gs" name="A11y Skirmish" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema"><costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes><forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries></gameSystem>`;
const CAT = `<?xml version="1.0" encoding="UTF-8"?><catalogue id="a11y-cat" name="A11y Company" revision="1" gameSystemId="a11y-gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema"><selectionEntries><selectionEntry id="se" name="Archer" type="unit" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries></catalogue>`;

test("no serious or critical axe-core violation on any page, phone and desktop, light and dark", async ({ page }) => {
  test.setTimeout(240_000);
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  const rosterId = await createRosterThroughForm(page, { game, rulesetId: "standard", name: "Accessible army" });
  await addUnit(page, "Knights");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-a11y-"));
  fs.writeFileSync(path.join(dir, "A11y.gst"), GST);
  fs.writeFileSync(path.join(dir, "A11y.cat"), CAT);
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([path.join(dir, "A11y.gst"), path.join(dir, "A11y.cat")]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed A11y Skirmish");
  const href = await page.getByTestId("data-package").filter({ hasText: "A11y Skirmish" }).getByTestId("data-package-build").getAttribute("href");
  const context: Context = { rosterId, packageId: (href ?? "").split("/").pop() ?? "" };

  const failures: string[] = [];
  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page.emulateMedia({ colorScheme: variant.scheme });
    for (const pageCase of PAGES) {
      await page.goto(pageCase.path(context));
      await pageCase.ready?.(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      for (const violation of results.violations) {
        if (violation.impact !== "serious" && violation.impact !== "critical") continue;
        const where = violation.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${process.env.A11Y_DEBUG ? `${n.html.slice(0, 200)} ${n.failureSummary ?? ""}` : ""}`).join("; ");
        failures.push(`${pageCase.name} @${variant.width}px ${variant.scheme}: ${violation.id} (${violation.nodes.length}) ${where}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
