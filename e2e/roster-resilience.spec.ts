/**
 * Keeping work safe when things go wrong, and the 40k detachment controls: a failed save is shown
 * and retried until it lands; pages without a database explain why instead of going blank;
 * detachments are added, filled, paid for in Command Points and removed.
 */
import { expect, test } from "@playwright/test";
import { E2E_BROKEN_PORT } from "./support/e2e-env";
import { addUnit, createRosterThroughForm, evaluateStored, loadGame, readStored, shoot, unitCards, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

test("a save that cannot reach the server says so, keeps the change and retries", async ({ page }) => {
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  const id = await createRosterThroughForm(page, { game, rulesetId: "standard", sizeId: "skirmish", name: "Offline" });
  await page.route(`**/api/rosters/${id}`, (route) => (route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue()));
  await addUnit(page, "Archers");
  const status = page.getByTestId("save-status");
  await expect(status).toHaveAttribute("data-status", "failed");
  await expect(status).toHaveText("Not saved: the server could not be reached. Retrying…");
  await shoot(page, "save-failed", { fullPage: false });
  expect((await readStored(page.request, id)).document.forces[0]!.selections).toHaveLength(0);
  await page.unroute(`**/api/rosters/${id}`);
  await waitSaved(page);
  expect((await readStored(page.request, id)).document.forces[0]!.selections.map((s) => s.entryId)).toEqual(["he-archers"]);
});

test("without a database the builder's pages explain the problem instead of going blank", async ({ page, context }) => {
  const broken = `http://127.0.0.1:${E2E_BROKEN_PORT}`;
  // A browser that has rosters carries its identity cookie; checking it needs the database.
  await context.addCookies([{ name: "muster_owner", value: "AAAAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJl", url: broken }]);
  for (const path of ["/rosters", "/rosters/new", "/rosters/some-roster"]) {
    await page.goto(`${broken}${path}`);
    const error = page.getByTestId("page-error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Cannot reach the PostgreSQL server at 127.0.0.1:1");
  }
  await shoot(page, "no-database");
});

test("40k detachments: add one, move a unit into it, pay its Command Points, remove it", async ({ page }) => {
  test.setTimeout(90_000);
  const game = await loadGame("wh40k-9e", "space-marines");
  const matched = game.system.rulesets.find((r) => r.id === "matched")!;
  const id = await createRosterThroughForm(page, { game, rulesetId: matched.id, sizeId: "strike-force", name: "Detachments" });
  const patrol = game.system.forceEntries.find((f) => f.id === "patrol")!;
  const vanguard = game.system.forceEntries.find((f) => f.id === "vanguard")!;
  await addUnit(page, "Captain");
  await addUnit(page, "Bladeguard Veteran Squad");

  await page.getByTestId("add-force").getByRole("combobox").selectOption({ label: vanguard.name });
  await page.getByTestId("add-force").getByRole("button", { name: "Add detachment" }).click();
  await expect(page.getByTestId("force")).toHaveCount(2);
  const second = page.getByTestId("force").nth(1);
  await expect(second.getByTestId("force-name")).toHaveText(vanguard.name);
  // The unit browser turns to the detachment just added.
  await expect(page.getByTestId("add-to-force").locator("option:checked")).toHaveText(`2. ${vanguard.name}`);
  await expect(second.getByTestId("force-slot").and(page.locator('[data-category-id="elites"]'))).toHaveAttribute("data-state", "under");

  await unitCards(page, "Bladeguard Veteran Squad").getByTestId("move-to").selectOption({ label: vanguard.name });
  await expect(second.getByTestId("unit-card")).toHaveCount(1);
  await expect(page.getByTestId("force").first().getByTestId("unit-card")).toHaveCount(1);
  await waitSaved(page);
  const stored = await readStored(page.request, id);
  const verdict = evaluateStored(game, stored);
  const cp = verdict.resources.CP!;
  const cpCost = (entry: typeof patrol) => entry.costs!.find((c) => c.typeId === "CP")!.value;
  expect(cp.spent).toBe(cpCost(patrol) + cpCost(vanguard));
  await expect(page.getByTestId("total-CP")).toHaveText(`Command Points: ${cp.remaining} of ${cp.starting} left`);
  await expect(second.getByTestId("force-cost")).toContainText(`${cpCost(vanguard)} CP`);
  await shoot(page, "detachments-two");

  await second.getByRole("button", { name: `Remove ${vanguard.name}` }).click();
  await expect(page.getByTestId("force")).toHaveCount(1);
  await expect(page.getByTestId("unit-card")).toHaveCount(1);
  await page.getByTestId("undo").click();
  await expect(page.getByTestId("force")).toHaveCount(2);
  await expect(page.getByTestId("unit-card")).toHaveCount(2);
});
