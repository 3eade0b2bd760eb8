/**
 * New roster from a shipped example, and the browser's Print of the roster: a clean list (the
 * editor's controls hidden), saved as PDF and as page images for people to look at.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loadGameData } from "../lib/gamedata/load-dir";
import { evaluate } from "../lib/engine";
import { ARTIFACTS_DIR, resolveE2eGameDataDir } from "./support/e2e-env";
import { loadGame, shoot } from "./support/roster-ui";

/** A number as the English pages write it (1,500). */
const n = (value: number | undefined) => new Intl.NumberFormat("en").format(value ?? 0);

test.use({ actionTimeout: 15_000 });

test("start from an example, then print it as a clean list", async ({ page }) => {
  const data = await loadGameData(resolveE2eGameDataDir());
  const example = data.examples.find((e) => e.file === "wh40k-2000-battalion-patrol.json")!;
  const game = await loadGame(example.roster.gameSystemId, example.roster.catalogueId);
  const verdict = evaluate(example.roster, game.system, game.catalogue);

  await page.goto(`/rosters/new?system=${game.system.id}`);
  await page.locator(`[data-testid="use-example"][data-example="${example.file}"]`).click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  const units = example.roster.forces.reduce((n, f) => n + f.selections.length, 0);
  await expect(page.getByTestId("unit-card")).toHaveCount(units);
  await expect(page.getByTestId("force")).toHaveCount(example.roster.forces.length);
  await expect(page.getByTestId("roster-name")).toHaveValue(example.roster.name);
  await expect(page.getByTestId("total-pts")).toHaveText(`${n(verdict.totals.roster.costs.pts)} / ${n(verdict.limits.pts)} pts`);
  await expect(page.getByTestId("validity")).toHaveText(verdict.valid ? "Valid" : /error/);

  await page.emulateMedia({ media: "print" });
  const printView = page.getByTestId("print-view");
  await expect(printView).toBeVisible();
  await expect(page.getByTestId("roster-editor")).toBeHidden();
  await expect(page.getByRole("navigation")).toBeHidden();
  await expect(printView.getByRole("heading", { level: 1 })).toHaveText(example.roster.name);
  for (const force of example.roster.forces) {
    const name = game.system.forceEntries.find((f) => f.id === force.forceEntryId)!.name;
    await expect(printView.getByRole("heading", { level: 2, name: new RegExp(name) })).toBeVisible();
  }
  await expect(printView.getByRole("listitem").filter({ hasText: "Intercessor Squad" }).first()).toBeVisible();
  await shoot(page, "print-view");

  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pdf = path.join(ARTIFACTS_DIR, "roster-print.pdf");
  await page.pdf({ path: pdf, format: "A4" });
  expect(fs.statSync(pdf).size).toBeGreaterThan(1000);
  try {
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "2", pdf, path.join(ARTIFACTS_DIR, "roster-print-page")]);
  } catch {
    // pdftoppm (poppler-utils) is optional: the PDF itself is the artifact.
  }
});
