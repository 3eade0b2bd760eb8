/**
 * Issue 4, test 5: after a reload everything is as it was (units, models, options, the General,
 * Path and spells, magic items, totals and issues). Leaving with unsaved changes warns first.
 */
import { expect, test, type Page } from "@playwright/test";
import { addUnit, createRosterThroughForm, loadGame, setModels, shoot, unitCards, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

/** Everything the editor shows of the roster, with every card opened. */
async function snapshot(page: Page) {
  const expand = page.getByRole("button", { name: "Expand all" });
  if (await expand.isVisible()) await expand.click();
  await expect(page.getByRole("button", { name: "Collapse all" })).toBeVisible();
  for (const button of await page.getByRole("button", { name: /^Show \d+ choices$/ }).all()) await button.click();
  return page.evaluate(() => {
    const text = (el: Element | null) => el?.textContent?.trim() ?? "";
    const cards = [...document.querySelectorAll('[data-testid="unit-card"]')].map((card) => ({
      name: text(card.querySelector('[data-testid="unit-name"]')),
      cost: text(card.querySelector('[data-testid="unit-cost"]')),
      checked: [...card.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")]
        .filter((i) => i.checked)
        .map((i) => text(i.closest('[data-testid="option"], [data-testid="spell"], label, div')))
        .sort(),
      counts: [...card.querySelectorAll<HTMLInputElement>("input[type=number]")].map((i) => `${i.getAttribute("aria-label")}=${i.value}`),
      selects: [...card.querySelectorAll<HTMLSelectElement>("select")].map((s) => s.selectedOptions[0]?.textContent ?? ""),
      leader: card.querySelector('[data-testid="leader-toggle"]')?.getAttribute("aria-pressed") ?? null,
    }));
    return {
      name: (document.querySelector('[data-testid="roster-name"]') as HTMLInputElement | null)?.value,
      totals: text(document.querySelector('[data-testid="totals-bar"] dl')),
      validity: text(document.querySelector('[data-testid="validity"]')),
      issues: [...document.querySelectorAll('[data-testid="issue"]')].map(text),
      cards,
    };
  });
}

test("a reload shows the roster exactly as it was left", async ({ page }) => {
  test.setTimeout(120_000);
  const game = await loadGame("t9a", "wdg");
  const standard = game.system.rulesets[0]!;
  await createRosterThroughForm(page, { game, rulesetId: standard.id, sizeId: standard.battleSizes![1]!.id, name: "Kept as it was" });

  const sorcerer = await addUnit(page, "Sorcerer");
  await sorcerer.getByTestId("leader-toggle").click();
  await sorcerer.getByRole("radio", { name: "Wizard Master" }).check();
  await sorcerer.getByRole("radio", { name: "Black Steed" }).check();
  await sorcerer.getByRole("button", { name: /^Show \d+ choices$/ }).click();
  await sorcerer.getByRole("radio", { name: "Talisman of Shielding" }).check();
  await sorcerer.getByTestId("path-select").selectOption({ label: "Path of Evocation" });
  const spells = sorcerer.getByTestId("spell");
  for (const n of [0, 2, 4]) await spells.nth(n).getByRole("checkbox").check();
  const warriors = await addUnit(page, "Warriors");
  await setModels(warriors, "Warrior", 20);
  await warriors.getByRole("radio", { name: "Halberd" }).check();
  await addUnit(page, "Chosen Knights");
  // Cards are grouped by role; within Core the Barbarians move above the Warriors.
  await addUnit(page, "Barbarians");
  await unitCards(page, "Barbarians").getByRole("button", { name: "Move up" }).click();
  await page.getByTestId("roster-name").fill("Kept exactly as it was");
  await page.getByTestId("roster-name").press("Enter");
  await waitSaved(page);

  const before = await snapshot(page);
  expect(before.cards.map((c) => c.name)).toEqual(["Sorcerer", "Barbarians", "Warriors", "Chosen Knights"]);
  expect(before.cards[0]?.leader).toBe("true");
  await shoot(page, "reload-before");

  await page.reload();
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  const after = await snapshot(page);
  expect(after).toEqual(before);
  await shoot(page, "reload-after");
});

test("leaving the editor with a change not yet saved asks first", async ({ page }) => {
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  await createRosterThroughForm(page, { game, rulesetId: game.system.rulesets[0]!.id, name: "Unsaved" });
  await addUnit(page, "Lord");
  // The autosave waits a moment after the last change: close the tab within it.
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  await waitSaved(page);
});
