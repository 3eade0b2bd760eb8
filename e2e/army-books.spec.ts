/**
 * A player installs an Army Forge army book on the Game data page (issue 37): it is this
 * browser's, New roster offers it, a roster is built on it with Muster's points; another browser
 * sees neither the book nor the roster. The book is a small invented one (e2e/fixtures).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { E2E_PORT } from "./support/e2e-env";
import { addUnit, shoot, waitSaved } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

const BOOK = path.resolve("e2e/fixtures/tidewarden-book.json");
const NAME = "Tidewarden Picket (Muster e2e book)";

test("an Army Forge book installed on the Game data page is this browser's: New roster offers it and a roster is built on it; another browser sees neither", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto("/game-data");
  // A book of a game Muster does not read installs nothing, and the page says why, naming the file.
  const quest = { ...(JSON.parse(fs.readFileSync(BOOK, "utf8")) as object), gameSystemId: 7, gameSystemKey: "AOFQ", gameSystemSlug: "age-of-fantasy-quest" };
  await page.getByTestId("upload-files").setInputFiles({ name: "quest-book.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(quest)) });
  await page.getByTestId("upload-data-form").getByRole("button", { name: en.t("gameData.upload.submit") }).click();
  const refusal = page.getByTestId("upload-status").getByRole("alert");
  await expect(refusal).toContainText(en.t("gameData.upload.failed", { message: "quest-book.json: an army book of Age of Fantasy: Quest, which Muster does not read." }).replace(/\.$/, ""));
  await expect(page.getByTestId("army-book").filter({ hasText: NAME })).toHaveCount(0);

  await page.getByTestId("upload-files").setInputFiles(BOOK);
  await page.getByTestId("upload-data-form").getByRole("button", { name: en.t("gameData.upload.submit") }).click();
  await expect(page.getByTestId("upload-status")).toHaveText(en.t("armyBooks.upload.done", { names: NAME }));
  const listed = page.getByTestId("army-book").filter({ hasText: NAME });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(en.t("gameData.yours"));
  await expect(listed).toContainText("Grimdark Future");
  await shoot(page, "army-book-installed");

  // "Build a roster" opens New roster on the book's game with the book chosen.
  await listed.getByTestId("army-book-build").click();
  await page.waitForURL(/\/rosters\/new\?/);
  await expect(page.getByTestId("faction-select").locator("option:checked")).toHaveText(NAME);
  await page.getByTestId("roster-name-input").fill("Tidewarden patrol");
  await page.getByTestId("create-roster").click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  const rosterUrl = page.url();
  await addUnit(page, "Tide Warden");
  await expect(page.getByTestId("total-pts")).toContainText("65");
  await addUnit(page, "Surf Pickets");
  await expect(page.getByTestId("total-pts")).toContainText("155");
  await waitSaved(page);
  await page.reload();
  await expect(page.getByTestId("total-pts")).toContainText("155");
  await shoot(page, "army-book-roster");

  // Another browser: no book on the Game data page or in New roster, and no roster at its address.
  const other = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  try {
    const visitor = await other.newPage();
    await visitor.goto("/game-data");
    await expect(visitor.getByTestId("army-books")).toBeVisible();
    await expect(visitor.getByTestId("army-book").filter({ hasText: NAME })).toHaveCount(0);
    await visitor.goto("/rosters/new?system=grimdark-future");
    await expect(visitor.getByTestId("faction-select")).toBeVisible();
    await expect(visitor.getByTestId("faction-select").locator("option", { hasText: NAME })).toHaveCount(0);
    const systems = (await (await visitor.request.get("/api/game-systems")).json()) as { gameSystems: { catalogues: { name: string }[] }[] };
    expect(systems.gameSystems.flatMap((s) => s.catalogues.map((c) => c.name))).not.toContain(NAME);
    await visitor.goto(rosterUrl);
    await expect(visitor.getByTestId("roster-editor")).toHaveCount(0);
  } finally {
    await other.close();
  }

  // Removed, the book is gone from this browser's list too.
  await page.goto("/game-data");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("army-book").filter({ hasText: NAME }).getByTestId("army-book-remove").click();
  await expect(page.getByTestId("army-book").filter({ hasText: NAME })).toHaveCount(0);
});
