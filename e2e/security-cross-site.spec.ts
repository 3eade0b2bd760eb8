/**
 * Cross-site lock-out: a victim with rosters visits a page on another origin (a tiny server on
 * the next-but-four port) that auto-submits forms and sends credentialed fetch()es at Muster's
 * write routes. Every forged write that reaches the server is answered 403, the victim's cookie
 * stays the same and "My rosters" still lists every roster. The app's own pages, which write
 * with fetch() and JSON from their own origin, keep working (they made the rosters).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./support/e2e-env";
import { createRosterThroughForm, loadGame } from "./support/roster-ui";

test.use({ actionTimeout: 15_000 });

const APP = `http://127.0.0.1:${E2E_PORT}`;
const HOSTILE_PORT = E2E_PORT + 5;

/** The attacker's page: forms into hidden frames, fetch()es, then a top-level form to /copy. */
function hostilePage(token: string): string {
  const copyUrl = `${APP}/api/share/${token}/copy`;
  const roster = JSON.stringify({ name: "Planted", gameSystemId: "aos", catalogueId: "stormcast-eternals", rulesetId: "open-play", limits: {} });
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Free army lists</title></head><body>
<iframe name="sink-create"></iframe><iframe name="sink-import"></iframe><iframe name="sink-copy"></iframe>
<form id="create" method="POST" action="${APP}/api/rosters" enctype="text/plain" target="sink-create">
  <input name='${roster.slice(0, -1)}, "x": "' value='"}'></form>
<form id="import" method="POST" action="${APP}/api/rosters/import" enctype="multipart/form-data" target="sink-import">
  <input name="file" value='${roster}'></form>
<form id="copy-framed" method="POST" action="${copyUrl}" target="sink-copy"></form>
<form id="copy" method="POST" action="${copyUrl}"></form>
<script>
  const roster = ${JSON.stringify(roster)};
  const send = (url, init) =>
    fetch(url, { method: "POST", credentials: "include", ...init }).then((r) => r.type + " " + r.status, (e) => "failed: " + e.message);
  const submitInto = (id) =>
    new Promise((resolve) => {
      const form = document.getElementById(id);
      document.querySelector('iframe[name="' + form.target + '"]').addEventListener("load", resolve, { once: true });
      form.submit();
    });
  window.addEventListener("load", async () => {
    const results = [];
    results.push(await send(${JSON.stringify(copyUrl)}, { mode: "no-cors" }));
    results.push(await send("${APP}/api/rosters", { mode: "no-cors", body: roster }));
    results.push(await send("${APP}/api/rosters/import", { mode: "no-cors", body: new Blob([roster]) }));
    // Not a simple request: the browser asks first (preflight) and, refused, never sends it.
    results.push(await send("${APP}/api/rosters", { headers: { "content-type": "application/json" }, body: roster }));
    await submitInto("create");
    await submitInto("import");
    await submitInto("copy-framed");
    document.body.dataset.fetches = JSON.stringify(results);
    document.getElementById("copy").submit();
  });
</script></body></html>`;
}

function startHostileServer(html: () => string): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(html());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(HOSTILE_PORT, "127.0.0.1", () => resolve(server));
  });
}

let server: http.Server | undefined;
let token = "";

test.beforeAll(async () => {
  server = await startHostileServer(() => hostilePage(token));
  expect((server.address() as AddressInfo).port).toBe(HOSTILE_PORT);
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function listedNames(page: Page): Promise<string[]> {
  await page.goto("/rosters");
  await expect(page.getByTestId("roster-list")).toBeVisible();
  return (await page.getByTestId("roster-link").allTextContents()).sort();
}

async function ownerCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies(APP)).find((c) => c.name === "muster_owner")?.value;
}

test("a hostile page on another origin cannot replace the owner cookie or touch the victim's rosters", async ({ page }) => {
  test.setTimeout(120_000);
  // The victim works through Muster's own pages: create from an example and through the form,
  // share one, and copy it back from the shared page.
  await page.goto("/rosters/new?system=aos");
  await page.locator('[data-testid="use-example"][data-example="aos-open-stormcast.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await expect(page.getByTestId("roster-editor")).toBeVisible();
  await page.getByTestId("share-open").click();
  await page.getByTestId("share-dialog").getByTestId("share-create").click();
  const shareUrl = await page.getByTestId("share-dialog").getByTestId("share-url").first().inputValue();
  token = shareUrl.split("/").pop()!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await createRosterThroughForm(page, { game: await loadGame("aof-regiments", "aofr-human-empire"), rulesetId: "standard", name: "Victim's regiments" });
  await page.goto(shareUrl);
  await page.getByTestId("shared-copy").click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);

  const before = await listedNames(page);
  expect(before).toHaveLength(3);
  const cookie = await ownerCookie(page);
  expect(cookie).toBeTruthy();

  // The victim opens the attacker's page in the same browser.
  const forged: { method: string; url: string; status: number }[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (response.url().startsWith(`${APP}/api/`) && request.method() !== "GET" && request.method() !== "OPTIONS") {
      forged.push({ method: request.method(), url: response.url(), status: response.status() });
    }
  });
  const landed = page.waitForResponse((response) => response.url() === `${APP}/api/share/${token}/copy` && response.request().isNavigationRequest() && response.frame() === page.mainFrame());
  await page.goto(`http://127.0.0.1:${HOSTILE_PORT}/`);
  const topLevel = await landed;
  await page.waitForURL(`${APP}/api/share/${token}/copy`);
  expect(topLevel.status()).toBe(403);
  expect(await topLevel.json()).toMatchObject({ error: { code: "FORBIDDEN" } });

  // Every forged write that got through the browser reached the server and was refused.
  const paths = forged.map((f) => new URL(f.url).pathname);
  expect(paths.filter((p) => p.endsWith("/copy")).length).toBeGreaterThanOrEqual(3);
  expect(paths.filter((p) => p === "/api/rosters").length).toBeGreaterThanOrEqual(2);
  expect(paths.filter((p) => p === "/api/rosters/import").length).toBeGreaterThanOrEqual(2);
  for (const answer of forged) expect(answer, `${answer.method} ${answer.url}`).toMatchObject({ status: 403 });

  // The victim is still who they were, with every roster and nothing planted.
  expect(await ownerCookie(page)).toBe(cookie);
  expect(await listedNames(page)).toEqual(before);
});
