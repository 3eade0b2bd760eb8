/**
 * Muster in each of its languages, as a player reads it: the switcher in the top bar, the editor
 * with its totals and validation panel, a share page and the compare page, each kept as a
 * screenshot in artifacts/e2e/languages. Arabic runs right to left: the totals bar and the unit
 * list are mirrored. Expected words come from each locale's catalogue.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { translatorFor } from "../lib/i18n/catalogues";
import { directionOf, LOCALE_COOKIE, locales, type Locale } from "../lib/i18n/locales";
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
    await expect(issue).toContainText("1500");
    if (locale !== "en") await expect(issue).not.toContainText(translatorFor("en").issue("limit.exceeded", { total: 0, limit: 0, costType: "" }).split(" 0")[0]!);
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
    await shoot(page, locale, "editor");

    if (directionOf(locale) === "rtl") {
      // Right to left: the bar's first figure (points) stands right of the models; a unit's name starts at the card's right.
      const points = await box(page, '[data-testid="totals-bar"] [data-testid^="total-"]:not([data-testid="total-models"])');
      const models = await box(page, '[data-testid="total-models"]');
      expect(points.x).toBeGreaterThan(models.x);
      const card = await box(page, '[data-testid="unit-card"]');
      const name = await box(page, '[data-testid="unit-card"] [data-testid="unit-name"]');
      expect(card.x + card.width - (name.x + name.width)).toBeLessThan(name.x - card.x);
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
