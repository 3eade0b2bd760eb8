/**
 * BattleScribe game data in the app: a player uploads a game system and a zipped catalogue on
 * the Game data page, sees what was installed, builds a roster on it (the engine runs in the
 * browser) and sees the points and the rule problems change as a BattleScribe player expects.
 * Another browser does not see the upload. The files are written by this test (no third-party
 * data), in BattleScribe's own format.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipSync, strToU8 } from "fflate";
import { expect, test } from "@playwright/test";
import { ARTIFACTS_DIR } from "./support/e2e-env";
import { shoot } from "./support/roster-ui";

const GST = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<gameSystem id="e2e-gs" name="E2E Skirmish" revision="3" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="100.0"/></costTypes>
  <categoryEntries>
    <categoryEntry id="cat-leader" name="Leader" hidden="false"/>
    <categoryEntry id="cat-line" name="Line" hidden="false"/>
  </categoryEntries>
  <forceEntries>
    <forceEntry id="fe-warband" name="Warband" hidden="false">
      <categoryLinks>
        <categoryLink id="cl-leader" name="Leader" hidden="false" targetId="cat-leader" primary="false">
          <constraints><constraint field="selections" scope="parent" value="1.0" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="false" id="con-leader-min" type="min"/></constraints>
        </categoryLink>
        <categoryLink id="cl-line" name="Line" hidden="false" targetId="cat-line" primary="false"/>
      </categoryLinks>
    </forceEntry>
  </forceEntries>
</gameSystem>`;

const CAT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<catalogue id="e2e-cat" name="Free Company" revision="7" battleScribeVersion="2.03" library="false" gameSystemId="e2e-gs" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <entryLinks>
    <entryLink id="el-captain" name="Captain" hidden="false" collective="false" import="true" targetId="se-captain" type="selectionEntry">
      <categoryLinks><categoryLink id="cl-c" name="Leader" hidden="false" targetId="cat-leader" primary="true"/></categoryLinks>
    </entryLink>
    <entryLink id="el-spears" name="Spearmen" hidden="false" collective="false" import="true" targetId="se-spears" type="selectionEntry">
      <categoryLinks><categoryLink id="cl-s" name="Line" hidden="false" targetId="cat-line" primary="true"/></categoryLinks>
    </entryLink>
  </entryLinks>
  <sharedSelectionEntries>
    <selectionEntry id="se-captain" name="Captain" hidden="false" collective="false" import="true" type="model">
      <constraints><constraint field="selections" scope="force" value="1.0" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="false" id="con-captain-max" type="max"/></constraints>
      <costs><cost name="pts" typeId="pts" value="35.0"/></costs>
    </selectionEntry>
    <selectionEntry id="se-spears" name="Spearmen" hidden="false" collective="false" import="true" type="unit">
      <selectionEntries>
        <selectionEntry id="se-spearman" name="Spearman" hidden="false" collective="false" import="true" type="model">
          <constraints><constraint field="selections" scope="parent" value="3.0" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="false" id="con-spear-min" type="min"/></constraints>
          <costs><cost name="pts" typeId="pts" value="8.0"/></costs>
        </selectionEntry>
      </selectionEntries>
      <costs><cost name="pts" typeId="pts" value="0.0"/></costs>
      <modifiers>
        <modifier type="add" field="warning" value="{this} with fewer than 4 models cannot hold a line">
          <conditions><condition type="lessThan" value="4.0" field="selections" scope="self" childId="se-spearman" shared="true" includeChildSelections="false"/></conditions>
        </modifier>
      </modifiers>
    </selectionEntry>
  </sharedSelectionEntries>
</catalogue>`;

test("a player installs BattleScribe files and builds a roster on them", async ({ page, browser }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-bs-"));
  const gst = path.join(dir, "E2E Skirmish.gst");
  const catz = path.join(dir, "Free Company.catz");
  fs.writeFileSync(gst, GST);
  fs.writeFileSync(catz, zipSync({ "Free Company.cat": strToU8(CAT) }));

  await page.goto("/game-data");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game data");
  await page.getByTestId("upload-files").setInputFiles([gst, catz]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed E2E Skirmish, revision 3: 2 files.");
  const pkg = page.getByTestId("data-package").filter({ hasText: "E2E Skirmish" });
  // The message and the refreshed list arrive together: counted at once, without waiting.
  expect(await pkg.count()).toBe(1);
  await expect(pkg).toContainText("Installed by this browser");
  await expect(pkg.getByRole("row", { name: /Free Company/ })).toContainText("Free Company.cat");
  await shoot(page, "game-data-installed");

  // Another browser does not see what this one uploaded.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/game-data");
  await expect(otherPage.getByTestId("data-package").filter({ hasText: "E2E Skirmish" })).toHaveCount(0);
  await other.close();

  await pkg.getByTestId("data-package-build").click();
  await page.getByTestId("bs-add-force").click();
  // The default limit of the cost type (100) applies; the Warband needs a Leader.
  await expect(page.getByTestId("bs-total-pts")).toHaveText("0 / 100 pts");
  await expect(page.getByTestId("bs-errors")).toContainText("must have 1 more selections of Leader (minimum 1)");

  await page.getByRole("button", { name: "Add Spearmen" }).click();
  // Three Spearmen are selected with the unit, as the minimum demands.
  await expect(page.getByTestId("bs-total-pts")).toHaveText("24 / 100 pts");
  await page.getByRole("button", { name: "Add Captain" }).click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("59 / 100 pts");
  await expect(page.getByTestId("bs-status")).toHaveText("No problems");
  // A warning the data itself raises (New Recruit's field="warning"): shown in its words, not a problem.
  await expect(page.getByTestId("bs-errors")).toHaveText("Spearmen (warning): Spearmen with fewer than 4 models cannot hold a line");
  await page.getByRole("button", { name: "One more Spearman" }).click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("67 / 100 pts");
  await expect(page.getByTestId("bs-errors")).toHaveCount(0);

  // The data allows one Captain: a second Add says why, in the catalogue's names, and adds nothing.
  await expect(page.getByTestId("blocked-reason")).toHaveText("Not available: Warband already has 1 of Captain (at most 1)");
  await page.getByRole("button", { name: "Add Captain" }).click({ force: true });
  await expect(page.getByTestId("bs-announcement")).toHaveText("Not available: Warband already has 1 of Captain (at most 1)");
  await expect(page.getByTestId("bs-total-pts")).toHaveText("67 / 100 pts");
  // Duplicating the unit is the player's choice; the problem shows, marked on the unit.
  await page.getByTestId("bs-selection").filter({ hasText: "Captain" }).getByTestId("bs-duplicate").click();
  await expect(page.getByTestId("bs-errors")).toContainText("Captain: 1 too many selections of Captain in Warband (maximum 1)");
  await shoot(page, "game-data-builder");
  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download").click();
  const file = await download;
  const xml = fs.readFileSync(await file.path(), "utf8");
  expect(xml).toContain('<cost name="pts" typeId="pts" value="102.0"/>');
  expect(xml).toContain('entryId="el-spears::se-spears"');

  // The same roster as .rosz, opened again on a fresh page: same totals and problems.
  const zipped = page.waitForEvent("download");
  await page.getByTestId("bs-download-zip").click();
  const rosz = path.join(dir, "warband.rosz");
  await (await zipped).saveAs(rosz);
  await page.reload();
  await page.getByTestId("bs-open-roster").setInputFiles(rosz);
  await expect(page.getByTestId("bs-open-notes")).toContainText("every selection and cost matches");
  await expect(page.getByTestId("bs-total-pts")).toHaveText("102 / 100 pts");
  await expect(page.getByTestId("bs-errors")).toContainText("Captain: 1 too many selections of Captain in Warband (maximum 1)");
  await shoot(page, "game-data-opened-rosz");

  // Saved on the server, listed on the Game data page, and opened again from there.
  await page.getByTestId("roster-name").fill("Border Patrol");
  await page.getByTestId("roster-name").press("Enter");
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await page.goto("/game-data");
  const saved = page.getByTestId("bs-roster-link").filter({ hasText: "Border Patrol" });
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("102 / 100 pts");
  await expect(page.getByTestId("roster-name")).toHaveValue("Border Patrol");

  // The PDF list with reference cards, as a player prints it for the table.
  const pdfDownload = page.waitForEvent("download");
  await page.getByTestId("bs-download-pdf-cards").click();
  const pdfFile = path.join(dir, "border-patrol.pdf");
  await (await pdfDownload).saveAs(pdfFile);
  expect((await pdfDownload).suggestedFilename()).toBe("Border Patrol-cards.pdf");
  const pdfText = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" });
  for (const words of ["Border Patrol", "E2E Skirmish", "Free Company", "Spearmen", "Captain", "102", "REFERENCE CARDS"]) expect(pdfText).toContain(words);
  expect(pdfText).toContain("Captain: 1 too many selections of Captain in Warband (maximum 1)");
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  execFileSync("pdftoppm", ["-r", "60", "-f", "1", "-l", "1", "-png", pdfFile, path.join(ARTIFACTS_DIR, "game-data-pdf")]);

  // On Compare, the saved roster beside an opponent's .rosz: the earlier file minus a Spearman.
  await page.getByRole("button", { name: "One fewer Spearman" }).click();
  await expect(page.getByTestId("bs-total-pts")).toHaveText("94 / 100 pts");
  const theirDownload = page.waitForEvent("download");
  await page.getByTestId("bs-download-zip").click();
  const theirs = path.join(dir, "theirs.rosz");
  await (await theirDownload).saveAs(theirs);
  await page.goto("/compare");
  await page.getByTestId("compare-mine").selectOption({ label: "Border Patrol (E2E Skirmish, BattleScribe data)" });
  await page.getByTestId("compare-source-file").check();
  await page.getByTestId("compare-file-input").setInputFiles(theirs);
  await page.getByTestId("compare-submit").click();
  const armies = page.getByTestId("compare-army");
  await expect(armies.nth(0)).toContainText("Border Patrol");
  await expect(armies.nth(0).getByTestId("compare-army-totals")).toContainText("102");
  await expect(armies.nth(1).getByTestId("compare-army-totals")).toContainText("94");
  await expect(page.getByTestId("compare-differences")).toContainText("8");
  await shoot(page, "game-data-compare");

  // A .rosz dropped on My rosters' import box is kept as a roster and opens at /rosters/<id>.
  await page.goto("/rosters");
  await page.getByTestId("import-file").setInputFiles(rosz);
  await page.waitForURL(/\/rosters\/[^/?]+$/);
  await expect(page.getByTestId("bs-total-pts")).toHaveText("102 / 100 pts");
  await expect(page.getByTestId("bs-open-notes")).toContainText("every selection and cost matches");
});
