/**
 * My rosters and the identity of a browser: each browser (context) sees only its own rosters;
 * the list searches, sorts, renames, duplicates and deletes with an Undo that restores.
 * Also: the builder at phone width, by keyboard only, and in dark mode.
 */
import { expect, test, type Page } from "@playwright/test";
import { addUnit, createRosterThroughForm, loadGame, shoot, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

async function listedNames(page: Page): Promise<string[]> {
  return page.getByTestId("roster-link").allTextContents();
}

test("two browsers do not see each other's rosters", async ({ browser }) => {
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const b = await bob.newPage();
  const aliceId = await createRosterThroughForm(a, { game, rulesetId: "standard", name: "Alice's army" });
  await addUnit(a, "Knights");
  await waitSaved(a);
  await createRosterThroughForm(b, { game, rulesetId: "standard", name: "Bob's army" });

  await a.goto("/rosters");
  await b.goto("/rosters");
  expect(await listedNames(a)).toEqual(["Alice's army"]);
  expect(await listedNames(b)).toEqual(["Bob's army"]);
  await shoot(b, "library-other-browser");

  // Bob cannot open, read or change Alice's roster, not even knowing its address.
  // A real 404, not a 200 page that says "not found".
  expect((await b.goto(`/rosters/${aliceId}`))?.status()).toBe(404);
  await expect(b.getByTestId("roster-not-found")).toBeVisible();
  await shoot(b, "library-not-found");
  expect((await b.request.get(`/api/rosters/${aliceId}`)).status()).toBe(404);
  // Sent as Bob's own page would send them (with its Origin), so the owner check is what answers.
  const fromBobsPage = { origin: new URL(b.url()).origin };
  const stolen = await b.request.put(`/api/rosters/${aliceId}`, { data: { name: "Mine now" }, headers: fromBobsPage });
  expect([400, 404]).toContain(stolen.status());
  expect((await b.request.delete(`/api/rosters/${aliceId}`, { headers: fromBobsPage })).status()).toBe(404);
  expect((await a.request.get(`/api/rosters/${aliceId}`)).status()).toBe(200);
  await alice.close();
  await bob.close();
});

test("My rosters: search, sort, rename, duplicate, and delete with undo", async ({ page }) => {
  test.setTimeout(90_000);
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  for (const name of ["Border Patrol", "Griffin Host", "Zealot Crusade"]) {
    await createRosterThroughForm(page, { game, rulesetId: "standard", sizeId: "skirmish", name });
  }
  await addUnit(page, "Zealots");
  await waitSaved(page);
  await page.getByTestId("nav-my-rosters").click();
  await expect(page.getByTestId("roster-row")).toHaveCount(3);
  // Most recently changed first.
  expect(await listedNames(page)).toEqual(["Zealot Crusade", "Griffin Host", "Border Patrol"]);
  const zealots = page.getByTestId("roster-row").filter({ hasText: "Zealot Crusade" });
  await expect(zealots.getByTestId("roster-totals")).not.toHaveText("");
  await expect(zealots).toContainText(`${game.system.name} · ${game.catalogue.name}`);
  await expect(zealots.getByTestId("roster-validity")).toHaveText(/Valid|Invalid/);

  await page.getByTestId("roster-sort").selectOption("name");
  await expect.poll(() => listedNames(page)).toEqual(["Border Patrol", "Griffin Host", "Zealot Crusade"]);
  await page.getByTestId("roster-search").fill("griff");
  await expect.poll(() => listedNames(page)).toEqual(["Griffin Host"]);
  await page.getByTestId("roster-search").fill("");
  await expect.poll(() => listedNames(page)).toHaveLength(3);

  const griffin = page.getByTestId("roster-row").filter({ hasText: "Griffin Host" });
  await griffin.getByTestId("rename").click();
  await page.getByTestId("rename-input").fill("Griffin Host II");
  await page.getByTestId("rename-input").press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Renamed to “Griffin Host II”.");
  await page.getByTestId("roster-row").filter({ hasText: "Border Patrol" }).getByTestId("duplicate").click();
  await expect.poll(() => listedNames(page)).toEqual(["Border Patrol", "Border Patrol (copy)", "Griffin Host II", "Zealot Crusade"]);

  await page.getByTestId("roster-row").filter({ hasText: "Zealot Crusade" }).getByTestId("delete").click();
  await expect(page.getByTestId("toast")).toContainText("Deleted “Zealot Crusade”.");
  await expect.poll(() => listedNames(page)).not.toContain("Zealot Crusade");
  await shoot(page, "library-deleted-undo-toast", { fullPage: false });
  await page.getByTestId("toast-action").click();
  await expect.poll(() => listedNames(page)).toContain("Zealot Crusade");
  await expect(page.getByTestId("toast")).toContainText("Restored “Zealot Crusade”.");
  await page.reload();
  expect((await listedNames(page)).sort()).toEqual(["Border Patrol", "Border Patrol (copy)", "Griffin Host II", "Zealot Crusade"]);
  await shoot(page, "library");
});

test("the builder works at phone width, by keyboard alone, and in dark mode", async ({ page }) => {
  test.setTimeout(90_000);
  const game = await loadGame("wh40k-9e", "space-marines");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await createRosterThroughForm(page, { game, rulesetId: "open", name: "Phone list" });

  // Keyboard only: open the unit browser (a sheet over the list; focus goes to its search), Enter adds the first match.
  const toggle = page.getByTestId("toggle-browser");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("browser-sheet")).toBeVisible();
  await expect(page.getByTestId("unit-search")).toBeFocused();
  await page.keyboard.type("captain");
  await page.keyboard.press("Enter");
  // Seen in the sheet, then Escape closes it and takes focus to the unit just added, to set it up.
  await expect(page.getByTestId("browser-added")).toContainText("Added Captain");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("browser-sheet")).toHaveCount(0);
  const captain = page.getByTestId("unit-card").first();
  await expect(captain).toBeFocused();
  await captain.getByTestId("leader-toggle").focus();
  await page.keyboard.press("Space");
  await expect(captain.getByTestId("leader-toggle")).toHaveAttribute("aria-pressed", "true");
  // The focus ring is drawn (an outline on :focus-visible).
  const outline = await captain.getByTestId("leader-toggle").evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe("solid");
  await captain.getByTestId("keyword-input").focus();
  await page.keyboard.type("Ultramarines");
  await page.keyboard.press("Enter");
  // Inside a text field Ctrl+Z is the field's own; out of it, it undoes the last roster edit.
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+z");
  await expect(captain.getByTestId("keyword-input")).toHaveValue("");
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(captain.getByTestId("keyword-input")).toHaveValue("ULTRAMARINES");
  await waitSaved(page);

  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background.match(/[\d.]+/g)?.map(Number)[0]).toBeLessThan(background.startsWith("oklch") ? 0.3 : 60);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, "phone-dark-editor", { fullPage: false });
  await captain.getByRole("button", { name: "Datasheet" }).click();
  await expect(page.getByTestId("datasheet")).toBeVisible();
  await expect(page.getByTestId("profile-table").first()).toBeVisible();
  await shoot(page, "phone-dark-datasheet", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("datasheet")).toBeHidden();
});
