/**
 * Forces within a force, as Age of Sigmar 4th builds a list: the General's Handbook force holds
 * regiments, each a force of its own that units are added to. The player adds a regiment from the
 * force's own control (labelled with the data's childForcesLabel), adds units to it, and sees it
 * indented under its parent, in the totals and in the saved roster. The force comes with its
 * Battle Formation once (a default amount the roster's maximum stops at), and without New
 * Recruit's "READ ME" notice, which its own data hides once the force holds anything. The files
 * are written by this test in the shape of New Recruit's Age of Sigmar data (no third-party data).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { shoot } from "./support/roster-ui";

const GST = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<gameSystem id="e2e-aos" name="E2E Realms" revision="4" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="2000"/></costTypes>
  <categoryEntries>
    <categoryEntry id="cat-hero" name="Hero" hidden="false"/>
    <categoryEntry id="cat-infantry" name="Infantry" hidden="false"/>
    <categoryEntry id="cat-composition" name="Army Composition" hidden="false"/>
  </categoryEntries>
  <forceEntries>
    <forceEntry id="fe-ghb" name="General's Handbook" hidden="false" childForcesLabel="Regiments and Auxiliary">
      <categoryLinks>
        <categoryLink id="cl-comp" name="Army Composition" hidden="false" targetId="cat-composition" primary="false"/>
      </categoryLinks>
      <forceEntryLinks>
        <forceEntryLink id="fel-regiment" name="Regiment" hidden="false" targetId="fe-regiment" type="forceEntry"/>
      </forceEntryLinks>
    </forceEntry>
    <forceEntry id="fe-regiment" name="Regiment" hidden="true">
      <categoryLinks>
        <categoryLink id="cl-hero" name="Hero" hidden="false" targetId="cat-hero" primary="false"/>
        <categoryLink id="cl-inf" name="Infantry" hidden="false" targetId="cat-infantry" primary="false"/>
      </categoryLinks>
    </forceEntry>
  </forceEntries>
  <selectionEntries>
    <selectionEntry type="upgrade" import="false" name="READ ME" hidden="false" id="se-readme" defaultAmount="1">
      <constraints><constraint type="min" value="1" field="selections" scope="parent" shared="true" id="con-readme"/></constraints>
      <modifiers>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="atLeast" value="1" field="selections" scope="force" childId="any" shared="true"/></conditions>
        </modifier>
        <modifier type="set" value="500" field="pts"/>
      </modifiers>
    </selectionEntry>
  </selectionEntries>
</gameSystem>`;

const CAT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<catalogue id="e2e-khorne" name="Bloodbound" revision="2" battleScribeVersion="2.03" library="false" gameSystemId="e2e-aos" gameSystemRevision="4" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries>
    <selectionEntry type="upgrade" import="true" name="Battle Formation" hidden="false" id="se-formation" defaultAmount="1">
      <constraints><constraint type="max" value="1" field="selections" scope="roster" shared="true" id="con-formation" includeChildSelections="true" includeChildForces="true"/></constraints>
      <categoryLinks><categoryLink id="cl-f" name="Army Composition" hidden="false" targetId="cat-composition" primary="true"/></categoryLinks>
    </selectionEntry>
    <selectionEntry type="unit" import="true" name="Bloodsecrator" hidden="false" id="se-secrator">
      <categoryLinks><categoryLink id="cl-s" name="Hero" hidden="false" targetId="cat-hero" primary="true"/></categoryLinks>
      <costs><cost name="pts" typeId="pts" value="130"/></costs>
    </selectionEntry>
    <selectionEntry type="unit" import="true" name="Blood Warriors" hidden="false" id="se-warriors">
      <categoryLinks><categoryLink id="cl-w" name="Infantry" hidden="false" targetId="cat-infantry" primary="true"/></categoryLinks>
      <costs><cost name="pts" typeId="pts" value="190"/></costs>
    </selectionEntry>
  </selectionEntries>
</catalogue>`;

test("a player adds a regiment within the General's Handbook force and fills it", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bs-child-"));
  const gst = path.join(dir, "E2E Realms.gst");
  const cat = path.join(dir, "Bloodbound.cat");
  fs.writeFileSync(gst, GST);
  fs.writeFileSync(cat, CAT);

  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([gst, cat]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed E2E Realms, revision 4: 2 files.");
  await page.getByTestId("data-package").filter({ hasText: "E2E Realms" }).getByTestId("data-package-build").click();
  await page.getByTestId("bs-add-force").click();

  const ghb = page.getByTestId("bs-force").filter({ has: page.getByRole("heading", { name: /General's Handbook/ }) });
  // The force's own selections: the Battle Formation it comes with, no READ ME notice at 500 points.
  await expect(ghb.getByTestId("bs-selection")).toHaveCount(1);
  await expect(ghb.getByTestId("bs-selection")).toContainText("Battle Formation");
  await expect(page.getByTestId("bs-total-pts")).toHaveText("0 / 2,000 pts");

  // The force offers its child forces under the data's own label.
  const addChild = ghb.getByTestId("bs-add-child-force");
  await expect(addChild.getByLabel("Regiments and Auxiliary")).toHaveValue("fel-regiment::fe-regiment");
  await addChild.getByRole("button", { name: "Add the chosen force within General's Handbook" }).click();
  const regiment = page.getByTestId("bs-force").filter({ has: page.getByRole("heading", { name: /^Regiment/ }) });
  await expect(regiment).toContainText("Within General's Handbook");
  // The regiment takes no second Battle Formation: the roster holds one.
  await expect(regiment.getByTestId("bs-selection")).toHaveCount(0);

  // Units go into the regiment: the browser's "Add to" has turned to the force just added.
  await expect(page.getByTestId("bs-add-to-force").locator("option:checked")).toHaveText("2. Regiment");
  await page.getByRole("button", { name: "Add Bloodsecrator" }).click();
  await page.getByRole("button", { name: "Add Blood Warriors" }).click();
  await expect(regiment.getByTestId("bs-selection")).toHaveCount(2);
  await expect(page.getByTestId("bs-total-pts")).toHaveText("320 / 2,000 pts");
  await expect(page.getByTestId("bs-status")).toHaveText("No problems");
  await shoot(page, "bs-child-forces");

  // The saved roster holds the regiment inside its parent force, with its units.
  await expect(page.getByTestId("save-status")).toContainText("Saved");
  await page.reload();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("320 / 2,000 pts");
  await expect(page.getByTestId("bs-force").filter({ has: page.getByRole("heading", { name: /^Regiment/ }) })).toContainText("Within General's Handbook");
  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download").click();
  const xml = fs.readFileSync(await (await download).path(), "utf8");
  expect(xml).toMatch(/<force [^>]*name="General(?:'|&apos;)s Handbook"[\s\S]*<forces>\s*<force [^>]*name="Regiment"[\s\S]*name="Blood Warriors"/);
  expect(xml).not.toContain("READ ME");
});
