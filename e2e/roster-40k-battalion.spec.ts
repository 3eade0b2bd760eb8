/**
 * Issue 4, test 1: a legal 2000-point Warhammer 40,000 Battalion built from scratch by clicking,
 * broken by removing a Troops unit (the slot error appears and points at the detachment), then
 * fixed again (undo, redo, and a new Troops unit).
 */
import { expect, test } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { addUnit, createRosterThroughForm, evaluateStored, loadGame, readStored, setModels, shoot, unitCards, waitSaved } from "./support/roster-ui";

/** A number as the English pages write it (1,500). */
const n = (value: number | undefined) => new Intl.NumberFormat("en").format(value ?? 0);

test.use({ actionTimeout: 15_000 });

test("build a legal 2000-point Battalion, break it by removing Troops, and fix it", async ({ page }) => {
  test.setTimeout(180_000);
  const game = await loadGame("wh40k-9e", "space-marines");
  const matched = game.system.rulesets.find((r) => r.id === "matched")!;
  const strikeForce = matched.battleSizes!.find((b) => b.id === "strike-force")!;
  const battalion = game.system.forceEntries.find((f) => f.id === "battalion")!;
  const troopsMin = battalion.categoryLinks.find((l) => l.categoryId === "troops")!.constraints!.find((c) => c.type === "min")!.value;

  const id = await createRosterThroughForm(page, { game, rulesetId: matched.id, sizeId: strikeForce.id, name: "Ultramarines Battalion" });
  await page.getByTestId("force-type").selectOption({ label: battalion.name });
  await expect(page.getByTestId("force-name")).toHaveText(battalion.name);

  // The Chapter is chosen once, for the detachment, from the Codex's list; a typo typed on a unit is caught.
  const captain = await addUnit(page, "Captain");
  await expect(page.getByTestId("issue").filter({ hasText: en.issue("force.keyword-unchosen", { forceName: battalion.name, keyword: "<CHAPTER>", units: 1 }) })).toBeVisible();
  await captain.getByTestId("keyword-input").fill("Ultramarnies");
  await captain.getByTestId("keyword-input").press("Enter");
  await expect(page.getByTestId("issue").filter({ hasText: "did you mean ULTRAMARINES?" })).toBeVisible();
  await page.getByTestId("force-keyword-select").selectOption("ULTRAMARINES");
  await expect(captain.getByTestId("keyword-input")).toHaveValue("");
  await expect(captain.getByTestId("keyword-inherited")).toHaveText(en.t("keywords.inherited", { value: "ULTRAMARINES" }));
  await expect(page.getByTestId("issue").filter({ hasText: "<CHAPTER>" })).toHaveCount(0);
  // The Captain leads: Warlord with a trait, a thunder hammer.
  const battalionCp = battalion.costs!.find((c) => c.typeId === "CP")!.value;
  await expect(page.getByTestId("force-refund")).toHaveCount(0);
  await captain.getByTestId("leader-toggle").click();
  await expect(captain.getByTestId("leader-toggle")).toHaveAttribute("aria-pressed", "true");
  // The Warlord makes the Battalion's CP come back: said where the detachment's cost is shown.
  await expect(page.getByTestId("force-refund")).toHaveText(en.t("force.refund", { refund: `${battalionCp} CP`, base: `${battalionCp} CP`, own: "0 CP" }));
  await captain.getByRole("radio", { name: "Inspiring Leader" }).check();
  await captain.getByRole("radio", { name: "Thunder hammer" }).check();

  for (const name of ["Lieutenant", "Chaplain"]) await addUnit(page, name);
  for (let i = 0; i < 3; i++) {
    const squad = await addUnit(page, "Intercessor Squad");
    await setModels(squad, "Intercessor", 9);
  }
  for (const name of ["Redemptor Dreadnought", "Redemptor Dreadnought", "Predator Destructor", "Land Raider", "Bladeguard Veteran Squad", "Apothecary"]) await addUnit(page, name);
  const hellblasters = await addUnit(page, "Hellblaster Squad");
  await setModels(hellblasters, "Hellblaster", 9);
  await waitSaved(page);

  // What the page shows is what the engine says about the stored roster.
  const legal = await readStored(page.request, id);
  const verdict = evaluateStored(game, legal);
  expect(verdict.issues).toEqual([]);
  expect(verdict.valid).toBe(true);
  const points = verdict.totals.roster.costs.pts ?? 0;
  expect(points).toBeLessThanOrEqual(strikeForce.limits.pts!);
  expect(points).toBeGreaterThan(strikeForce.limits.pts! - 100);
  await expect(page.getByTestId("total-pts")).toHaveText(`${n(points)} / ${n(strikeForce.limits.pts)} pts`);
  await expect(page.getByTestId("total-PL")).toHaveText(`${verdict.totals.roster.costs.PL} PL`);
  const cp = verdict.resources.CP!;
  await expect(page.getByTestId("total-CP")).toHaveText(`Command Points: ${cp.remaining} of ${cp.starting} left`);
  await expect(page.getByTestId("validity")).toHaveText("Valid");
  await expect(page.getByTestId("no-issues")).toBeVisible();
  expect(legal.valid).toBe(true);
  // The detachment holds the Chapter the player chose once; every unit inherits it.
  expect(legal.document.forces[0]!.keywordChoices).toEqual({ "<CHAPTER>": "ULTRAMARINES" });
  expect(legal.document.forces[0]!.selections.every((s) => !s.keywordChoices?.["<CHAPTER>"])).toBe(true);
  await page.getByRole("button", { name: "Collapse all" }).click();
  // Collapsed, each card still says what the unit took: the Captain's thunder hammer, the squads' models.
  await expect(unitCards(page, "Captain").getByTestId("unit-summary")).toContainText("Thunder hammer");
  await expect(unitCards(page, "Hellblaster Squad").getByTestId("unit-summary")).toContainText(en.t("unit.summaryCount", { number: 9, name: "Hellblaster" }));
  await shoot(page, "40k-battalion-legal");

  // Break it: one Intercessor Squad fewer leaves the Battalion short of Troops.
  await unitCards(page, "Intercessor Squad").first().getByRole("button", { name: "Remove Intercessor Squad" }).click();
  const slotError = en.issue("slot.too-few", { forceName: battalion.name, limit: troopsMin, subject: "Troops", actual: troopsMin - 1 });
  const issue = page.getByTestId("issue").filter({ hasText: slotError });
  await expect(issue).toBeVisible();
  await expect(page.getByTestId("validity")).toHaveText("1 error");
  await expect(page.getByTestId("force-slot").and(page.locator('[data-category-id="troops"]'))).toHaveAttribute("data-state", "under");
  await issue.click();
  const force = page.getByTestId("force");
  await expect(force).toHaveClass(/muster-highlight/);
  await expect(force).toBeFocused();
  await shoot(page, "40k-battalion-troops-missing");
  await waitSaved(page);
  const broken = await readStored(page.request, id);
  expect(broken.valid).toBe(false);
  expect(evaluateStored(game, broken).issues.map((i) => i.code)).toEqual(["slot.too-few"]);

  // Fix it: undo brings the squad back; redo removes it again; a Tactical Squad fills the slot.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(page.getByTestId("validity")).toHaveText("Valid");
  await expect(unitCards(page, "Intercessor Squad")).toHaveCount(3);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(page.getByTestId("validity")).toHaveText("1 error");
  await addUnit(page, "Tactical Squad");
  await expect(page.getByTestId("validity")).toHaveText("Valid");
  await waitSaved(page);
  const fixed = await readStored(page.request, id);
  const fixedVerdict = evaluateStored(game, fixed);
  expect([fixed.valid, fixedVerdict.valid, fixedVerdict.issues]).toEqual([true, true, []]);
  await expect(page.getByTestId("total-pts")).toHaveText(`${n(fixedVerdict.totals.roster.costs.pts)} / ${n(strikeForce.limits.pts)} pts`);
  await shoot(page, "40k-battalion-fixed");
});
