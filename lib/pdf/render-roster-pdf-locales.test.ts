/**
 * The PDF in Hindi, Arabic and Russian (and the other locales), read back with poppler-utils:
 * the translated headings are there as text (so the script was shaped and embedded, not
 * replaced), the scripts' fonts are embedded, and Arabic pages run right to left (the title
 * stands at the right). Pictures of every page land in artifacts/pdf.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { describeRoster } from "../exchange/roster-view";
import { describeUnitCards } from "../exchange/unit-cards";
import { loadGameData } from "../gamedata/load-dir";
import { translatorFor } from "../i18n/catalogues";
import { renderRosterPdf } from "./render-roster-pdf";
import { pdfFonts, readingText, savePdf, savePngs } from "./test-support/poppler";

const data = await loadGameData();
const example = data.examples.find((e) => e.file === "aof-regiments-1500.json") ?? data.examples[0]!;

/**
 * Text as a reader compares it: bidi marks out, Arabic presentation forms back to letters, case
 * folded (labels print in capitals). Devanagari's pre-base vowel sign and reph are dropped on both
 * sides: a PDF stores them where they are drawn, so pdftotext gives them in drawing order.
 */
function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\u0930\u094d|\u093f/g, "")
    .replace(/\s+/g, " ")
    .toLocaleLowerCase();
}

/** Every word of a heading is in the text (a mixed Arabic and Latin line reads back in either order). */
function expectWords(text: string, heading: string): void {
  for (const word of normalise(heading).split(" ").filter(Boolean)) expect(text).toContain(word);
}

/** `viewLocale`: the language of the list's own words, when a test needs it to differ from the PDF's. */
async function render(locale: string, name: string, viewLocale = locale) {
  const roster = { ...example.roster, name };
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  const tr = translatorFor(locale);
  const evaluation = evaluate(roster, system, catalogue, { available: false });
  const view = describeRoster(roster, system, catalogue, { evaluation, translator: translatorFor(viewLocale) });
  const cards = describeUnitCards(roster, system, catalogue, { evaluation });
  const file = savePdf(`locale-${locale}`, await renderRosterPdf({ view, cards, paper: "a4", locale }));
  savePngs(file, `locale-${locale}`, 70);
  return { file, tr };
}

/** Where the first word of `word` starts on page 1, as a share of the page's width. */
function startOf(file: string, word: string): number {
  const html = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
  const width = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  // Words of right-to-left scripts come in drawing order, so the Arabic word is looked for both ways.
  const wanted = [normalise(word), [...normalise(word)].reverse().join("")];
  const found = [...html.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].find((m) => wanted.includes(normalise(m[2]!)));
  expect(found, `"${word}" on page 1`).toBeDefined();
  return Number(found![1]) / width;
}

const NAMES: Record<string, string> = {
  hi: "क्षत्रिय सेना",
  ar: "جيش العاصفة",
  ru: "Армия Империи",
  sv: "Kejsarens här",
  pl: "Armia Imperium",
};

describe("the PDF in every language", { timeout: 60_000 }, () => {
  it.each(Object.entries(NAMES))("%s: translated headings read back as text, fonts embedded", async (locale, name) => {
    const { file, tr } = await render(locale, name);
    const text = normalise(readingText(file));
    expectWords(text, name);
    for (const key of ["export.pdf.list", "export.pdf.cards", "export.pdf.abilities", "export.generatedBy"] as const) expectWords(text, tr.t(key));
    expect(text).not.toContain("?");
    expect(pdfFonts(file).every((font) => font.embedded)).toBe(true);
  });

  it("embeds the Arabic and Devanagari faces where those scripts are printed", async () => {
    expect(pdfFonts((await render("ar", NAMES.ar!)).file).some((font) => /Arabic/i.test(font.name))).toBe(true);
    expect(pdfFonts((await render("hi", NAMES.hi!)).file).some((font) => /Devanagari/i.test(font.name))).toBe(true);
  });

  it.each(["hi", "ar"])("%s headings print when nothing in the list itself is in their script", async (locale) => {
    const { file, tr } = await render(locale, "Griffin Host", "en");
    const text = normalise(readingText(file));
    for (const key of ["export.pdf.list", "export.pdf.cards"] as const) expectWords(text, tr.t(key));
    expect(text).not.toContain("?");
  });

  it("lays Arabic out right to left and Russian left to right", async () => {
    expect(startOf((await render("ar", NAMES.ar!)).file, "العاصفة")).toBeGreaterThan(0.5);
    expect(startOf((await render("ru", NAMES.ru!)).file, "Армия")).toBeLessThan(0.2);
  });
});
