/**
 * Issue 4, test 3: The 9th Age magic selection in the spell picker. A Wizard Master learns four
 * spells and is refused a fifth with the reason (on hover and on keyboard focus); an Apprentice is
 * offered only spell 1 of its Path and the army's Hereditary spell.
 */
import { expect, test } from "@playwright/test";
import { addUnit, createRosterThroughForm, evaluateStored, loadGame, readStored, shoot, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

test("a Wizard Master knows four spells and is refused a fifth; an Apprentice is offered spell 1 and the Hereditary spell", async ({ page }) => {
  test.setTimeout(120_000);
  const game = await loadGame("t9a", "wdg");
  const standard = game.system.rulesets[0]!;
  const recommended = standard.battleSizes!.find((b) => b.id === "recommended")!;
  const magic = standard.rules.find((r) => r.rule === "magic-selection")!.params as { levels: Record<string, { spells: number; maxSpellNumber: number }> };
  const occultism = game.system.spellLists!.find((l) => l.id === "t9a-path-occultism")!;
  const hereditary = game.catalogue.hereditarySpell!;
  const master = magic.levels.master!;
  const apprentice = magic.levels.apprentice!;

  const id = await createRosterThroughForm(page, { game, rulesetId: standard.id, sizeId: recommended.id, name: "Dark Gods magic" });
  const sorcerer = await addUnit(page, "Sorcerer");
  await sorcerer.getByRole("radio", { name: "Wizard Master" }).check();
  const picker = sorcerer.getByTestId("spell-picker");
  await picker.getByTestId("path-select").selectOption({ label: occultism.name });
  const spells = picker.getByTestId("spell");
  await expect(spells).toHaveCount(occultism.spells.filter((s) => (s.number ?? 0) <= master.maxSpellNumber).length + 1);
  for (let i = 0; i < master.spells; i++) await spells.nth(i).getByRole("checkbox").check();
  await expect(picker.getByTestId("spells-known")).toHaveText(`${master.spells} of ${master.spells} spells chosen`);

  // The fifth: refused, with the reason on hover and on keyboard focus.
  const fifth = spells.nth(master.spells);
  const box = fifth.getByRole("checkbox");
  await expect(box).toHaveAttribute("aria-disabled", "true");
  const reason = `Sorcerer already knows ${master.spells} spells, as many as a Wizard Master may know; remove one first.`;
  await fifth.hover();
  await expect(fifth.getByRole("tooltip")).toHaveText(reason);
  await expect(fifth.getByRole("tooltip")).toBeVisible();
  // Playwright will not click an aria-disabled control by itself; a player can, and nothing happens.
  await box.click({ force: true });
  await expect(box).not.toBeChecked();
  await page.mouse.move(0, 0);
  await box.focus();
  await expect(fifth.getByRole("tooltip")).toBeVisible();
  await expect(box).toHaveAccessibleDescription(reason);
  await box.press("Space");
  await expect(box).not.toBeChecked();
  await shoot(page, "t9a-master-fifth-spell-refused");

  await waitSaved(page);
  const stored = await readStored(page.request, id);
  const wizard = stored.document.forces[0]!.selections[0]!;
  expect(wizard.spells).toHaveLength(master.spells);
  expect(evaluateStored(game, stored).issues.filter((i) => i.code.startsWith("wizard."))).toEqual([]);

  // A second Sorcerer comes as an Apprentice (the data's default level).
  await expect(sorcerer.getByTestId("unit-toggle")).toHaveAttribute("aria-expanded", "true");
  await sorcerer.getByTestId("unit-toggle").click();
  await expect(sorcerer.getByTestId("unit-toggle")).toHaveAttribute("aria-expanded", "false");
  const second = await addUnit(page, "Sorcerer");
  await expect(second.getByRole("radio", { name: "Wizard Apprentice" })).toBeChecked();
  const apprenticePicker = second.getByTestId("spell-picker");
  await apprenticePicker.getByTestId("path-select").selectOption({ label: occultism.name });
  const offered = occultism.spells.filter((s) => (s.number ?? 0) <= apprentice.maxSpellNumber).map((s) => s.id);
  expect(offered).toHaveLength(1);
  const offeredIds = await apprenticePicker.getByTestId("spell").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-spell-id")));
  expect(offeredIds).toEqual([...offered, hereditary.id]);
  await expect(apprenticePicker.getByTestId("spell").last()).toContainText(hereditary.name);
  await apprenticePicker.getByTestId("spell").last().getByRole("checkbox").check();
  await expect(apprenticePicker.getByTestId("spells-known")).toHaveText(`1 of ${apprentice.spells} spell chosen`);
  await expect(apprenticePicker.getByTestId("spell").first().getByRole("checkbox")).toHaveAttribute("aria-disabled", "true");
  await shoot(page, "t9a-apprentice-spells");
});
