/**
 * lib/client/game-data-cache.ts in real Chromium, against the real server: the first load
 * fetches a package and keeps it in IndexedDB, a second load of the same revision makes no data
 * request, a load with the network off still works from the copy, another viewer gets nothing
 * from it, and a browser that can no longer see the package (its cookie gone, as after signing
 * out) gets a 404 and loses the copy. The module is bundled by esbuild and run in the page; the
 * last test opens the builder itself twice and counts its data requests.
 */
import path from "node:path";
import { buildSync } from "esbuild";
import { expect, test, type Page } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "..");

const GST = `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="cache-gs" name="Cache Skirmish" revision="2" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const CAT = `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cache-cat" name="Cache Faction" revision="1" gameSystemId="cache-gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="cache-unit" name="Cache Unit" type="unit" hidden="false"><costs><cost name="pts" typeId="pts" value="5"/></costs></selectionEntry></selectionEntries>
</catalogue>`;

// The module as a script: window.MusterGameDataCache.{loadDataSet, clearGameDataCache}.
const bundle = buildSync({
  entryPoints: [path.join(ROOT, "lib/client/game-data-cache.ts")],
  bundle: true,
  format: "iife",
  globalName: "MusterGameDataCache",
  platform: "browser",
  write: false,
  logLevel: "error",
  tsconfig: path.join(ROOT, "tsconfig.json"),
}).outputFiles[0]!.text.concat("\nwindow.MusterGameDataCache = MusterGameDataCache;\n");

/** Installs the two files above for this browser, through the Game data page's own route. */
async function installPackage(page: Page): Promise<{ id: string }> {
  return page.evaluate(
    async ({ gst, cat }) => {
      const form = new FormData();
      form.append("files", new Blob([gst]), "Cache Skirmish.gst");
      form.append("files", new Blob([cat]), "Cache Faction.cat");
      const response = await fetch("/api/game-data", { method: "POST", body: form });
      return (await response.json()) as { id: string };
    },
    { gst: GST, cat: CAT },
  );
}

type Outcome = { ok: boolean; catalogue?: string; status?: number; code?: string };

async function load(page: Page, packageId: string, options: { viewer: string; revision?: string }): Promise<Outcome> {
  return page.evaluate(
    async ({ packageId, options }) => {
      const cache = (window as unknown as { MusterGameDataCache: { loadDataSet: (id: string, o: unknown) => Promise<{ ok: boolean; value?: { catalogues: { name: string }[] }; failure?: { status: number; code: string } }> } }).MusterGameDataCache;
      const result = await cache.loadDataSet(packageId, options);
      return result.ok ? { ok: true, catalogue: result.value?.catalogues[0]?.name } : { ok: false, status: result.failure?.status, code: result.failure?.code };
    },
    { packageId, options },
  );
}

test("a package opens from the browser's store the second time, offline too, and only for its viewer", async ({ page, context }) => {
  await page.goto("/game-data");
  await page.evaluate(bundle);
  const installed = await installPackage(page);
  const dataRequests: string[] = [];
  let revision: string | undefined;
  page.on("request", (request) => {
    if (request.url().includes(`/api/game-data/${installed.id}`)) dataRequests.push(request.url());
  });
  page.on("response", (response) => {
    if (response.url().includes(`/api/game-data/${installed.id}`)) revision = response.headers()["x-muster-data-revision"] ?? revision;
  });

  expect(await load(page, installed.id, { viewer: "first" })).toEqual({ ok: true, catalogue: "Cache Faction" });
  expect(dataRequests).toHaveLength(1);
  expect(revision).toBeTruthy();

  // Second open, the page knowing the revision: from IndexedDB, no request.
  expect(await load(page, installed.id, { viewer: "first", revision })).toEqual({ ok: true, catalogue: "Cache Faction" });
  expect(dataRequests).toHaveLength(1);

  // A reload keeps the store; with the network off the copy still opens, for its viewer only.
  await page.reload();
  await page.evaluate(bundle);
  await context.setOffline(true);
  expect(await load(page, installed.id, { viewer: "first" })).toEqual({ ok: true, catalogue: "Cache Faction" });
  expect(await load(page, installed.id, { viewer: "someone-else" })).toMatchObject({ ok: false, code: "NETWORK" });
  await context.setOffline(false);

  // The browser loses its identity (as after signing out): the server says 404 and the copy goes.
  await context.clearCookies();
  expect(await load(page, installed.id, { viewer: "first" })).toMatchObject({ ok: false, status: 404 });
  await context.setOffline(true);
  expect(await load(page, installed.id, { viewer: "first" })).toMatchObject({ ok: false, code: "NETWORK" });
  await context.setOffline(false);
});

test("the builder opens its game data from the browser's store the second time", async ({ page }) => {
  await page.goto("/game-data");
  const installed = await installPackage(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/api/game-data/${installed.id}`)) dataRequests.push(request.url());
  });

  await page.goto(`/game-data/${installed.id}`);
  await expect(page.getByTestId("bs-add-force")).toBeVisible();
  expect(dataRequests).toHaveLength(1);

  await page.reload();
  await expect(page.getByTestId("bs-add-force")).toBeVisible();
  expect(dataRequests).toHaveLength(1);
});

test("a roster on Muster's data gets only ids in its page, and opens its data from the browser's store the second time", async ({ page }) => {
  await page.goto("/");
  const created = await page.evaluate(async () => {
    const body = { name: "Cached 2000", gameSystemId: "wh40k-9e", catalogueId: "space-marines", rulesetId: "matched", battleSizeId: "strike-force", exampleFile: "wh40k-2000-battalion-patrol.json" };
    const response = await fetch("/api/rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return (await response.json()) as { id: string };
  });
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/game-systems/wh40k-9e/catalogues/space-marines")) dataRequests.push(request.url());
  });

  const first = await page.goto(`/rosters/${created.id}`);
  // The page names its data; the game system's document (its force entries, rulesets...) is not in it.
  const html = (await first?.text()) ?? "";
  expect(html).toContain("Cached 2000");
  expect(html).not.toContain("forceEntries");
  await expect(page.getByTestId("unit-card").first()).toBeVisible();
  expect(dataRequests).toHaveLength(1);

  await page.reload();
  await expect(page.getByTestId("unit-card").first()).toBeVisible();
  await expect(page.getByTestId("totals-bar")).toContainText("2,000");
  expect(dataRequests).toHaveLength(1);
});
