/**
 * A player uploads a whole repository on the Game data page (issue 33): a zip holding two game
 * systems installs both, the old-schema one upgraded; a file with a data error installs nothing
 * and the page says in one line which file, where, and what to do. Files written by this test.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { expect, test } from "@playwright/test";
import { shoot } from "./support/roster-ui";

const KT21 = `<gameSystem id="e2e-kt21" name="E2E Team (2021)" revision="9" battleScribeVersion="2.03"><forceEntries><forceEntry id="fe21" name="Team"/></forceEntries></gameSystem>`;
const KT21_CAT = `<catalogue id="e2e-vg" name="Veteran Guard" revision="2" gameSystemId="e2e-kt21"><selectionEntries><selectionEntry id="vg" name="Trooper" type="model"/></selectionEntries></catalogue>`;
// BattleScribe 1.15, as Necromunda's data still is: upgraded when read.
const GANG = `<gameSystem id="e2e-gang" revision="3" battleScribeVersion="1.15" name="E2E Gang War"><forceTypes><forceType id="gang" name="Gang"><categories><category id="leader" name="Leader" minSelections="1" maxSelections="1"/></categories></forceType></forceTypes></gameSystem>`;
const GANG_CAT = `<catalogue id="e2e-goliath" revision="1" battleScribeVersion="1.15" name="Goliath" gameSystemId="e2e-gang"><entries><entry id="boss" name="Boss" points="120" categoryId="leader" type="model"/></entries></catalogue>`;

test("a repository with two game systems installs both; a data error says where and what to do", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-repo-"));
  const zip = path.join(dir, "repository.zip");
  fs.writeFileSync(zip, zipSync({ "repo/Team.gst": strToU8(KT21), "repo/Veteran Guard.cat": strToU8(KT21_CAT), "repo/Gang.gst": strToU8(GANG), "repo/Goliath.cat": strToU8(GANG_CAT) }));

  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles(zip);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toHaveText("Installed 2 game systems: E2E Gang War, E2E Team (2021).");
  await expect(page.getByTestId("data-package").filter({ hasText: "E2E Gang War" })).toContainText("Goliath");
  await shoot(page, "game-data-repository");

  const broken = path.join(dir, "Broken.cat");
  fs.writeFileSync(broken, `<catalogue id="e2e-broken" name="Broken" gameSystemId="e2e-kt21">\n<selectionEntries>\n<selectionEntry id="x" name="X" sortIndex="first"/>\n</selectionEntries>\n</catalogue>`);
  await page.getByTestId("upload-files").setInputFiles(broken);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toHaveText(
    'Nothing was installed: Broken.cat: sortIndex="first" at catalogue/selectionEntries/selectionEntry[@id=x] is not a number (line 3). Write a number there, or remove the attribute.',
  );
  await shoot(page, "game-data-data-error");
});
