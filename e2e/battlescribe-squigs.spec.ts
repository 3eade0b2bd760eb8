/**
 * A real BattleScribe roster through the pages: the Age of Sigmar data squigs.ros was built
 * from is uploaded on Game data, squigs.ros is imported on My rosters and opens in the builder
 * with the file's 1990 points, and comes back out as a .rosz holding the same roster. The files
 * are third-party (../shared/corpus); without them the journey is skipped, saying so.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { expect, test } from "@playwright/test";
import { findCorpus } from "../tests/support/corpus-path";
import { shoot } from "./support/roster-ui";

const corpus = findCorpus();

test.skip(!corpus, "../shared/corpus is absent: the squigs.ros journey needs the third-party files");

test("squigs.ros opens on its own data with 1990 points and exports as .rosz", async ({ page }) => {
  test.setTimeout(120_000);
  const data = path.join(corpus!, "rosters/squigs-data");
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles(fs.readdirSync(data).map((name) => path.join(data, name)));
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed Age of Sigmar", { timeout: 60_000 });

  await page.goto("/rosters");
  await page.getByTestId("import-file").setInputFiles(path.join(corpus!, "rosters/squigs.ros"));
  await page.waitForURL(/\/rosters\/[^/?]+$/, { timeout: 60_000 });
  await expect(page.getByTestId("bs-total-points")).toContainText("1,990");
  await expect(page.getByTestId("bs-open-notes")).toContainText("every selection and cost matches");
  await shoot(page, "squigs-opened");

  const download = page.waitForEvent("download");
  await page.getByTestId("bs-download-zip").click();
  const rosz = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "muster-squigs-")), "squigs.rosz");
  await (await download).saveAs(rosz);
  const [xml] = Object.values(unzipSync(new Uint8Array(fs.readFileSync(rosz)))).map((bytes) => strFromU8(bytes));
  const original = fs.readFileSync(path.join(corpus!, "rosters/squigs.ros"), "utf8");
  expect((xml!.match(/<selection /g) ?? []).length).toBe((original.match(/<selection /g) ?? []).length);
  expect(xml).toContain('<cost name="pts" typeId="points" value="1990.0"/>');
});
