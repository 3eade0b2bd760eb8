/**
 * Issue 4, test 4: the same roster edited in two tabs. The second save finds the roster changed
 * and the editor says so: nothing is overwritten; the player reloads the other version, or keeps
 * theirs as a copy.
 */
import { expect, test, type Page } from "@playwright/test";
import type { RosterSummary } from "../lib/schemas/roster-requests";
import { addUnit, createRosterThroughForm, loadGame, readStored, shoot, unitCards, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

async function unitNames(page: Page): Promise<string[]> {
  return page.getByTestId("unit-name").allTextContents();
}

test("editing one roster in two tabs: the conflict is shown, then resolved by reloading or keeping a copy", async ({ context, page }) => {
  test.setTimeout(120_000);
  const game = await loadGame("aos", "stormcast-eternals");
  const pitched = game.system.rulesets.find((r) => r.id === "pitched-battle")!;
  const id = await createRosterThroughForm(page, { game, rulesetId: pitched.id, sizeId: pitched.battleSizes![1]!.id, name: "Two tabs" });
  const first = page;
  const second = await context.newPage();
  await second.goto(first.url());
  await expect(second.getByTestId("roster-editor")).toBeVisible();

  // Tab 1 saves first.
  await addUnit(first, "Lord-Celestant");
  await waitSaved(first);
  const afterFirst = await readStored(first.request, id);
  expect(afterFirst.version).toBe(2);

  // Tab 2 still has version 1: its save is refused and the dialog asks what to do.
  await addUnit(second, "Liberators");
  const dialog = second.getByTestId("conflict-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This roster was changed elsewhere");
  await expect(second.getByTestId("save-status")).toHaveAttribute("data-status", "conflict");
  await shoot(second, "conflict-dialog", { fullPage: false });
  // Nothing was overwritten.
  expect((await readStored(first.request, id)).version).toBe(2);

  await dialog.getByTestId("conflict-reload").click();
  await expect(dialog).toBeHidden();
  expect(await unitNames(second)).toEqual(await unitNames(first));
  await expect(unitCards(second, "Liberators")).toHaveCount(0);
  await expect(second.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await shoot(second, "conflict-reloaded");

  // Again, and this time tab 2 keeps its version as a copy.
  await addUnit(first, "Prosecutors");
  await waitSaved(first);
  await addUnit(second, "Judicators");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("conflict-keep-copy").click();
  await second.waitForURL((url) => !url.pathname.endsWith(`/${id}`));
  await expect(second.getByTestId("roster-name")).toHaveValue("Two tabs (my copy)");
  await waitSaved(second);
  const copyId = decodeURIComponent(new URL(second.url()).pathname.split("/").pop()!);
  const copy = await readStored(second.request, copyId);
  const original = await readStored(first.request, id);
  const entryNames = (record: typeof copy) => record.document.forces.flatMap((f) => f.selections.map((s) => s.entryId));
  expect(entryNames(copy)).toEqual(expect.arrayContaining([expect.stringContaining("judicators")]));
  expect(entryNames(copy).some((e) => e.includes("prosecutors"))).toBe(false);
  expect(entryNames(original).some((e) => e.includes("prosecutors"))).toBe(true);
  expect(entryNames(original).some((e) => e.includes("judicators"))).toBe(false);
  await shoot(second, "conflict-kept-copy");

  const list = (await (await first.request.get("/api/rosters")).json()) as RosterSummary[];
  expect(list.map((r) => r.name).sort()).toEqual(["Two tabs", "Two tabs (my copy)"]);
});
