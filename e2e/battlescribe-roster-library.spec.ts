/**
 * One roster library (issue 32): a 40k 10th edition Space Marines roster on the corpus's BSData
 * (a 1,980-point Gladius Task Force built with the engine, as a player's .ros file) is imported
 * on My rosters and lives there beside Muster's own rosters: it shows its game system, is
 * renamed, duplicated, deleted and restored, keeps all of it after a reload, opens at
 * /rosters/<id>, keeps its versions (diff in words, restore), and its share link opens
 * read-only in a second browser. The data is third-party
 * (../shared/corpus); without it the journey is skipped, saying so.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createEngine } from "../lib/battlescribe/engine/engine";
import { writeRosterXml } from "../lib/battlescribe/ros/write-roster";
import { renameRoster } from "../lib/battlescribe/engine/actions";
import { readDataSet } from "../lib/battlescribe/xml/read-data-files";
import { corpusDir, readCorpusFiles } from "../tests/support/bs-corpus";
import { buildGladiusTaskForce, WH40K_10E_POINTS } from "../tests/support/bs-gladius";
import { shoot } from "./support/roster-ui";

const corpus = corpusDir();

test.skip(!corpus, "../shared/corpus is absent: the 10e Space Marines journey needs the third-party files");

/** The player's file: the Gladius Task Force the corpus test checks, written as BattleScribe does. */
function writeGladiusRos(dir: string): string {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
  buildGladiusTaskForce(engine);
  renameRoster(engine, "Ultramarines Gladius");
  const file = path.join(dir, "ultramarines-gladius.ros");
  fs.writeFileSync(file, writeRosterXml(engine));
  return file;
}

test("a 10e Space Marines roster lives on My rosters beside Muster's own and shares read-only", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-10e-"));
  const ros = writeGladiusRos(dir);
  const data = path.join(corpus!, "bsdata/wh40k-10e");

  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles(fs.readdirSync(data).map((name) => path.join(data, name)));
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed Warhammer 40,000", { timeout: 120_000 });

  // The .ros is kept as a roster of this browser and opens at /rosters/<id> in the builder.
  await page.goto("/rosters");
  await page.getByTestId("import-file").setInputFiles(ros);
  await page.waitForURL(/\/rosters\/[^/?]+$/, { timeout: 90_000 });
  const rosterUrl = page.url();
  await expect(page.getByTestId(`bs-total-${WH40K_10E_POINTS}`)).toContainText("1,980", { timeout: 60_000 });
  await expect(page.getByTestId("bs-roster-name")).toHaveValue("Ultramarines Gladius");
  await shoot(page, "library-10e-opened");

  // A Muster roster beside it, made as a player makes one.
  const origin = { origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/rosters", { data: { name: "Shipped Host", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard" }, headers: origin })).status()).toBe(201);

  // My rosters lists both kinds; the 10e roster says its game system and its points.
  await page.getByTestId("nav-my-rosters").click();
  const rows = page.getByTestId("roster-row");
  await expect(rows).toHaveCount(2);
  const gladius = rows.filter({ hasText: "Ultramarines Gladius" });
  await expect(gladius).toContainText("Warhammer 40,000");
  await expect(gladius).toContainText("Space Marines");
  await expect(gladius.getByTestId("roster-totals")).toContainText("1,980");
  await expect(gladius.getByTestId("roster-validity")).toHaveText("Valid");
  await page.getByTestId("roster-search").fill("40,000");
  await expect(rows).toHaveCount(1);
  await page.getByTestId("roster-search").fill("");
  await expect(rows).toHaveCount(2);
  await shoot(page, "library-10e-listed");

  // Rename, duplicate, delete and undo, as for any roster.
  await gladius.getByTestId("rename").click();
  await page.getByTestId("rename-input").fill("Ultramarines 2nd Company");
  await page.getByTestId("rename-input").press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Renamed to “Ultramarines 2nd Company”.");
  const company = rows.filter({ hasText: "Ultramarines 2nd Company" }).first();
  await company.getByTestId("duplicate").click();
  await expect(page.getByTestId("toast")).toContainText("Made “Ultramarines 2nd Company (copy)”.");
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: "Ultramarines 2nd Company (copy)" }).getByTestId("delete").click();
  await expect(page.getByTestId("toast")).toContainText("Deleted “Ultramarines 2nd Company (copy)”.");
  await expect(rows).toHaveCount(2);
  await page.getByTestId("toast-action").click();
  await expect(page.getByTestId("toast")).toContainText("Restored “Ultramarines 2nd Company (copy)”.");
  await expect(rows).toHaveCount(3);

  // A reload keeps all of it: the name, the copy and the points.
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "Ultramarines 2nd Company (copy)" }).getByTestId("roster-totals")).toContainText("1,980");
  await page.getByTestId("roster-link").filter({ hasText: /^Ultramarines 2nd Company$/ }).click();
  await expect(page).toHaveURL(rosterUrl);
  await expect(page.getByTestId("bs-roster-name")).toHaveValue("Ultramarines 2nd Company");
  await expect(page.getByTestId(`bs-total-${WH40K_10E_POINTS}`)).toContainText("1,980");

  // Saved from the builder under another name, the version before is kept: its history says
  // what changed and restores it as a new version.
  await page.getByTestId("bs-roster-name").fill("Ultramarines Strike Force");
  await page.getByTestId("bs-save").click();
  await expect(page.getByTestId("bs-save-status")).toHaveText("Saved.");
  await page.getByTestId("history-open-list").click();
  const entries = page.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("(current)");
  await entries.nth(1).getByTestId("history-compare").click();
  await expect(page.getByTestId("history-diff")).toContainText("Renamed from “Ultramarines 2nd Company” to “Ultramarines Strike Force”.");
  await shoot(page, "library-10e-history");
  await entries.nth(1).getByTestId("history-restore").click();
  // The page opens again on the restored roster (the 10e data takes a moment to load).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ultramarines 2nd Company — Warhammer 40,000 10th Edition", { timeout: 30_000 });
  await expect(page.getByTestId("bs-roster-name")).toHaveValue("Ultramarines 2nd Company", { timeout: 60_000 });
  await expect(page.getByTestId(`bs-total-${WH40K_10E_POINTS}`)).toContainText("1,980");

  // A share link, opened by someone else: read-only, with the roster's units.
  await page.getByTestId("share-open").click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog.getByTestId("share-create-hidden")).toHaveCount(0);
  await dialog.getByTestId("share-create").click();
  const url = await dialog.getByTestId("share-url").first().inputValue();
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  expect((await other.goto(url))?.status()).toBe(200);
  await expect(other.getByTestId("shared-name")).toHaveText("Ultramarines 2nd Company");
  for (const unit of ["Captain", "Intercessor Squad", "Redemptor Dreadnought", "Land Raider"]) await expect(other.getByTestId("shared-unit-name").filter({ hasText: unit }).first()).toBeVisible();
  await expect(other.getByTestId("shared-totals")).toContainText("1,980");
  await expect(other.locator("main input, main select, main textarea, main button")).toHaveCount(0);
  const [rosFile] = await Promise.all([other.waitForEvent("download"), other.getByTestId("export-ros").click()]);
  expect(fs.readFileSync(await rosFile.path(), "utf8")).toContain('name="Ultramarines 2nd Company"');
  await shoot(other, "library-10e-shared");

  // Revoked, the link stops working at once.
  await dialog.getByTestId("share-revoke").first().click();
  await expect(dialog.getByTestId("share-link")).toHaveCount(0);
  expect((await other.goto(url))?.status()).toBe(404);
  await visitor.close();
});
