/**
 * Events and New roster on any data (issue 32): on the corpus's 40k 10th edition data, an
 * organiser (an account, with the data installed) creates an event pinned to the data's revision;
 * a player (another browser, with their own copy of the data) sees the game system with its
 * revision on the home page, makes a roster on it from New roster, opens the join link, picks
 * their 10e roster and submits it; the organiser approves it and downloads the zip, which holds
 * the list as a .rosz. The data is third-party (../shared/corpus); without it the journey is skipped.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { createEngine } from "../lib/battlescribe/engine/engine";
import { renameRoster } from "../lib/battlescribe/engine/actions";
import { writeRosterXml } from "../lib/battlescribe/ros/write-roster";
import { readDataSet } from "../lib/battlescribe/xml/read-data-files";
import { en } from "../lib/i18n/english";
import { corpusDir, readCorpusFiles } from "../tests/support/bs-corpus";
import { buildGladiusTaskForce, WH40K_10E_POINTS } from "../tests/support/bs-gladius";
import { shoot } from "./support/roster-ui";
import { analyzeWcag } from "./support/axe";

const corpus = corpusDir();
const SYSTEM = "Warhammer 40,000 10th Edition";

test.skip(!corpus, "../shared/corpus is absent: the 10e event journey needs the third-party files");
test.use({ actionTimeout: 20_000 });

async function install10e(page: Page): Promise<number> {
  const data = path.join(corpus!, "bsdata/wh40k-10e");
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles(fs.readdirSync(data).map((name) => path.join(data, name)));
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed Warhammer 40,000", { timeout: 150_000 });
  const gst = fs.readFileSync(path.join(data, "Warhammer 40,000.gst"), "utf8");
  return Number(/<gameSystem[^>]*\srevision="(\d+)"/.exec(gst)?.[1]);
}

/** No serious or critical WCAG 2.2 AA finding on the page as it stands (as e2e/accessibility.spec.ts checks every page). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await analyzeWcag(page);
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function writeGladiusRos(): string {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
  buildGladiusTaskForce(engine);
  renameRoster(engine, "Ultramarines Gladius");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "muster-10e-event-")), "ultramarines-gladius.ros");
  fs.writeFileSync(file, writeRosterXml(engine));
  return file;
}

test("an event on 10e data: a player submits their 10e roster, the organiser approves it and downloads a .rosz; New roster offers 10e", async ({ page, browser }) => {
  test.setTimeout(480_000);
  // The organiser: an account with the 10e data installed.
  await page.goto("/account/sign-up");
  await page.getByLabel(en.t("account.field.email")).fill(`organiser-10e-${Date.now()}@example.com`);
  await page.getByLabel(en.t("account.field.password")).fill("organiser password");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("nav-events")).toBeVisible();
  const revision = await install10e(page);

  await page.getByTestId("nav-events").click();
  await page.getByLabel(en.t("events.create.name")).fill("Gladius Open");
  await page.getByLabel(en.t("events.create.system")).selectOption({ label: en.t("anyData.event.dataRevision", { system: SYSTEM, revision }) });
  await page.getByTestId("create-event-pin-revision").check();
  await expect(page.getByLabel(en.t("events.create.ruleset"))).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Imperium - Adeptus Astartes - Space Marines" })).toBeVisible();
  await page.getByLabel(en.t("events.create.limit")).fill("2000");
  await page.getByLabel(en.t("events.create.deadline")).fill("2099-12-31T18:00:00");
  await shoot(page, "event-10e-create", { fullPage: true });
  await expectAccessible(page);
  await page.getByTestId("create-event-submit").click();
  await expect(page.getByTestId("organiser-panel")).toBeVisible();
  const joinLink = await page.getByTestId("event-join-link").inputValue();
  const organiserUrl = page.url();

  // The player, in another browser, with their own copy of the data and their Gladius roster.
  const player = await (await browser.newContext()).newPage();
  await install10e(player);
  await player.goto("/rosters");
  await player.getByTestId("import-file").setInputFiles(writeGladiusRos());
  await player.waitForURL(/\/rosters\/[^/?]+$/, { timeout: 90_000 });
  await expect(player.getByTestId(`bs-total-${WH40K_10E_POINTS}`)).toContainText("1,980", { timeout: 60_000 });

  // Home lists the installed game system with its revision; New roster makes a roster on it.
  await player.goto("/");
  const card = player.getByTestId("installed-system").filter({ hasText: SYSTEM });
  await expect(card).toContainText(en.t("home.revision", { revision }));
  await expect(card).toContainText(en.t("anyData.home.own"));
  await shoot(player, "home-installed-10e");
  await expectAccessible(player);
  await card.getByRole("link", { name: en.t("anyData.home.startWith", { system: SYSTEM }) }).click();
  await expect(player.getByRole("radio", { name: new RegExp(SYSTEM) })).toBeChecked();
  await expect(player.getByTestId("installed-games")).toContainText(en.t("anyData.new.revision", { revision }));
  await player.getByTestId("roster-name-input").fill("Crusade Recruits");
  await shoot(player, "new-roster-10e");
  await expectAccessible(player);
  await player.getByTestId("create-roster").click();
  await player.waitForURL(/\/rosters\/(?!new)[^/?#]+$/, { timeout: 60_000 });
  await expect(player.getByTestId("roster-name")).toHaveValue("Crusade Recruits", { timeout: 60_000 });

  // The join link offers both 10e rosters; the Gladius list fits the event's 2,000 points.
  await player.goto(joinLink);
  await expect(player.getByTestId("join-panel")).toContainText(SYSTEM);
  const options = player.getByTestId("join-roster").locator("option");
  await expect(options).toHaveText(["Crusade Recruits", "Ultramarines Gladius"], { useInnerText: true });
  await player.getByTestId("join-roster").selectOption({ label: "Ultramarines Gladius" });
  await player.getByTestId("join-check").click();
  await expect(player.getByTestId("join-check-result")).toHaveText(en.t("join.checkValid"), { timeout: 60_000 });
  await player.getByTestId("join-player-name").fill("Uriel");
  await player.getByTestId("join-submit").click();
  await expect(player.getByTestId("join-message")).toHaveText(en.t("join.sent"), { timeout: 60_000 });
  await shoot(player, "join-10e-sent");
  await expectAccessible(player);

  // The organiser approves it and downloads every list: the 10e list as a .rosz.
  await page.goto(organiserUrl);
  const row = page.getByTestId("event-submission").filter({ hasText: "Uriel" });
  await expect(row).toContainText("Imperium - Adeptus Astartes - Space Marines");
  await expect(row.getByTestId("submission-validity")).toHaveText(en.t("events.valid"));
  // Points only: no hidden or catalogue-only cost type shown by its GUID.
  await expect(row).toContainText("1,980 pts");
  await expect(row).not.toContainText(/[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}/);
  await row.getByTestId("submission-approve").click();
  await expect(row.getByTestId("submission-status")).toHaveText(en.t("events.status.approved"));
  await shoot(page, "event-10e-organiser");
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await page.getByTestId("event-download").click();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
  expect(Object.keys(zip).sort()).toEqual(["event.json", "lists/001-Uriel.json", "lists/001-Uriel.rosz", "lists/001-Uriel.txt", "summary.csv"]);
  const ros = strFromU8(Object.values(unzipSync(zip["lists/001-Uriel.rosz"]!))[0]!);
  expect(ros).toContain('name="Ultramarines Gladius"');
  expect(ros).toContain('gameSystemId="sys-352e-adc2-7639-d6a9"');
  const csv = strFromU8(zip["summary.csv"]!);
  expect(csv.split("\r\n")[0]).toBe("player,faction,pts,models,valid,status,issues,comment,submitted");
  expect(csv).toContain("Uriel,Imperium - Adeptus Astartes - Space Marines,1980,");
});
