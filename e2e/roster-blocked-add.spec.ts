/**
 * A unit the detachment cannot take: its Add button says why on the row itself (a tooltip in the
 * scrolling list was clipped), and Enter on it says the same to screen readers; nothing is added.
 * Where another kind of detachment would take it, the row offers to add one with the unit in it.
 */
import { expect, test } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { addUnit, createRosterThroughForm, loadGame, shoot } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

test("a blocked Add shows its reason on the row and says it when pressed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const game = await loadGame("wh40k-9e", "space-marines");
  const patrol = game.system.forceEntries.find((f) => f.id === "patrol")!;
  const hqMax = patrol.categoryLinks.find((l) => l.categoryId === "hq")!.constraints!.find((c) => c.type === "max")!.value;
  await createRosterThroughForm(page, { game, rulesetId: "matched", sizeId: "strike-force", name: "Blocked HQ" });
  await page.getByTestId("force-type").selectOption({ label: patrol.name });
  for (let i = 0; i < hqMax; i++) await addUnit(page, "Captain");

  await page.getByTestId("unit-search").fill("Captain");
  const row = page.getByTestId("unit-choice").filter({ hasText: /^Captain/ }).first();
  const add = row.getByTestId("add-unit");
  await expect(add).toHaveAttribute("aria-disabled", "true");
  const reason = row.getByTestId("blocked-reason");
  await expect(reason).toBeVisible();
  await expect(reason).toContainText(String(hqMax));
  await expect(add).toHaveAccessibleDescription(await reason.innerText());
  await shoot(page, "blocked-add-reason");

  const before = await page.getByTestId("unit-card").count();
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor-announcement")).toHaveText(await reason.innerText());
  await expect(page.getByTestId("unit-card")).toHaveCount(before);

  // Where another detachment would take it, the row offers one: a new detachment with the Captain in it.
  const offer = row.getByTestId("add-with-detachment");
  await expect(offer).toBeVisible();
  await offer.click();
  const forces = page.getByTestId("force");
  await expect(forces).toHaveCount(2);
  await expect(forces.nth(1).getByTestId("unit-card")).toHaveCount(1);
  await expect(forces.nth(1).getByTestId("unit-name")).toHaveText("Captain");
  await expect(page.getByTestId("editor-announcement")).toContainText("Captain");
  await shoot(page, "blocked-add-new-detachment");
});

test("a game with one kind of detachment offers no choice of one", async ({ page }) => {
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  const only = game.system.forceEntries;
  expect(only).toHaveLength(1);
  await createRosterThroughForm(page, { game, rulesetId: "standard", name: "One kind" });
  const addForce = page.getByTestId("add-force");
  await expect(addForce.getByRole("combobox")).toHaveCount(0);
  await expect(addForce.getByRole("button")).toHaveText(en.t("force.addOnly", { name: only[0]!.name }));
});
