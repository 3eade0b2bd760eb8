/**
 * A tournament as its organiser and three players live it: the organiser (an account) creates
 * the event in the form and hands out its link; Alice checks her list, sees what breaks the
 * pack, sends it anyway, is sent back with a comment, fixes it and sends again; Bob's list is
 * approved. The organiser downloads every list (zip: JSON, text, .rosz, CSV) and closes entries
 * before the deadline; Carol comes after that and is refused, and the players read each other's
 * lists. (The deadline passing by itself is tests/db/events.db.test.ts's: waiting for it here
 * cost a minute of every CI run.)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { ARTIFACTS_DIR } from "./support/e2e-env";

test.use({ actionTimeout: 15_000 });

async function player(browser: Browser, name: string, trim: boolean): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/rosters/new?system=aof-regiments");
  await page.locator('[data-testid="use-example"][data-example="aof-regiments-750.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await rename(page, `${name}'s army`, trim);
  return page;
}

/** Names the roster (and, for a list cut to fit, drops its last unit) through the API. */
async function rename(page: Page, name: string, trim: boolean): Promise<void> {
  const id = page.url().split("/").pop() as string;
  const record = (await (await page.request.get(`/api/rosters/${id}`)).json()) as { version: number; document: { name: string; forces: { selections: unknown[] }[] } };
  const document = structuredClone(record.document);
  document.name = name;
  if (trim) document.forces[0]!.selections.pop();
  const saved = await page.request.put(`/api/rosters/${id}`, { data: { document, version: record.version }, headers: { origin: new URL(page.url()).origin } });
  expect(saved.ok()).toBe(true);
}

function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

test("an event with three players: sent back and fixed, approved, download; entries closed, too late; lists out", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto("/account/sign-up");
  await page.getByLabel(en.t("account.field.email")).fill(`organiser-${Date.now()}@example.com`);
  await page.getByLabel(en.t("account.field.password")).fill("organiser password");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("nav-events")).toBeVisible();

  // The pack: the example list's points minus one, so that the example as it stands breaks it.
  const alice = await player(browser, "Alice", false);
  const aliceId = alice.url().split("/").pop() as string;
  const points = ((await (await alice.request.get(`/api/rosters/${aliceId}`)).json()) as { totals: { pts: number } }).totals.pts;
  await page.getByTestId("nav-events").click();
  await page.getByLabel(en.t("events.create.name")).fill("Autumn Clash");
  await page.getByLabel(en.t("events.create.system")).selectOption({ label: "Age of Fantasy: Regiments" });
  await page.getByLabel(en.t("events.create.limit")).fill(String(points - 1));
  const deadline = new Date(Date.now() + 86_400_000);
  await page.getByLabel(en.t("events.create.deadline")).fill(localInput(deadline));
  await page.getByTestId("create-event-submit").click();
  await expect(page.getByTestId("organiser-panel")).toBeVisible();
  const joinLink = await page.getByTestId("event-join-link").inputValue();
  const organiserUrl = page.url();

  // Alice checks, reads the problem, and sends anyway.
  await alice.goto(joinLink);
  await alice.getByTestId("join-check").click();
  await expect(alice.getByTestId("join-check-result")).toContainText(en.t("join.checkInvalid", { count: 1 }));
  await alice.getByTestId("join-player-name").fill("Alice");
  await alice.getByTestId("join-submit").click();
  await expect(alice.getByTestId("join-message")).toHaveText(en.t("join.sent"));

  // Bob's list is cut to fit.
  const bob = await player(browser, "Bob", true);
  await bob.goto(joinLink);
  await bob.getByTestId("join-check").click();
  await expect(bob.getByTestId("join-check-result")).toHaveText(en.t("join.checkValid"));
  await bob.getByTestId("join-player-name").fill("Bob");
  await bob.getByTestId("join-submit").click();
  await expect(bob.getByTestId("join-message")).toHaveText(en.t("join.sent"));

  // The organiser sends Alice back with a comment and approves Bob.
  await page.goto(organiserUrl);
  const rows = page.getByTestId("event-submission");
  await expect(rows).toHaveCount(2);
  const aliceRow = rows.filter({ hasText: "Alice" });
  await expect(aliceRow.getByTestId("submission-validity")).toHaveText(en.t("events.invalid"));
  await aliceRow.getByTestId("submission-comment").fill("Over the points: drop a unit.");
  await aliceRow.getByTestId("submission-return").click();
  await expect(aliceRow.getByTestId("submission-status")).toHaveText(en.t("events.status.returned"));
  await rows.filter({ hasText: "Bob" }).getByTestId("submission-approve").click();
  await expect(rows.filter({ hasText: "Bob" }).getByTestId("submission-status")).toHaveText(en.t("events.status.approved"));
  await page.getByTestId("filter-valid").selectOption("no");
  await expect(rows).toHaveCount(1);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "event-organiser.png"), fullPage: true });

  // Alice reads the comment, fixes her roster, sends again.
  await alice.goto(joinLink);
  await expect(alice.getByTestId("join-comment")).toHaveText(en.t("join.comment", { comment: "Over the points: drop a unit." }));
  await alice.goto(`/rosters/${aliceId}`);
  await rename(alice, "Alice's army", true);
  await alice.goto(joinLink);
  await alice.getByTestId("join-submit").click();
  await expect(alice.getByTestId("join-message")).toHaveText(en.t("join.sent"));
  await alice.reload();
  await expect(alice.getByTestId("join-mine-status")).toHaveText(en.t("join.mine", { status: en.t("events.status.submitted") }));

  // The download: every list as JSON, text and .rosz, and a CSV summary.
  const download = page.waitForEvent("download");
  await page.getByTestId("event-download").click();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
  expect(Object.keys(zip).sort()).toEqual(["event.json", "lists/001-Alice.json", "lists/001-Alice.rosz", "lists/001-Alice.txt", "lists/002-Bob.json", "lists/002-Bob.rosz", "lists/002-Bob.txt", "summary.csv"]);
  const csv = strFromU8(zip["summary.csv"]!);
  expect(csv).toContain("Alice,Human Empire");
  expect(strFromU8(zip["lists/002-Bob.txt"]!)).toContain("Bob's army");

  // The list book: one PDF, every list by player, read back with pdftotext.
  const bookDownload = page.waitForEvent("download");
  await page.getByTestId("event-book").click();
  const bookFile = path.join(ARTIFACTS_DIR, "event-list-book.pdf");
  await (await bookDownload).saveAs(bookFile);
  const bookText = execFileSync("pdftotext", ["-layout", bookFile, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(bookText).toContain("Alice: Alice's army");
  expect(bookText).toContain("Bob: Bob's army");
  execFileSync("pdftoppm", ["-png", "-r", "50", "-f", "1", "-l", "1", bookFile, path.join(ARTIFACTS_DIR, "event-list-book")]);

  // The organiser closes entries before the deadline (asked once more), and Carol comes too late:
  // her list is refused, and the lists are out as after any deadline.
  const carol = await player(browser, "Carol", true);
  await page.getByTestId("event-close").click();
  await expect(page.getByTestId("event-close-confirm")).toContainText(en.t("events.page.closeConfirm"));
  await page.getByTestId("event-close-yes").click();
  await expect(page.getByTestId("event-closed")).toHaveText(en.t("events.page.closed"));
  await carol.goto(joinLink);
  await expect(carol.getByTestId("join-closed")).toHaveText(en.t("join.closed"));
  const late = await carol.request.post(`${joinLink.replace("/join/", "/api/join/")}/submit`, { data: { rosterId: carol.url().split("/").pop(), playerName: "Carol" }, headers: { origin: new URL(joinLink).origin } });
  expect(late.status()).toBe(403);
  expect((await carol.request.get(`${joinLink.replace("/join/", "/api/join/")}/lists`)).status()).toBe(404);

  await bob.goto(joinLink);
  await bob.getByTestId("join-lists-link").click();
  const published = bob.getByTestId("published-list");
  await expect(published).toHaveCount(2);
  await expect(published.first()).toContainText("Alice's army");
  await bob.screenshot({ path: path.join(ARTIFACTS_DIR, "event-published-lists.png"), fullPage: true });
});
