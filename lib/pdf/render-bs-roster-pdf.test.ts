/**
 * A 40k 10th edition roster on the corpus's data (../shared/corpus, never copied here) as PDF,
 * read back with poppler: New Recruit's markup printed as formatting (no `**` or `^^`), the
 * data's symbols drawn (no "?"), identical wargear once with its number, no card for the battle
 * size or the detachment. The pages are saved as PNG in artifacts/pdf to look at.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { corpusDir, readCorpusFiles } from "../../tests/support/bs-corpus";
import { buildGladiusTaskForce } from "../../tests/support/bs-gladius";
import { createEngine } from "../battlescribe/engine/engine";
import { snapshotRoster } from "../battlescribe/engine/snapshot";
import { describeBsRoster, describeBsUnitCards } from "../battlescribe/export/roster-view";
import { readDataSet } from "../battlescribe/xml/read-data-files";
import { en } from "../i18n/english";
import { renderRosterPdf } from "./render-roster-pdf";
import { readingText, savePdf, savePngs } from "./test-support/poppler";

const corpus = corpusDir();
if (!corpus) console.warn("render-bs-roster-pdf skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

describe.skipIf(!corpus)("a 10th edition Gladius Task Force as PDF (../shared/corpus/bsdata/wh40k-10e)", () => {
  let text = "";
  let cardsText = "";
  beforeAll(async () => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
    buildGladiusTaskForce(engine);
    const snapshot = snapshotRoster(engine);
    const file = savePdf("bs-10e-gladius", await renderRosterPdf({ view: describeBsRoster(snapshot, en), cards: describeBsUnitCards(snapshot, en), paper: "a4" }));
    savePngs(file, "bs-10e-gladius");
    text = readingText(file);
    cardsText = text.slice(text.indexOf("Reference cards") >= 0 ? text.indexOf("Reference cards") : text.indexOf("REFERENCE CARDS"));
  }, 120_000);

  it("prints the data's markup as formatting, never its markers", () => {
    expect(text).toContain("If your Army Faction is ADEPTUS ASTARTES");
    expect(text).not.toMatch(/\*\*|\^\^/);
  });

  it.each([
    { symbol: "➤ (a profile's mark)", printed: "› Plasma Incinerator - Standard" },
    { symbol: "■ (a list's bullet)", printed: "• Swords of the Imperium" },
  ])("draws $symbol as a glyph the fonts have", ({ printed }) => {
    expect(text).toContain(printed);
    expect(text).not.toContain("?");
  });

  it("lists identical wargear once with its number", () => {
    expect(text).toContain("2× Godhammer Lascannon");
    expect(text).not.toContain("Godhammer Lascannon · Godhammer Lascannon");
  });

  it("gives the battle size and the detachment no reference card", () => {
    expect(cardsText.length).toBeGreaterThan(0);
    expect(cardsText).not.toMatch(/Battle Size CONFIGURATION|Detachment CONFIGURATION/i);
    expect(cardsText).toMatch(/Captain/);
  });
});
