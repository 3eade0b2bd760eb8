/**
 * axe-core on every page and state a player reaches, at phone and desktop width, in light and
 * dark: any serious or critical violation fails. The list of pages is data: a new page is one
 * line in PAGES. Pages that need something first (a roster, installed data) get it in setUp.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../lib/i18n/locales";
import { analyzeWcag } from "./support/axe";
import { E2E_PORT } from "./support/e2e-env";
import { addUnit, createRosterThroughForm, loadGame, waitSaved } from "./support/roster-ui";
import { faceName, forceFace, waitForFaces, type TestFace } from "./support/test-faces";

test.use({ actionTimeout: 15_000 });

type Context = { rosterId: string; invalidRosterId: string; packageId: string; sharePath: string; hiddenSharePath: string; joinPath: string };
/**
 * `scope`: only this part of the page is analysed. For a menu open over the page: what lies under
 * it is checked by the page's own case, and targets the menu half covers would be reported as too
 * small although nobody can reach them while it is open.
 */
type PageCase = { name: string; path: (c: Context) => string; ready?: (page: Page) => Promise<void>; scope?: string };

const editorReady = async (page: Page) => void (await page.getByTestId("roster-editor").waitFor());

/** Every page and state a player reaches; a new one is one line. */
const PAGES: PageCase[] = [
  { name: "home", path: () => "/" },
  { name: "my rosters", path: () => "/rosters" },
  { name: "new roster", path: () => "/rosters/new" },
  { name: "compare", path: () => "/compare" },
  { name: "game data", path: () => "/game-data" },
  { name: "sign in", path: () => "/account/sign-in" },
  {
    name: "sign in, a wrong password",
    path: () => "/account/sign-in",
    ready: async (page) => {
      await page.getByLabel("E-mail address").fill("nobody@example.com");
      await page.getByLabel("Password").fill("not a password at all");
      await page.getByTestId("sign-in-submit").click();
      await page.getByTestId("account-error").filter({ hasText: /\S/ }).waitFor();
    },
  },
  { name: "create an account", path: () => "/account/sign-up" },
  { name: "account, signed out", path: () => "/account", ready: async (page) => void (await page.getByRole("link", { name: "Sign in" }).last().waitFor()) },
  { name: "editor", path: (c) => `/rosters/${c.rosterId}`, ready: editorReady },
  {
    name: "editor, a unit's options open",
    path: (c) => `/rosters/${c.rosterId}`,
    ready: async (page) => {
      await editorReady(page);
      const toggle = page.getByTestId("unit-toggle").first();
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "editor, a datasheet open",
    path: (c) => `/rosters/${c.rosterId}`,
    ready: async (page) => {
      await editorReady(page);
      // On a phone a collapsed card keeps its actions inside: open it first.
      const card = page.getByTestId("unit-card").first();
      const datasheet = card.getByRole("button", { name: "Datasheet", exact: true });
      if (!(await datasheet.isVisible())) await card.getByTestId("unit-toggle").click();
      await datasheet.click();
      await page.getByRole("button", { name: "Close" }).first().waitFor();
    },
  },
  {
    name: "editor, history open with a comparison",
    path: (c) => `/rosters/${c.rosterId}`,
    ready: async (page) => {
      await editorReady(page);
      await page.getByTestId("history-open-dialog").click();
      await page.getByTestId("history-entry").nth(1).waitFor();
      await page.getByTestId("history-compare").click();
      await page.getByTestId("history-diff").waitFor();
    },
  },
  // The roster was created (version 1) and saved once with Knights added: version 1 is kept.
  { name: "a kept version, read-only", path: (c) => `/rosters/${c.rosterId}/history/1`, ready: async (page) => void (await page.getByTestId("version-read-only").waitFor()) },
  { name: "editor, validation issues", path: (c) => `/rosters/${c.invalidRosterId}`, ready: async (page) => void (await page.getByTestId("issue").first().waitFor()) },
  {
    name: "editor, export menu open",
    path: (c) => `/rosters/${c.rosterId}`,
    ready: async (page) => {
      await editorReady(page);
      await page.getByTestId("export-menu").locator("summary").click();
      await page.getByTestId("export-panel").waitFor();
    },
    scope: '[data-testid="export-menu"]',
  },
  {
    name: "editor, share dialog open",
    path: (c) => `/rosters/${c.rosterId}`,
    ready: async (page) => {
      await editorReady(page);
      await page.getByTestId("share-open").click();
      await page.getByTestId("share-dialog").waitFor();
    },
  },
  { name: "share page", path: (c) => c.sharePath, ready: async (page) => void (await page.getByTestId("shared-name").waitFor()) },
  { name: "hidden share page", path: (c) => c.hiddenSharePath, ready: async (page) => void (await page.getByTestId("shared-hidden-item").first().waitFor()) },
  { name: "battlescribe builder", path: (c) => `/game-data/${c.packageId}`, ready: async (page) => void (await page.getByTestId("bs-add-force").waitFor()) },
  {
    name: "battlescribe builder, a unit added",
    path: (c) => `/game-data/${c.packageId}`,
    ready: async (page) => {
      await page.getByTestId("bs-add-force").click();
      await addBsUnit(page, "Archer");
      await page.getByTestId("bs-total-pts").waitFor();
    },
  },
  {
    name: "battlescribe builder, a datasheet open",
    path: (c) => `/game-data/${c.packageId}`,
    ready: async (page) => {
      await page.getByTestId("bs-add-force").click();
      await addBsUnit(page, "Archer");
      await page.getByTestId("bs-datasheet").locator("summary").click();
      await page.getByTestId("bs-profile-row").first().waitFor();
    },
  },
  { name: "events, signed out", path: () => "/events" },
  { name: "an event's join page", path: (c) => c.joinPath, ready: async (page) => void (await page.getByTestId("join-panel").waitFor()) },
  {
    name: "an event's join page, a list checked",
    path: (c) => c.joinPath,
    ready: async (page) => {
      await page.getByTestId("join-check").click();
      await page.getByTestId("join-check-result").waitFor();
    },
  },
  { name: "roster not found", path: () => "/rosters/no-such-roster" },
  { name: "share link gone", path: () => `/share/${"x".repeat(43)}` },
];

/** Adds a unit in the BattleScribe builder; on a phone its unit browser is a sheet, opened and closed again. */
async function addBsUnit(page: Page, name: string): Promise<void> {
  const toggle = page.getByTestId("toggle-browser");
  const sheet = await toggle.isVisible();
  if (sheet) await toggle.click();
  await page.getByRole("button", { name: `Add ${name}` }).click();
  if (sheet) await page.keyboard.press("Escape");
}

const VARIANTS = [
  { width: 1280, height: 900, scheme: "light" as const, textScale: 1 },
  { width: 390, height: 844, scheme: "dark" as const },
  { width: 1280, height: 900, scheme: "dark" as const },
  { width: 390, height: 844, scheme: "light" as const },
  // WCAG 1.4.10 Reflow: 320 CSS px (1280 px at 400% zoom) without scrolling sideways.
  { width: 320, height: 640, scheme: "light" as const },
  // WCAG 1.4.4 Resize text: the browser's text size at 200 %.
  { width: 1280, height: 900, scheme: "dark" as const, textScale: 2 },
  // The narrowest phone again in a face a reader may force, at both extremes of width: targets,
  // spacing and reflow must not depend on the face (Noto Sans, Roboto, a reading font...).
  { width: 320, height: 640, scheme: "light" as const, face: "condensed" as TestFace },
  { width: 320, height: 640, scheme: "dark" as const, face: "wide" as TestFace },
];

const GST = `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="a11y-gs" name="A11y Skirmish" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema"><costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes><forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries></gameSystem>`;
const CAT = `<?xml version="1.0" encoding="UTF-8"?><catalogue id="a11y-cat" name="A11y Company" revision="1" gameSystemId="a11y-gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema"><selectionEntries><selectionEntry id="se" name="Archer" type="unit" hidden="false"><profiles><profile id="p-bow" name="Longbow" typeId="pt-w" typeName="Weapons"><characteristics><characteristic name="Range" typeId="ct-r">24"</characteristic><characteristic name="Attacks" typeId="ct-a">2</characteristic></characteristics></profile></profiles><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries></catalogue>`;

/**
 * WCAG 1.4.11, which axe-core does not check: a form field's edge against what is behind it.
 * Runs in the page; colours are read from computed styles.
 */
function fieldEdgeContrasts(): { what: string; ratio: number }[] {
  // Computed colours may be oklch() (Tailwind 4): a canvas pixel gives them as sRGB bytes.
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  const parse = (colour: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const background = (element: Element | null): number[] => {
    for (let node = element; node; node = node.parentElement) {
      const rgba = parse(getComputedStyle(node).backgroundColor);
      if ((rgba[3] ?? 1) > 0.5) return rgba;
    }
    return [255, 255, 255];
  };
  const fields = document.querySelectorAll<HTMLElement>('input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), select, textarea');
  const out: { what: string; ratio: number }[] = [];
  for (const field of fields) {
    const style = getComputedStyle(field);
    if (field.offsetParent === null || parseFloat(style.borderBottomWidth) === 0) continue;
    const edge = luminance(parse(style.borderBottomColor));
    const behind = luminance(background(field.parentElement));
    const ratio = (Math.max(edge, behind) + 0.05) / (Math.min(edge, behind) + 0.05);
    out.push({ what: field.getAttribute("data-testid") ?? field.getAttribute("aria-label") ?? field.tagName.toLowerCase(), ratio });
  }
  return out;
}

/**
 * WCAG 2.5.8 beyond what axe-core reports for sure: two controls drawn over each other (a name
 * squeezed under the buttons beside it) leave neither a safe target. Every visible control's
 * boxes (each line of a link) against every other's, in the page (or the part `scope` names);
 * nested controls excepted.
 */
function overlappingTargets(scope: string | null): string[] {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"]';
  // Under an open modal dialog the page is inert, and a panel fixed over the page covers what is
  // under it: only the dialog's or the panel's controls can be reached.
  const overlay =
    document.querySelector("dialog:modal") ??
    [...document.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')].find((d) => getComputedStyle(d).position === "fixed" && d.checkVisibility());
  const root = overlay ?? (scope ? document.querySelector(scope) : null) ?? document;
  const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }));
  const name = (el: HTMLElement) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid="${el.dataset.testid}"]` : ""} "${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
  const boxes = controls.map((el) => [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
  // A bar pinned to the screen (sticky or fixed) covers what scrolls under it: that is one layer
  // over another, not two targets in each other's way.
  const pinnedLayer = (el: HTMLElement): Element | null => {
    for (let node: HTMLElement | null = el; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "sticky" || position === "fixed") return node;
    }
    return null;
  };
  const layers = controls.map(pinnedLayer);
  const out: string[] = [];
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const [a, b] = [controls[i]!, controls[j]!];
      if (a.contains(b) || b.contains(a) || layers[i] !== layers[j]) continue;
      const overlap = boxes[i]!.some((r) => boxes[j]!.some((q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1));
      if (overlap) out.push(`${name(a)} and ${name(b)}`);
    }
  }
  return out;
}

async function startFromExample(page: Page, systemId: string, file: string): Promise<string> {
  await page.goto(`/rosters/new?system=${systemId}`);
  await page.locator(`[data-testid="use-example"][data-example="${file}"]`).click();
  await page.waitForURL(/\/rosters\/(?!new)[^/?#]+$/);
  await editorReady(page);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

async function createSharePath(page: Page, hidden: boolean): Promise<string> {
  await page.getByTestId("share-open").click();
  const dialog = page.getByTestId("share-dialog");
  await dialog.getByTestId(hidden ? "share-create-hidden" : "share-create").click();
  return new URL(await dialog.getByTestId("share-url").first().inputValue()).pathname;
}

async function setUp(page: Page): Promise<Context> {
  const game = await loadGame("aof-regiments", "aofr-human-empire");
  const rosterId = await createRosterThroughForm(page, { game, rulesetId: "standard", name: "Accessible army" });
  await addUnit(page, "Knights");
  await waitSaved(page);
  // An empty 40k Battalion breaks its slot minimums: the validation panel lists issues.
  const wh40k = await loadGame("wh40k-9e", "space-marines");
  const invalidRosterId = await createRosterThroughForm(page, { game: wh40k, rulesetId: "matched", sizeId: "strike-force", name: "Empty Battalion" });
  await page.getByTestId("force-type").selectOption({ label: wh40k.system.forceEntries.find((f) => f.id === "battalion")!.name });
  await page.getByTestId("issue").first().waitFor();
  await waitSaved(page);
  await startFromExample(page, "aos", "aos-open-stormcast.json");
  const sharePath = await createSharePath(page, false);
  await startFromExample(page, "t9a", "t9a-4500.json");
  const hiddenSharePath = await createSharePath(page, true);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-a11y-"));
  fs.writeFileSync(path.join(dir, "A11y.gst"), GST);
  fs.writeFileSync(path.join(dir, "A11y.cat"), CAT);
  await page.goto("/game-data");
  await page.getByTestId("upload-files").setInputFiles([path.join(dir, "A11y.gst"), path.join(dir, "A11y.cat")]);
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByTestId("upload-status")).toContainText("Installed A11y Skirmish");
  const packageId = await page.getByTestId("data-package").filter({ hasText: "A11y Skirmish" }).getByTestId("data-package-build").getAttribute("data-package-id");
  // An organiser (another browser, an account) makes an event whose join page this browser opens.
  const organiser = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const origin = { origin: new URL(page.url()).origin };
  expect((await organiser.request.post("/api/account/sign-up", { data: { email: `a11y-${Date.now()}@example.com`, password: "accessible organiser" }, headers: origin })).ok()).toBe(true);
  const event = await organiser.request.post("/api/events", { data: { name: "Accessible Open", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 500 } }, deadline: new Date(Date.now() + 86_400_000).toISOString() }, headers: origin });
  const { id } = (await event.json()) as { id: string };
  const { joinToken } = (await (await organiser.request.get(`/api/events/${id}`)).json()) as { joinToken: string };
  await organiser.close();
  return { rosterId, invalidRosterId, packageId: packageId ?? "", sharePath, hiddenSharePath, joinPath: `/join/${joinToken}` };
}

// One test per variant (each with its own time limit, and a failure names its variant), over one
// set-up; the moderate findings of all of them are checked against the docs at the end.
test.describe.serial("no serious or critical axe-core violation on any page, phone and desktop, light and dark", () => {
  let page: Page;
  let context: Context;
  const moderate = new Map<string, Set<string>>();

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    const browserContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
    page = await browserContext.newPage();
    page.setDefaultTimeout(15_000);
    context = await setUp(page);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  for (const variant of VARIANTS) {
    const label = `${variant.width}x${variant.height} ${variant.scheme}${variant.textScale && variant.textScale !== 1 ? ` text x${variant.textScale}` : ""}${variant.face ? ` in ${faceName(variant.face)}` : ""}`;
    test(label, async () => {
      test.setTimeout(300_000);
      const failures: string[] = [];
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.emulateMedia({ colorScheme: variant.scheme });
      // The browser's own text size setting (as a player sets it), which rem sizes and rem/em media
      // queries both follow; 16 px is the default.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 * (variant.textScale ?? 1), fixed: 13 * (variant.textScale ?? 1) } });
      for (const pageCase of PAGES) {
        await page.goto(pageCase.path(context));
        await pageCase.ready?.(page);
        if (variant.face) await forceFace(page, variant.face);
        else await waitForFaces(page);
        // The text size really is what the variant says (so the reflow check below means something).
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${16 * (variant.textScale ?? 1)}px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 1) failures.push(`${pageCase.name} @${label}: the page scrolls sideways by ${overflow} px`);
        for (const pair of await page.evaluate(overlappingTargets, pageCase.scope ?? null)) failures.push(`${pageCase.name} @${label}: ${pair} are drawn over each other (WCAG 2.5.8)`);
        for (const field of await page.evaluate(fieldEdgeContrasts)) {
          if (field.ratio < 3) failures.push(`${pageCase.name} @${label}: the edge of ${field.what} stands out only ${field.ratio.toFixed(2)}:1 (WCAG 1.4.11 asks 3:1)`);
        }
        const results = await analyzeWcag(page, pageCase.scope);
        for (const violation of results.violations) {
          if (violation.impact !== "serious" && violation.impact !== "critical") {
            moderate.set(violation.id, (moderate.get(violation.id) ?? new Set()).add(pageCase.name));
            continue;
          }
          const where = violation.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${process.env.A11Y_DEBUG ? `${n.html.slice(0, 200)} ${n.failureSummary ?? ""}` : ""}`).join("; ");
          failures.push(`${pageCase.name} @${label}: ${violation.id} (${violation.nodes.length}) ${where}`);
        }
      }
      await cdp.detach();
      expect(failures).toEqual([]);
    });
  }

  // Right to left and another script: the same checks on the main pages in Arabic and Hindi, desktop and the narrowest phone.
  test("Arabic and Hindi pages", async () => {
    test.setTimeout(300_000);
    const failures: string[] = [];
    const origin = new URL(page.url()).origin;
    await page.emulateMedia({ colorScheme: "light" });
    for (const locale of ["ar", "hi"]) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: origin }]);
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 900 });
        for (const pageCase of PAGES.filter((c) => ["home", "new roster", "editor", "editor, validation issues", "share page", "compare", "sign in"].includes(c.name))) {
          await page.goto(pageCase.path(context));
          await page.getByTestId("locale-switcher").waitFor();
          await pageCase.ready?.(page);
          await waitForFaces(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 1) failures.push(`${pageCase.name} @${locale} ${width}: the page scrolls sideways by ${overflow} px`);
          const results = await analyzeWcag(page);
          for (const violation of results.violations) {
            if (violation.impact === "serious" || violation.impact === "critical") failures.push(`${pageCase.name} @${locale} ${width}: ${violation.id} ${violation.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`);
            else moderate.set(violation.id, (moderate.get(violation.id) ?? new Set()).add(`${pageCase.name} (${locale})`));
          }
        }
      }
    }
    await page.context().clearCookies({ name: LOCALE_COOKIE });
    expect(failures).toEqual([]);
  });

  // Moderate and minor findings must each be fixed or listed, with a reason, in docs/accessibility.md.
  test("moderate findings are fixed or documented", () => {
    const documented = fs.readFileSync(path.join(import.meta.dirname, "..", "docs", "accessibility.md"), "utf8");
    const undocumented = [...moderate].filter(([rule]) => !documented.includes(`\`${rule}\``)).map(([rule, pages]) => `moderate ${rule} on ${[...pages].join(", ")}: fix it or list it in docs/accessibility.md`);
    expect(undocumented).toEqual([]);
  });
});
