/**
 * The PDF of every shipped example, read back with poppler-utils as a person's tools would:
 * words on the right pages, paper size, embedded fonts, a readable QR code. Page pictures land
 * in artifacts/pdf for people to look at.
 */
import { existsSync, statSync } from "node:fs";
import jsQR from "jsqr";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { MusterError } from "../errors/muster-error";
import { describeRoster, type RosterView } from "../exchange/roster-view";
import { describeUnitCards, type UnitCard } from "../exchange/unit-cards";
import { loadGameData } from "../gamedata/load-dir";
import type { Roster } from "../gamedata/roster-schema";
import { en } from "../i18n/english";
import { costColumns, formatCostList, formatNumber } from "./pdf-format";
import { renderRosterPdf } from "./render-roster-pdf";
import { grayPage, pageText, pdfFonts, pdfInfo, readingText, savePdf, savePngs } from "./test-support/poppler";

const data = await loadGameData();
const SHARE_URL = "https://muster.example/share/Zq3xk9VbT2mLr8PwYc4NdAe7";

function inputsFor(roster: Roster, hideItems?: { revealed: ReadonlySet<string> }) {
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  const evaluation = evaluate(roster, system, catalogue, { available: false });
  const options = { evaluation, ...(hideItems ? { hideItems } : {}) };
  return { view: describeRoster(roster, system, catalogue, options), cards: describeUnitCards(roster, system, catalogue, options), system, catalogue };
}

function example(file: string): Roster {
  return data.examples.find((e) => e.file === file)!.roster;
}

type Rendered = { file: string; view: RosterView; cards: UnitCard[]; pages: string[]; listPages: number };

/** Renders, saves the PDF and its PNG pages, and reads every page's text. */
async function renderAndRead(
  name: string,
  roster: Roster,
  paper: "a4" | "letter",
  extra: { shareUrl?: string; hideItems?: { revealed: ReadonlySet<string> }; cards?: boolean; cardStyle?: "full" | "compact" } = {},
): Promise<Rendered> {
  const { view, cards } = inputsFor(roster, extra.hideItems);
  const bytes = await renderRosterPdf({ view, cards: extra.cards === false ? null : cards, paper, ...(extra.cardStyle ? { cardStyle: extra.cardStyle } : {}), ...(extra.shareUrl ? { shareUrl: extra.shareUrl } : {}) });
  const file = savePdf(name, bytes);
  const { pages: count } = pdfInfo(file);
  const pages = Array.from({ length: count }, (_, i) => pageText(file, i + 1));
  // The cards start on the page that says so; everything before is the list.
  const cardsStart = pages.findIndex((text) => text.includes(en.t("export.pdf.cards").toUpperCase()));
  return { file, view, cards, pages, listPages: cardsStart === -1 ? count : cardsStart };
}

const units = (view: RosterView) => view.forces.flatMap((f) => f.groups.flatMap((g) => g.units));
const lines = (text: string) => text.split("\n");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const hasNumber = (line: string, value: number) => new RegExp(`(^|\\s)${escape(formatNumber(value))}(\\s|$)`).test(line);

/** What a card prints last in each of its two columns: gone if the card were split. */
function cardTails(card: UnitCard): string[] {
  const left = [...card.rules, ...card.upgrades, ...card.items].at(-1)?.name;
  const lastKeyword = (card.factionKeywords.at(-1) ?? card.keywords.at(-1))?.split(" ").at(-1);
  return [left, lastKeyword].filter((t): t is string => Boolean(t));
}

/** Every card's header is on a card page, and the whole card (down to its last lines) is on that page. */
function expectWholeCards({ view, cards, pages, listPages }: Rendered): void {
  expect(listPages).toBeLessThan(pages.length);
  const columns = costColumns(view);
  const cardPages = pages.slice(listPages).map(lines);
  const headerOf = (card: UnitCard) => (line: string) => line.trimStart().startsWith(card.name) && line.includes(formatCostList(card.costs, columns));
  for (const card of cards) {
    const onPage = cardPages.findIndex((page) => page.some(headerOf(card)));
    expect(onPage, `${card.name} card header`).toBeGreaterThanOrEqual(0);
    // From the card's header to the next card's header (or the page's end) is the whole card:
    // its units in this roster with their costs, and the last entries of both its columns.
    const page = cardPages[onPage]!;
    const start = page.findIndex(headerOf(card));
    const next = page.findIndex((line, i) => i > start && cards.some((other) => other !== card && headerOf(other)(line)));
    const body = page.slice(start, next === -1 ? undefined : next).join("\n");
    for (const instance of card.instances) {
      const detail = formatCostList(instance.costs, columns);
      expect(body.split("\n").some((l) => l.includes(instance.name) && l.includes(detail)), `${card.name}: ${instance.name}`).toBe(true);
  }
  for (const tail of cardTails(card)) expect(body, `${card.name} ends with ${tail}`).toContain(tail);
  }
}

const rendered = new Map<string, Rendered>();

beforeAll(async () => {
  for (const { file, roster } of data.examples) {
    rendered.set(file, await renderAndRead(`${file.replace(/\.json$/, "")}-a4`, roster, "a4", { shareUrl: SHARE_URL }));
  }
}, 240_000);

describe.each(data.examples.map((e) => [e.file] as const))("PDF of %s", (file) => {
  it("is A4, titled with the roster, with every font embedded", () => {
    const pdf = rendered.get(file)!;
    const info = pdfInfo(pdf.file);
    expect(info.pageSize).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)/);
    expect(info.title).toBe(pdf.view.name);
    const fonts = pdfFonts(pdf.file);
    expect(fonts.length).toBeGreaterThan(1);
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true });
      expect(font.name).toMatch(/IBMPlexSans/);
    }
  });

  it("starts with the list: name, system, faction, totals and validity on page 1", () => {
    const { file: pdfFile, view, pages } = rendered.get(file)!;
    const first = readingText(pdfFile, 1, 1);
    expect(first).toContain(view.name);
    expect(first).toContain(`${view.systemName} · ${view.factionName}`);
    expect(first).toContain(view.rulesetName);
    // Where the numbers come from (issue 9): every shipped catalogue states it.
    expect(view.dataSource).toBeDefined();
    expect(first.replace(/\s+/g, " ")).toContain(en.t("export.header.source", view.dataSource!));
    const page1 = pages[0]!;
    for (const type of view.costTypes) {
      const total = view.totals[type.id] ?? 0;
      const resource = view.resources[type.id];
      if (resource) expect(page1).toContain(en.t("export.pdf.resourceLeft", { remaining: resource.remaining }));
      else if (total !== 0 || view.limits[type.id] !== undefined) {
        const figures = lines(page1).find((l) => l.includes(en.t("export.pdf.ofLimit", { limit: view.limits[type.id] ?? -1 })) || hasNumber(l, total));
        expect(figures, `${type.name} total`).toBeDefined();
      }
    }
    expect(lines(page1).some((l) => hasNumber(l, view.models))).toBe(true);
    expect(page1).toContain(view.valid ? en.t("status.valid") : en.t("status.invalid"));
  });

  it("lists every unit before the cards, with its cost on the same line", () => {
    const { view, pages, listPages } = rendered.get(file)!;
    const listLines = pages.slice(0, listPages).flatMap(lines);
    const [firstColumn] = costColumns(view);
    for (const unit of units(view)) {
      const row = listLines.filter((l) => l.includes(unit.name));
      expect(row.length, unit.name).toBeGreaterThan(0);
      if (firstColumn) expect(row.some((l) => hasNumber(l, unit.costs[firstColumn.id] ?? 0)), `${unit.name} cost`).toBe(true);
    }
    for (const force of view.forces) for (const group of force.groups) expect(listLines.some((l) => l.trim() === group.categoryName)).toBe(true);
  });

  it("follows with one card per distinct unit, each whole on one page", () => {
    expectWholeCards(rendered.get(file)!);
  });

  it("saves every page as a picture", () => {
    const { file: pdfFile, pages } = rendered.get(file)!;
    const pngs = savePngs(pdfFile, `${file.replace(/\.json$/, "")}-a4`);
    expect(pngs).toHaveLength(pages.length);
    for (const png of pngs) expect(existsSync(png) && statSync(png).size > 5_000, png).toBe(true);
  });
});

describe("PDF options", () => {
  it("prints on Letter when asked, and the cards still fit whole", async () => {
    const pdf = await renderAndRead("wh40k-2000-battalion-patrol-letter", example("wh40k-2000-battalion-patrol.json"), "letter");
    expect(pdfInfo(pdf.file).pageSize).toMatch(/^612 x 792 pts \(letter\)/);
    expectWholeCards(pdf);
    savePngs(pdf.file, "wh40k-2000-battalion-patrol-letter");
  }, 60_000);

  it("puts a QR code of the share link in the header that a reader decodes, and none without a link", async () => {
    const image = grayPage(rendered.get("wh40k-2000-battalion-patrol.json")!.file, 1);
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    image.data.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
    expect(jsQR(rgba, image.width, image.height)?.data).toBe(SHARE_URL);

    const plain = await renderAndRead("aos-open-stormcast-no-link", example("aos-open-stormcast.json"), "a4", { cards: false });
    const bare = grayPage(plain.file, 1);
    const bareRgba = new Uint8ClampedArray(bare.width * bare.height * 4);
    bare.data.forEach((v, i) => bareRgba.set([v, v, v, 255], i * 4));
    expect(jsQR(bareRgba, bare.width, bare.height)).toBeNull();
    expect(plain.pages.join("")).not.toContain(en.t("export.pdf.scan"));
  }, 60_000);

  it("prints only the list when no cards are asked for", async () => {
    const listOnly = await renderAndRead("t9a-4500-list-only", example("t9a-4500.json"), "a4", { cards: false });
    const withCards = rendered.get("t9a-4500.json")!;
    expect(listOnly.listPages).toBe(listOnly.pages.length);
    expect(listOnly.pages.length).toBe(withCards.listPages);
    expect(listOnly.pages.join("")).not.toContain(en.t("export.pdf.cards").toUpperCase());
  }, 60_000);

  it("says in words why a roster is invalid", async () => {
    const roster = { ...example("aof-regiments-1500.json"), limits: { pts: 1400 } };
    const pdf = await renderAndRead("aof-regiments-over-limit", roster, "a4", { cards: false });
    expect(pdf.view.valid).toBe(false);
    const text = readingText(pdf.file, 1, 1);
    expect(text).toContain(en.t("status.invalid"));
    for (const issue of pdf.view.issues) expect(text).toContain(issue.message);
    expect(text).toContain("The army costs 1,500 pts, over its limit of 1,400 pts.");
  }, 60_000);

  it("conceals every magic item of a hidden roster, list and cards", async () => {
    const roster = example("t9a-4500.json");
    const open = inputsFor(roster).cards.flatMap((c) => c.items);
    expect(open.length).toBeGreaterThan(3);
    const pdf = await renderAndRead("t9a-4500-hidden", roster, "a4", { hideItems: { revealed: new Set() } });
    const text = readingText(pdf.file);
    for (const item of open) {
      expect(text).not.toContain(item.name);
      expect(text).not.toContain(item.description);
    }
    expect(text).toContain(en.t("export.hiddenItem"));
    expect(text).toContain(en.t("export.pdf.hiddenItems", { count: pdf.view.hiddenItems }));
    savePngs(pdf.file, "t9a-4500-hidden");
  }, 60_000);

  it("lets a card taller than a page run on rather than cut it off", async () => {
    const { view, cards } = inputsFor(example("t9a-4500.json"));
    const [first] = cards;
    const rules = Array.from({ length: 90 }, (_, i) => ({ id: `rule-${i}`, name: `Long Rule ${i}`, description: "A rule with enough words to fill a line of the card or most of one. ".repeat(2) }));
    const giant = { ...first!, rules };
    const file = savePdf("oversized-card", await renderRosterPdf({ view, cards: [giant], paper: "a4" }));
    const text = readingText(file);
    expect(text).toContain("Long Rule 0.");
    expect(text).toContain("Long Rule 89.");
    expect(pdfInfo(file).pages).toBeGreaterThan(2);
  }, 60_000);

  it("prints names in other scripts with the embedded fonts, once each, and '?' for what no font has", async () => {
    const roster = structuredClone(example("wh40k-open-play-small.json"));
    const unit = roster.forces[0]!.selections[0]!;
    unit.customName = "Żółć  Капитан Στρατηγός 図書";
    const pdf = await renderAndRead("scripts-and-gaps", roster, "a4");
    const fonts = pdfFonts(pdf.file);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true });
    const names = fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ""));
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((n) => /latin-ext/.test(n)) && names.some((n) => /cyrillic/.test(n)) && names.some((n) => /greek/.test(n))).toBe(true);
    expect(readingText(pdf.file)).toContain("Żółć Капитан Στρατηγός ??");
  }, 60_000);

  // Issue 9 item 10: Army Forge prints 6-9 cards a page; compact cards put two across and each rule's text once at the end.
  it.each([["wh40k-2000-battalion-patrol.json"], ["t9a-4500.json"], ["aof-regiments-1500.json"]])("compact cards of %s: fewer pages, every card, every rule once in the glossary", async (file) => {
    const stem = file.replace(/\.json$/, "");
    const full = rendered.get(file)!;
    const compact = await renderAndRead(`${stem}-compact-cards`, example(file), "a4", { cardStyle: "compact" });
    savePngs(compact.file, `${stem}-compact-cards`);
    const fullCardPages = full.pages.length - full.listPages;
    const compactPages = compact.pages.slice(compact.listPages);
    expect(compactPages.length).toBeLessThan(fullCardPages);
    console.log(`${file}: ${fullCardPages} pages of full cards, ${compactPages.length} of compact cards and glossary`);
    const glossaryAt = compactPages.findIndex((text) => text.includes(en.t("export.pdf.glossary").toUpperCase()));
    expect(glossaryAt).toBeGreaterThan(0);
    // In reading order (two columns of cards side by side), whitespace as one space.
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const firstCardPage = compact.listPages + 1;
    const cardText = flat(readingText(compact.file, firstCardPage, firstCardPage + glossaryAt - 1));
    const glossaryText = flat(readingText(compact.file, firstCardPage + glossaryAt, compact.pages.length));
    const columns = costColumns(compact.view);
    const entryOf = (rule: { name: string; description: string }) => `${rule.name}${/[.!?:]$/.test(rule.name) ? "" : "."} ${flat(rule.description).slice(0, 30)}`;
    const texts = new Map(compact.cards.flatMap((c) => [...c.rules, ...c.upgrades, ...c.items]).filter((r) => r.description).map((r) => [`${r.name}\u0000${r.description}`, r] as const));
    const alike = new Map<string, number>();
    for (const rule of texts.values()) alike.set(entryOf(rule), (alike.get(entryOf(rule)) ?? 0) + 1);
    for (const card of compact.cards) {
      expect(cardText, `${card.name} card`).toContain(`${card.name}`);
      expect(cardText, `${card.name} cost`).toContain(formatCostList(card.costs, columns));
      for (const rule of [...card.rules, ...card.upgrades, ...card.items]) {
        if (!rule.description) continue;
        // On the card by name only; its text once, in the glossary, after its name (two texts
        // under one name that begin alike, "Explodes" of two vehicles, are both there).
        const entry = entryOf(rule);
        expect(cardText, `${rule.name} named on ${card.name}`).toContain(rule.name);
        expect(cardText, `${rule.name} text not on ${card.name}`).not.toContain(entry);
        expect(glossaryText.split(entry).length - 1, `${rule.name} text once`).toBe(alike.get(entry));
      }
    }
  }, 120_000);

  it("refuses unknown paper and a share link that is not a web address, with a clear message", async () => {
    const { view } = inputsFor(example("aos-open-stormcast.json"));
    await expect(renderRosterPdf({ view, cards: null, paper: "a5" as "a4" })).rejects.toMatchObject({ code: "INVALID_INPUT", message: "Paper must be a4 or letter" });
    const bad = renderRosterPdf({ view, cards: null, paper: "a4", shareUrl: "javascript:alert(1)" });
    await expect(bad).rejects.toBeInstanceOf(MusterError);
    await expect(bad).rejects.toMatchObject({ message: "The share link must be an http(s) address" });
  });
});
