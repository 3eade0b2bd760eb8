/**
 * New Recruit's associations in the builder: a Detachment must join one Regimental Unit of its
 * force. With two regiments to choose from the player picks one in the unit's card; the problem
 * goes, the choice is saved in the .ros and comes back on reload. The unit's options follow the
 * data's display hints: a flattened group joins the unit's options, a collapsible one is folded;
 * a model's own options open under the unit's. The data is written by this
 * test in the shape of The Old World's (no third-party data).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { shoot } from "./support/roster-ui";

const GAME_SYSTEM = {
  gameSystem: {
    id: "assoc-gs",
    name: "Regiments of Test",
    revision: 1,
    battleScribeVersion: 2.03,
    type: "gameSystem",
    costTypes: [{ id: "pts", name: "pts", defaultCostLimit: 1000 }],
    categoryEntries: [
      { id: "cat-regimental", name: "Regimental Unit", hidden: true },
      { id: "cat-core", name: "Core", hidden: false },
    ],
    forceEntries: [{ id: "fe-army", name: "Grand Army", hidden: false, categoryLinks: [{ id: "cl-core", name: "Core", targetId: "cat-core", primary: false }] }],
  },
};

const CATALOGUE = {
  catalogue: {
    id: "assoc-cat",
    name: "Hold of Tests",
    revision: 1,
    battleScribeVersion: 2.03,
    gameSystemId: "assoc-gs",
    gameSystemRevision: 1,
    library: false,
    type: "catalogue",
    selectionEntries: [
      {
        id: "se-spears",
        name: "Spear Regiment",
        type: "unit",
        hidden: false,
        sortIndex: 1,
        costs: [{ name: "pts", typeId: "pts", value: 100 }],
        categoryLinks: [
          { id: "cl-spears-core", name: "Core", targetId: "cat-core", primary: true },
          { id: "cl-spears-reg", name: "Regimental Unit", targetId: "cat-regimental", primary: false },
        ],
      },
      {
        id: "se-crossbows",
        name: "Crossbows",
        type: "unit",
        hidden: false,
        sortIndex: 2,
        costs: [{ name: "pts", typeId: "pts", value: 60 }],
        categoryLinks: [{ id: "cl-crossbows-core", name: "Core", targetId: "cat-core", primary: true }],
        selectionEntryGroups: [
          { id: "g-command", name: "Command", hidden: false, collapsible: true, selectionEntries: [{ id: "se-champion", name: "Champion", type: "model", hidden: false, costs: [{ name: "pts", typeId: "pts", value: 10 }], selectionEntries: [{ id: "se-horn", name: "Horn", type: "upgrade", hidden: false, costs: [{ name: "pts", typeId: "pts", value: 5 }] }] }] },
          { id: "g-extras", name: "Extras", hidden: false, flatten: true, selectionEntries: [{ id: "se-pavise", name: "Pavise", type: "upgrade", hidden: false }] },
        ],
        selectionEntries: [
          {
            id: "se-detachment",
            name: "Detachment",
            type: "upgrade",
            hidden: false,
            constraints: [{ id: "con-detachment", type: "max", value: 1, field: "selections", scope: "parent", shared: true }],
            associations: [{ id: "as-regiment", name: "Regimental Unit", min: 1, max: 1, scope: "force", childId: "cat-regimental", includeChildSelections: true }],
          },
        ],
      },
    ],
  },
};

test("a Detachment joins the regiment the player picks, and keeps it through save and reload", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-assoc-"));
  const gst = path.join(dir, "Regiments of Test.json");
  const cat = path.join(dir, "Hold of Tests.json");
  fs.writeFileSync(gst, JSON.stringify(GAME_SYSTEM, null, 2));
  fs.writeFileSync(cat, JSON.stringify(CATALOGUE, null, 2));

  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([gst, cat]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed Regiments of Test, revision 1: 2 files.");
  await page.getByTestId("data-package").filter({ hasText: "Regiments of Test" }).getByTestId("data-package-build").click();

  await page.getByTestId("bs-add-force").click();
  await page.getByRole("button", { name: "Add Spear Regiment" }).click();
  await page.getByRole("button", { name: "Add Spear Regiment" }).click();
  await page.getByRole("button", { name: "Add Crossbows" }).click();
  const crossbows = page.getByTestId("bs-selection").filter({ hasText: "Crossbows" });
  // The data's display hints: Extras is flattened into the unit's own options, Command starts folded.
  await expect(crossbows.getByRole("button", { name: "One more Pavise" })).toBeVisible();
  await expect(crossbows.getByText("Extras")).toHaveCount(0);
  await expect(crossbows.getByRole("button", { name: "One more Champion" })).toBeHidden();
  await crossbows.getByText("Command", { exact: true }).click();
  await crossbows.getByRole("button", { name: "One more Champion" }).click();
  await expect(crossbows.getByText("Command: 1", { exact: true })).toBeVisible();
  await crossbows.getByRole("button", { name: "One more Detachment" }).click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("270 / 1,000 pts");
  // The Champion's own options (a model inside the unit) open under the unit's.
  await crossbows.getByText("Options of Champion", { exact: true }).click();
  await crossbows.getByRole("button", { name: "One more Horn" }).click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("275 / 1,000 pts");
  await expect(crossbows.getByText("Horn: 1", { exact: true })).toBeVisible();

  // Two regiments: nothing is chosen for the player, and the roster says so.
  const choice = crossbows.getByLabel("Detachment: Regimental Unit");
  await expect(choice).toHaveValue("");
  await expect(choice.locator("option")).toHaveText(["Not chosen", "Spear Regiment #1 (Grand Army)", "Spear Regiment #2 (Grand Army)"]);
  await expect(page.getByTestId("bs-status")).toHaveText("1 problem");
  await expect(page.getByTestId("bs-errors")).toHaveText("Detachment needs 1 more link for Regimental Unit (at least 1)");

  await choice.selectOption({ label: "Spear Regiment #2 (Grand Army)" });
  await expect(page.getByTestId("bs-status")).toHaveText("No problems");
  await shoot(page, "new-recruit-association");

  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download-text").click();
  expect(fs.readFileSync(await (await download).path(), "utf8")).toContain("Detachment (with Spear Regiment)");

  // Saved by itself a moment after the change (autosave), as any roster is.
  await expect(page).toHaveURL(/\/rosters\/[^/?]+$/);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await page.reload();
  const again = page.getByTestId("bs-selection").filter({ hasText: "Crossbows" }).getByLabel("Detachment: Regimental Unit");
  await expect(again).toHaveValue(/.+/);
  await expect(again.locator("option:checked")).toHaveText("Spear Regiment #2 (Grand Army)");
  await expect(page.getByTestId("bs-status")).toHaveText("No problems");

  // Choosing none brings the problem back: the choice is what the rule reads.
  await again.selectOption({ label: "Not chosen" });
  await expect(page.getByTestId("bs-status")).toHaveText("1 problem");
});
