/**
 * Game data written for New Recruit, uploaded in its JSON form: a weapon changed by an
 * enhancement through `affects` shows the changed value in the builder's datasheet and in the
 * text export's reference cards, labelled with the data's annotation; wargear comes with its
 * `defaultAmount`; entries are offered in `sortIndex` order. The files are written by this
 * test in the shape the Horus Heresy 3rd edition repository holds (no third-party data).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { shoot } from "./support/roster-ui";

const weapon = (id: string, name: string, attacks: string, categories: string[] = []) => ({
  id,
  name,
  type: "upgrade",
  hidden: false,
  profiles: [{ id: `p-${id}`, name, typeId: "pt-melee", typeName: "Melee Weapons", characteristics: [{ name: "A", typeId: "ct-a", $text: attacks }] }],
  categoryLinks: categories.map((c) => ({ id: `cl-${id}-${c}`, targetId: c, name: c, primary: false })),
});

const inModel = "self.entries.recursive";
const GAME_SYSTEM = {
  gameSystem: {
    id: "nr-gs",
    name: "NR Skirmish",
    revision: 4,
    battleScribeVersion: 2.03,
    type: "gameSystem",
    costTypes: [{ id: "pts", name: "pts", defaultCostLimit: 500 }],
    profileTypes: [{ id: "pt-melee", name: "Melee Weapons", characteristicTypes: [{ id: "ct-a", name: "A" }] }],
    categoryEntries: [
      { id: "cat-hero", name: "Hero", hidden: false },
      { id: "cat-dx", name: "Attacks Dx Weapon", hidden: true },
      { id: "cat-dx-marked", name: "Attacks Dx+0 Modifier", hidden: true },
    ],
    forceEntries: [{ id: "fe-band", name: "Band", hidden: false, categoryLinks: [{ id: "cl-hero", name: "Hero", targetId: "cat-hero", primary: false }] }],
  },
};

const CATALOGUE = {
  catalogue: {
    id: "nr-cat",
    name: "Oathsworn",
    revision: 2,
    battleScribeVersion: 2.03,
    gameSystemId: "nr-gs",
    gameSystemRevision: 4,
    library: false,
    type: "catalogue",
    selectionEntries: [
      { id: "se-scout", name: "Scout", type: "model", hidden: false, sortIndex: 2, costs: [{ name: "pts", typeId: "pts", value: 20 }], categoryLinks: [{ id: "cl-scout", name: "Hero", targetId: "cat-hero", primary: true }] },
      {
        id: "se-champion",
        name: "Champion",
        type: "model",
        hidden: false,
        sortIndex: 1,
        page: 12,
        costs: [{ name: "pts", typeId: "pts", value: 80 }],
        categoryLinks: [{ id: "cl-champion", name: "Hero", targetId: "cat-hero", primary: true }],
        selectionEntries: [
          { ...weapon("se-claws", "Claws", "D6", ["cat-dx"]), defaultAmount: "1", constraints: [{ id: "con-claws", type: "max", value: 1, field: "selections", scope: "parent", shared: true }] },
          { ...weapon("se-sword", "Sword", "3"), defaultAmount: "1", constraints: [{ id: "con-sword", type: "max", value: 1, field: "selections", scope: "parent", shared: true }] },
          {
            id: "se-fury",
            name: "Fury of the Oath",
            type: "upgrade",
            hidden: false,
            costs: [{ name: "pts", typeId: "pts", value: 15 }],
            modifiers: [
              { type: "append", value: "Fury of the Oath", field: "annotation", join: ", ", scope: "model", affects: `${inModel}.profiles.Melee Weapons` },
              { type: "append", value: "+0", field: "ct-a", scope: "model", affects: `${inModel}.cat-dx.profiles.Melee Weapons`, arg: "+0", join: "" },
              { type: "replace", field: "ct-a", scope: "model", affects: `${inModel}.cat-dx-marked.profiles.Melee Weapons`, arg: "+0" },
              { type: "increment", value: 1, field: "ct-a", scope: "model", affects: `${inModel}.profiles.Melee Weapons`, position: -1 },
              { type: "replace", field: "ct-a", scope: "model", affects: `${inModel}.profiles.Melee Weapons`, arg: "+0" },
              { type: "add", value: "cat-dx-marked", field: "category", scope: "model", affects: `${inModel}.cat-dx` },
            ],
          },
        ],
      },
    ],
  },
};

test("a player installs New Recruit JSON data and sees an enhancement change a weapon", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-nr-"));
  const gst = path.join(dir, "NR Skirmish.json");
  const cat = path.join(dir, "Oathsworn.json");
  fs.writeFileSync(gst, JSON.stringify(GAME_SYSTEM, null, 2));
  fs.writeFileSync(cat, JSON.stringify(CATALOGUE, null, 2));

  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([gst, cat]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed NR Skirmish, revision 4: 2 files.");
  const pkg = page.getByTestId("data-package").filter({ hasText: "NR Skirmish" });
  await expect(pkg.getByRole("row", { name: /Oathsworn/ })).toContainText("Oathsworn.json");

  await pkg.getByTestId("data-package-build").click();
  await page.getByTestId("bs-add-force").click();
  // sortIndex puts the Champion (1) before the Scout (2), whatever the file's order.
  await expect(page.getByTestId("bs-add-entry")).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Add (Champion|Scout)$/ }).first()).toHaveAccessibleName("Add Champion");

  await page.getByRole("button", { name: "Add Champion" }).click();
  // Claws and Sword come with the Champion (defaultAmount 1 each).
  await expect(page.getByTestId("bs-total-pts")).toHaveText("80 / 500 pts");
  const card = page.getByTestId("bs-selection").filter({ hasText: "Champion" });
  await card.getByTestId("bs-datasheet").locator("summary").click();
  const rows = card.getByTestId("bs-profile-row");
  await expect(rows).toHaveText(["Claws D6", "Sword 3"].map((text) => new RegExp(text.replace(" ", "\\s*"))));

  await card.getByRole("button", { name: "One more Fury of the Oath" }).click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("95 / 500 pts");
  await expect(rows).toHaveText([/Claws \(Fury of the Oath\)\s*D6\+1/, /Sword \(Fury of the Oath\)\s*4/]);
  await shoot(page, "new-recruit-datasheet");

  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download-text-cards").click();
  const text = fs.readFileSync(await (await download).path(), "utf8");
  expect(text).toContain("== Reference cards ==");
  expect(text).toContain("    Claws (Fury of the Oath): D6+1\n");
  expect(text).toContain("    Sword (Fury of the Oath): 4\n");
});
