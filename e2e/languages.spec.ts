/**
 * Muster in each of its languages, as a player reads it: the switcher in the top bar, the editor
 * with its totals and validation panel, a share page and the compare page, each kept as a
 * screenshot in artifacts/e2e/languages. Arabic runs right to left: the totals bar and the unit
 * list are mirrored, a file extension reads ".rosz" and a "system · faction" pair reads from the
 * right. Arabic and Devanagari labels are not letter-spaced. Expected words come from each
 * locale's catalogue.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { translatorFor } from "../lib/i18n/catalogues";
import { gameWords } from "../lib/i18n/game-words";
import { directionOf, lettersJoin, LOCALE_COOKIE, locales, type Locale } from "../lib/i18n/locales";
import { ARTIFACTS_DIR } from "./support/e2e-env";

test.use({ actionTimeout: 15_000 });

const SHOTS = path.join(ARTIFACTS_DIR, "languages");

async function shoot(page: Page, locale: Locale, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${locale}-${name}.png`), fullPage: true });
}

/** Where a box starts and ends across the page, for telling left from right. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

/** Where each character of the first occurrence of `needle` under `root` is drawn, from the left edge. */
async function glyphXs(root: Locator, needle: string): Promise<number[]> {
  return root.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const text = node;
      return [...wanted].map((_, i) => {
        const range = document.createRange();
        range.setStart(text, at + i);
        range.setEnd(text, at + i + 1);
        return range.getBoundingClientRect().x;
      });
    }
    return [];
  }, needle);
}

test("the language switcher changes the page's words, language and direction, and remembers the choice", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("locale-switcher").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByTestId("nav-my-rosters")).toHaveText(translatorFor("ar").t("nav.myRosters"));
  await page.reload();
  await expect(page.getByTestId("nav-my-rosters")).toHaveText(translatorFor("ar").t("nav.myRosters"));
  await page.getByTestId("locale-switcher").selectOption("ru");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByTestId("nav-my-rosters")).toHaveText(translatorFor("ru").t("nav.myRosters"));
});

test("a browser asking for Polish gets Polish without choosing", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "pl-PL", baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByTestId("nav-new-roster")).toHaveText(translatorFor("pl").t("nav.newRoster"));
  await context.close();
});

for (const locale of locales) {
  test(`${locale}: editor, validation panel, share page and compare page`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const tr = translatorFor(locale);
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const page = await context.newPage();

    await page.goto("/rosters/new?system=aof-regiments");
    await page.locator('[data-testid="use-example"][data-example="aof-regiments-1500.json"]').click();
    await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
    const rosterId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", directionOf(locale));
    await expect(page.getByTestId("totals-bar")).toHaveAttribute("aria-label", tr.t("totals.label"));

    // One unit more than 1500 points allow: the validation panel says so in the page's language.
    await page.getByTestId("unit-search").fill("Cannon");
    await page.getByRole("button", { name: tr.t("browser.addUnit", { name: "Cannon" }), exact: true }).click();
    const panel = page.getByTestId("validation-panel");
    await expect(panel.getByTestId("issue").first()).toBeVisible();
    await expect(panel).toContainText(tr.t("issues.title"));
    const issue = panel.getByTestId("issue").first();
    // The limit with its noun agreeing, written the locale's way ("1 500 очков", "1500 pkt").
    await expect(issue).toContainText(gameWords(tr, "aof-regiments").amount("pts", 1500));
    if (locale !== "en") await expect(issue).not.toContainText(translatorFor("en").issue("limit.exceeded", { total: 0, limit: 0, costType: "" }).split(" 0")[0]!);
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
    await shoot(page, locale, "editor");
    // Role headings are small capitals spaced out, but joined Arabic and hanging Devanagari letters stay together.
    const spacing = await page.locator('[data-testid="unit-group"] h3').first().evaluate((element) => getComputedStyle(element).letterSpacing);
    if (lettersJoin(locale)) expect(spacing).toBe("normal");
    else expect(spacing).not.toBe("normal");

    if (directionOf(locale) === "rtl") {
      // Right to left: the bar's first figure (points) stands right of the models; a unit's name starts at the card's right.
      const points = await box(page, '[data-testid="totals-bar"] [data-testid^="total-"]:not([data-testid="total-models"])');
      const models = await box(page, '[data-testid="total-models"]');
      expect(points.x).toBeGreaterThan(models.x);
      const card = await box(page, '[data-testid="unit-card"]');
      const name = await box(page, '[data-testid="unit-card"] [data-testid="unit-name"]');
      expect(card.x + card.width - (name.x + name.width)).toBeLessThan(name.x - card.x);
    }

    if (directionOf(locale) === "rtl") {
      // My rosters: "system · faction" reads from the right (system first), and ".rosz" keeps its dot on the left.
      const library = await context.newPage();
      await library.goto("/rosters");
      const names = library.getByTestId("roster-row").first().locator("bdi");
      await expect(names).toHaveText(["Age of Fantasy: Regiments", "Human Empire"]);
      const [system, faction] = [await names.nth(0).boundingBox(), await names.nth(1).boundingBox()];
      expect(system!.x).toBeGreaterThanOrEqual(faction!.x + faction!.width);
      const xs = await glyphXs(library.getByTestId("import-drop"), ".rosz");
      expect(xs).toHaveLength(5);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      await shoot(library, locale, "library");
      await library.close();
    }

    await page.getByTestId("share-open").click();
    await page.getByTestId("share-create").click();
    const link = await page.getByTestId("share-url").first().inputValue();
    await page.getByTestId("share-close").click();

    const reader = await context.newPage();
    await reader.goto(link);
    await expect(reader.getByTestId("shared-validity")).toHaveText(tr.t("status.invalid"));
    await shoot(reader, locale, "share");

    await page.goto(`/compare?mine=${encodeURIComponent(rosterId)}`);
    await page.getByTestId("compare-link-input").fill(link);
    await page.getByTestId("compare-submit").click();
    await expect(page.getByTestId("compare-result")).toBeVisible();
    await expect(page.locator("h1")).toHaveText(tr.t("compare.title"));
    await shoot(page, locale, "compare");
    await context.close();
  });
}
