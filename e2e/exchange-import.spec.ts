/**
 * JSON round trip through the pages: export a roster's file from the editor, import it on My
 * rosters (a new roster), export that one: the two files are identical. A broken file is refused
 * in the page with the server's message and changes nothing.
 */
import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { en } from "../lib/i18n/english";
import { ARTIFACTS_DIR } from "./support/e2e-env";

test.use({ actionTimeout: 15_000 });

async function downloadJson(page: Page): Promise<string> {
  await page.getByTestId("export-menu").locator("summary").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  return fs.readFileSync(await download.path(), "utf8");
}

function rosterIdOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

test("export JSON, import it on My rosters, export again: the same file (the copy named as one), in a new roster", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/rosters/new?system=t9a");
  await page.locator('[data-testid="use-example"][data-example="t9a-4500.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  const originalId = rosterIdOf(page);
  const first = await downloadJson(page);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, "exchange-roundtrip.json");
  fs.writeFileSync(file, first);

  await page.goto("/rosters");
  const before = await page.getByTestId("roster-list").locator("li").count();
  await page.getByTestId("import-file").setInputFiles(file);
  await page.waitForURL((url) => /\/rosters\/(?!new)[^/?#]+$/.test(url.pathname) && !url.pathname.endsWith(originalId));
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  expect(rosterIdOf(page)).not.toBe(originalId);
  const second = await downloadJson(page);
  // The same document; beside the original in this browser, the copy's name says it is one.
  const original = JSON.parse(first) as { name: string };
  expect(JSON.parse(second)).toEqual({ ...original, name: en.t("import.importedName", { name: original.name }) });
  expect(second).toBe(first.replace(JSON.stringify(original.name), JSON.stringify(en.t("import.importedName", { name: original.name }))));

  await page.goto("/rosters");
  await expect(page.getByTestId("roster-list").locator("li")).toHaveCount(before + 1);
});

test("a broken roster file is refused in the page with the server's reasons, and nothing is added", async ({ page }) => {
  await page.goto("/rosters");
  const list = page.getByTestId("roster-list");
  const before = (await list.count()) ? await list.locator("li").count() : 0;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const broken = path.join(ARTIFACTS_DIR, "exchange-broken.json");
  fs.writeFileSync(broken, JSON.stringify({ schemaVersion: 2, name: "", gameSystemId: "no-such-game", forces: "none" }));
  await page.getByTestId("import-file").setInputFiles(broken);
  const status = page.getByTestId("import-status");
  await expect(status).toHaveAttribute("data-state", "failed");
  await expect(status.getByRole("alert")).toContainText(en.t("xui.import.failed", { file: "exchange-broken.json", message: "" }).replace(/:\s*$/, ""));
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, "exchange-import-failed.png"), fullPage: true });
  await page.reload();
  const after = (await list.count()) ? await list.locator("li").count() : 0;
  expect(after).toBe(before);
  expect(page.url()).toMatch(/\/rosters$/);
});

test("export .rosz from the editor: BattleScribe's roster format holding every selection of the list", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/rosters/new?system=t9a");
  await page.locator('[data-testid="use-example"][data-example="t9a-4500.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  await page.getByTestId("export-menu").locator("summary").click();
  await expect(page.getByTestId("export-rosz")).toHaveText(en.t("xui.export.rosz"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-rosz").click()]);
  expect(download.suggestedFilename()).toMatch(/\.rosz$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const ros = strFromU8(Object.values(files)[0]!);
  const record = (await (await page.request.get(`/api/rosters/${rosterIdOf(page)}`)).json()) as { id: string; document: { name: string; forces: { selections: Nested[] }[] } };
  type Nested = { id: string; selections?: Nested[] };
  const ids = (list: Nested[]): string[] => list.flatMap((s) => [s.id, ...ids(s.selections ?? [])]);
  expect(ros).toContain(`<roster id="${record.id}"`);
  expect(ros.match(/<selection /g)?.length).toBe(record.document.forces.flatMap((f) => ids(f.selections)).length);
  for (const id of record.document.forces.flatMap((f) => ids(f.selections))) expect(ros).toContain(`<selection id="${id}"`);
});
