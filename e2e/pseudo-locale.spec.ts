/**
 * The pseudo-locale run: with every catalogue message marked ⟦…⟧ (MUSTER_PSEUDO_LOCALE=on and the
 * muster-pseudo cookie), a player's pages are walked and every word they show (text, labels,
 * placeholders, titles) must be inside a marked message or come from the game data or the
 * player's own typing. A word left over is a string a component wrote itself, past the
 * catalogue, which no translation could reach.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PSEUDO_COOKIE, withoutMarkedMessages } from "../lib/i18n/pseudo";
import { E2E_ARMY_BOOK_FILES, resolveE2eGameDataDir } from "./support/e2e-env";

test.use({ actionTimeout: 15_000 });

/** Every word of every string in the game data files (names, rules, keywords, sources). */
function dataWords(): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") for (const word of value.match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase());
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith(".json") ? [path.join(dir, entry.name)] : []));
  for (const file of [...files(resolveE2eGameDataDir()), ...files(path.resolve("data")), ...E2E_ARMY_BOOK_FILES.map((f) => path.resolve(f))]) {
    visit(JSON.parse(fs.readFileSync(file, "utf8")));
  }
  return words;
}

const ALLOWED = dataWords();
// Names that are the same in every language and never translated: the product, and languages' own names.
for (const word of ["muster", "english", "svenska", "polski"]) ALLOWED.add(word);

/** What the page shows a person: text nodes, then the labels and hints they hear or see. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest("script, style, noscript, [aria-hidden='true']") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    // A message can span several text nodes (a link inside a sentence): each element's own text is read whole.
    const seen = new Set<Element>();
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || seen.has(parent)) continue;
      seen.add(parent);
      texts.push(parent.innerText ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Words shown outside any catalogue message that the game data does not have either. */
async function strayWords(page: Page, typed: string[]): Promise<string[]> {
  const allowed = new Set([...ALLOWED, ...typed.flatMap((t) => t.toLowerCase().match(/\p{L}+/gu) ?? [])]);
  const stray = new Set<string>();
  for (const text of await shownTexts(page)) {
    for (const word of withoutMarkedMessages(text).match(/\p{L}{2,}/gu) ?? []) if (!allowed.has(word.toLowerCase())) stray.add(word);
  }
  return [...stray].sort();
}

test("every word on a player's pages comes from the catalogue or the game data", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  const check = async (where: string, typed: string[] = []) => {
    await page.waitForLoadState("networkidle");
    const words = await strayWords(page, typed);
    if (words.length > 0) found[where] = words;
  };

  // The marks are there at all: a page without them would pass for the wrong reason.
  await page.goto("/");
  await expect(page.getByTestId("nav-my-rosters")).toHaveText(/^⟦.*⟧$/);
  await check("home");
  // And the check finds a word written past the catalogue, in text and in a label.
  await page.evaluate(() => {
    document.body.append(document.createTextNode("Forgotten"));
    document.querySelector("nav")?.setAttribute("aria-label", "Navigation");
  });
  expect(await strayWords(page, [])).toEqual(["Forgotten", "Navigation"]);
  for (const url of ["/game-data", "/rosters", "/compare", "/account/sign-in", "/account/sign-up", "/account/forgot-password", "/events", "/rosters/new"]) {
    await page.goto(url);
    await check(url);
  }

  await page.goto("/rosters/new?system=aof-regiments");
  await page.locator('[data-testid="use-example"][data-example="aof-regiments-1500.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await page.getByTestId("unit-search").fill("Cannon");
  await page.locator('[data-testid="unit-choice"] [data-testid="add-unit"]').first().click();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
  await check("editor", ["Cannon"]);
  await page.getByTestId("export-menu").locator("summary").click();
  await check("editor, export menu", ["Cannon"]);
  await page.getByTestId("export-backdrop").click();
  await page.getByTestId("share-open").click();
  await page.getByTestId("share-create").click();
  const link = await page.getByTestId("share-url").first().inputValue();
  await check("editor, share dialog", ["Cannon", link]);
  await page.getByTestId("share-close").click();
  await page.getByTestId("history-open-dialog").click();
  await check("editor, history", ["Cannon"]);

  await page.goto(link);
  await check("share page");

  await page.goto("/rosters/new?system=t9a");
  await page.locator('[data-testid="use-example"][data-example="t9a-4500.json"]').click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await check("9th Age editor");

  // An organiser's page: an account, an event, and the question before entries close.
  const email = `pseudo-${Date.now()}@example.com`;
  await page.goto("/account/sign-up");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("pseudo organiser password");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("nav-events")).toBeVisible();
  await page.getByTestId("nav-events").click();
  await page.getByTestId("create-event-system").selectOption({ value: "aof-regiments" });
  await page.locator('input[name="name"]').fill("Pseudo Clash");
  await page.locator('input[name="deadline"]').fill("2099-01-01T12:00:00");
  await page.getByTestId("create-event-submit").click();
  await expect(page.getByTestId("organiser-panel")).toBeVisible();
  const joinUrl = await page.getByTestId("event-join-link").inputValue();
  await check("organiser page", ["Pseudo Clash", email, joinUrl]);
  await page.getByTestId("event-close").click();
  await expect(page.getByTestId("event-close-confirm")).toBeVisible();
  await check("organiser page, closing entries", ["Pseudo Clash", email, joinUrl]);

  expect(found).toEqual({});
  await context.close();
});
