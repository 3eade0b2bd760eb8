/**
 * Opponent comparison of two Age of Sigmar rosters started from the shipped examples: the
 * opponent's share link pasted into /compare (reached from the editor). The page offers exactly
 * the sudden death objectives the engine allows the outnumbered player, no other.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { compare } from "../lib/engine";
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

test("two Age of Sigmar rosters side by side: exactly the allowed sudden death objectives", async ({ page }) => {
  test.setTimeout(90_000);
  const data = await loadGameData(resolveE2eGameDataDir());
  const mine = data.examples.find((e) => e.file === "aos-open-stormcast.json")!.roster;
  const theirs = data.examples.find((e) => e.file === "aos-open-gloomspite.json")!.roster;
  const a = await loadGame(mine.gameSystemId, mine.catalogueId);
  const b = await loadGame(theirs.gameSystemId, theirs.catalogueId);
  const expected = compare(a.system, { roster: mine, catalogue: a.catalogue }, { roster: theirs, catalogue: b.catalogue });
  const fact = expected.facts.find((f) => f.rule === "outnumbered-objectives")!;
  expect(fact.code).toBe("sudden-death.available");
  const allowed = fact.params.objectiveNames as string[];
  const rule = a.system.rulesets.find((r) => r.id === mine.rulesetId)!.rules.find((r) => r.rule === "outnumbered-objectives")!;
  const everyObjective = (rule.params as { objectives: { name: string }[] }).objectives.map((o) => o.name);

  // The opponent's roster, shared.
  await startFromExample(page, a.system.id, "aos-open-gloomspite.json");
  await page.getByTestId("share-open").click();
  await page.getByTestId("share-create").click();
  const link = await page.getByTestId("share-url").first().inputValue();
  await page.getByTestId("share-close").click();

  // Mine, and from its editor to the comparison.
  await startFromExample(page, a.system.id, "aos-open-stormcast.json");
  const mineId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  await page.getByTestId("compare-link").click();
  await page.waitForURL(/\/compare\?mine=/);
  await expect(page.getByTestId("compare-mine")).toHaveValue(mineId);
  await page.getByTestId("compare-link-input").fill(link);
  await page.getByTestId("compare-submit").click();

  const result = page.getByTestId("compare-result");
  await expect(result).toBeVisible();
  await expect(result.getByTestId("compare-army-name")).toHaveText([mine.name, theirs.name]);
  await expect(result.getByTestId("compare-army-models")).toHaveText([
    en.t("totals.models", { count: expected.a.evaluation.totals.roster.models }),
    en.t("totals.models", { count: expected.b.evaluation.totals.roster.models }),
  ]);
  const shown = result.locator('[data-testid="compare-fact"][data-code="sudden-death.available"]');
  await expect(shown).toHaveCount(1);
  const text = await shown.innerText();
  expect(text).toContain(mine.name);
  // The objectives listed after the colon are exactly the allowed ones.
  const listed = text.slice(text.lastIndexOf(":") + 1).replace(/\.$/, "").split(",").map((s) => s.trim());
  expect(listed.sort()).toEqual([...allowed].sort());
  for (const name of everyObjective.filter((n) => !allowed.includes(n))) expect(text).not.toContain(name);
  const pts = result.locator('[data-testid="compare-differences"] [data-cost-type="pts"]');
  await expect(pts).toHaveAttribute("data-value", String((expected.a.evaluation.totals.roster.costs.pts ?? 0) - (expected.b.evaluation.totals.roster.costs.pts ?? 0)));

  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "exchange-compare.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "exchange-compare-phone.png"), fullPage: true });
});
