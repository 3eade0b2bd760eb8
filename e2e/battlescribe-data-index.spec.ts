/**
 * BattleScribe's "Add data index" in the app: a player gives the address of a repository's .bsi
 * (served here by a local HTTP server this test starts, holding files the test writes), sees its
 * game system listed, installs it, and, once the repository has a newer revision, checks for
 * updates and installs that. The e2e server allows loopback addresses for this
 * (MUSTER_ALLOW_PRIVATE_URLS in playwright.config.ts); tests/db/battlescribe-data.db.test.ts
 * checks that they are refused otherwise.
 */
import { strToU8, zipSync } from "fflate";
import { expect, test } from "@playwright/test";
import { serveFiles, type FileServer } from "../tests/support/serve-files";
import { shoot } from "./support/roster-ui";

const gst = (revision: number) => `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="idx-gs" name="Index Skirmish" revision="${revision}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="50"/></costTypes>
  <forceEntries><forceEntry id="idx-fe" name="Patrol" hidden="false"/></forceEntries>
</gameSystem>`;

const cat = `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="idx-cat" name="Index Rangers" revision="1" battleScribeVersion="2.03" gameSystemId="idx-gs" gameSystemRevision="1" library="false" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries>
    <selectionEntry id="idx-ranger" name="Ranger" type="unit" hidden="false"><costs><cost name="pts" typeId="pts" value="9"/></costs></selectionEntry>
  </selectionEntries>
</catalogue>`;

let revision = 5;
let server: FileServer;
let indexUrl = "";

test.beforeAll(async () => {
  server = await serveFiles(() => ({
      "/repo/index.bsi": zipSync({
        "index.xml": strToU8(`<?xml version="1.0" encoding="UTF-8"?><dataIndex battleScribeVersion="2.03" name="Rangers Repository" xmlns="http://www.battlescribe.net/schema/dataIndexSchema"><dataIndexEntries>
          <dataIndexEntry filePath="Index Skirmish.gstz" dataType="gamesystem" dataId="idx-gs" dataName="Index Skirmish" dataBattleScribeVersion="2.03" dataRevision="${revision}"/>
          <dataIndexEntry filePath="Index Rangers.catz" dataType="catalogue" dataId="idx-cat" dataName="Index Rangers" dataBattleScribeVersion="2.03" dataRevision="1"/>
        </dataIndexEntries></dataIndex>`),
      }),
      "/repo/Index%20Skirmish.gstz": zipSync({ "Index Skirmish.gst": strToU8(gst(revision)) }),
      "/repo/Index%20Rangers.catz": zipSync({ "Index Rangers.cat": strToU8(cat) }),
  }));
  indexUrl = `${server.base}/repo/index.bsi`;
});

test.afterAll(() => {
  server.close();
});

// Far from the server's zone: a time formatted on the server would not match the browser's.
test.use({ timezoneId: "Pacific/Auckland" });

test("a player adds a data index, installs its game system and later its update", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto("/game-data");
  const panel = page.getByTestId("data-sources");
  const status = page.getByTestId("data-source-status");
  await expect(panel).toContainText("No data index added yet.");

  await page.getByTestId("data-source-url").fill(indexUrl);
  await page.getByRole("button", { name: "Add data index" }).click();
  await expect(status).toHaveText("Added Rangers Repository.");
  const source = page.getByTestId("data-source");
  await expect(source).toContainText("Rangers Repository");
  // When it was read, in words and the page's language, not the browser's default format.
  await expect(source).toContainText(/Checked [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M/);
  await expect(source).toContainText("Index Skirmish, revision 5 (1 catalogue) · Not installed");

  await source.getByRole("button", { name: "Install Index Skirmish" }).click();
  await expect(status).toHaveText("Installed Index Skirmish, revision 5.");
  const pkg = page.getByTestId("data-package").filter({ hasText: "Index Skirmish" });
  // The message and the refreshed lists arrive together: counted at once, without waiting.
  expect(await pkg.count()).toBe(1);
  await expect(source).toContainText("Installed: revision 5");
  await expect(pkg.getByRole("row", { name: /Index Rangers/ })).toContainText("Index Rangers.cat");
  await expect(source.getByRole("button", { name: /Install|Update/ })).toHaveCount(0);

  revision = 6;
  await source.getByRole("button", { name: "Check for updates" }).click();
  await expect(status).toHaveText("Checked Rangers Repository: 1 update available.");
  await expect(source).toContainText("Index Skirmish, revision 6 (1 catalogue) · Installed: revision 5");
  await expect(source).toContainText("Update available");
  await shoot(page, "data-index-update-available");

  await source.getByRole("button", { name: "Update Index Skirmish" }).click();
  await expect(status).toHaveText("Installed Index Skirmish, revision 6.");
  await expect(source).toContainText("Installed: revision 6");
  await expect(source).not.toContainText("Update available");
  await expect(pkg).toContainText("Revision 6");

  // Loaded afresh, the page hydrates without a mismatch and shows the time in the browser's zone.
  await page.reload();
  // The check ran within the last few minutes: one of their times, as the browser's clock reads.
  const recent = await page.evaluate(() =>
    [0, 1, 2, 3, 4].map((back) => new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit" }).format(Date.now() - back * 60_000)),
  );
  const checked = (await source.innerText()).match(/Checked .* at (\d{1,2}:\d{2}\s?[AP]M)/)?.[1];
  expect(recent).toContain(checked);
  expect(pageErrors).toEqual([]);
});
