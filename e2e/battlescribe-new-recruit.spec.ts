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

/** Written by this test in New Recruit's JSON shape: a rule with New Recruit's markup, and a battle size. */
const MARKUP_SYSTEM = {
  gameSystem: {
    id: "nr-md-gs",
    name: "NR Markup",
    revision: 1,
    battleScribeVersion: 2.03,
    type: "gameSystem",
    costTypes: [{ id: "pts", name: "pts", defaultCostLimit: 500 }],
    profileTypes: [{ id: "pt-ab", name: "Abilities", characteristicTypes: [{ id: "ct-desc", name: "Description" }] }],
    categoryEntries: [{ id: "cat-hero", name: "Hero", hidden: false }],
    forceEntries: [{ id: "fe-host", name: "Host", hidden: false, categoryLinks: [{ id: "cl-host-hero", name: "Hero", targetId: "cat-hero", primary: false }] }],
  },
};

const MARKUP_CATALOGUE = {
  catalogue: {
    id: "nr-md-cat",
    name: "Wardens",
    revision: 1,
    battleScribeVersion: 2.03,
    gameSystemId: "nr-md-gs",
    gameSystemRevision: 1,
    library: false,
    type: "catalogue",
    selectionEntries: [
      {
        id: "se-size",
        name: "Battle Size",
        type: "upgrade",
        hidden: false,
        sortIndex: 1,
        selectionEntries: [
          { id: "se-small", name: "Skirmish (500 Point limit)", type: "upgrade", hidden: false },
          { id: "se-big", name: "Big Battle (1000 Point limit)", type: "upgrade", hidden: false },
        ],
      },
      {
        id: "se-warden",
        name: "Warden",
        type: "model",
        hidden: false,
        sortIndex: 2,
        costs: [{ name: "pts", typeId: "pts", value: 60 }],
        categoryLinks: [{ id: "cl-warden", name: "Hero", targetId: "cat-hero", primary: true }],
        profiles: [
          {
            id: "p-oath",
            name: "Oath of the Watch",
            typeId: "pt-ab",
            typeName: "Abilities",
            characteristics: [{ name: "Description", typeId: "ct-desc", $text: "If the bearer is your **^^Warlord^^**, add 1 to *hit* rolls." }],
          },
        ],
      },
    ],
  },
};

test("a rule's markup reads as formatting, and a battle size fills in the points limit", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-nr-markup-"));
  const gst = path.join(dir, "NR Markup.json");
  const cat = path.join(dir, "Wardens.json");
  fs.writeFileSync(gst, JSON.stringify(MARKUP_SYSTEM, null, 2));
  fs.writeFileSync(cat, JSON.stringify(MARKUP_CATALOGUE, null, 2));

  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([gst, cat]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed NR Markup, revision 1: 2 files.");
  await page.getByTestId("data-package").filter({ hasText: "NR Markup" }).getByTestId("data-package-build").click();
  await page.getByTestId("bs-add-force").click();

  // The default limit of the cost type, until a battle size says otherwise.
  await expect(page.getByTestId("bs-limit")).toHaveValue("500");
  await page.getByRole("button", { name: "Add Battle Size" }).click();
  const size = page.getByTestId("bs-selection").filter({ has: page.getByRole("button", { name: "Remove Battle Size", exact: true }) });
  await size.getByRole("button", { name: "One more Big Battle (1000 Point limit)" }).click();
  await expect(page.getByTestId("bs-limit")).toHaveValue("1000");
  await expect(page.getByTestId("bs-total-pts")).toHaveText("0 / 1,000 pts");

  await page.getByRole("button", { name: "Add Warden" }).click();
  const warden = page.getByTestId("bs-selection").filter({ has: page.getByRole("button", { name: "Remove Warden", exact: true }) });
  await warden.getByTestId("bs-datasheet").locator("summary").click();
  const rule = warden.getByTestId("bs-profile-row").filter({ hasText: "Oath of the Watch" }).getByTestId("markup-text");
  // Bold keyword and italic, without the markers.
  await expect(rule).toHaveText("If the bearer is your Warlord, add 1 to hit rolls.");
  await expect(rule.locator("strong")).toHaveText("Warlord");
  await expect(rule.locator("em")).toHaveText("hit");
  await shoot(page, "new-recruit-markup");

  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download-text-cards").click();
  const text = fs.readFileSync(await (await download).path(), "utf8");
  expect(text).toContain("    Oath of the Watch: If the bearer is your Warlord, add 1 to hit rolls.\n");
  expect(text).not.toMatch(/\*\*|\^\^/);
});
