/**
 * A server renders one PDF after another in the same process. What one PDF used must not change
 * the next: fontkit caches glyphs across documents, and a cached glyph that lost its characters
 * once broke lines mid-word and dropped commas from every later PDF. Its own file, so that the
 * process starts with nothing rendered.
 */
import { describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { describeRoster } from "../exchange/roster-view";
import { describeUnitCards } from "../exchange/unit-cards";
import { loadGameData } from "../gamedata/load-dir";
import { renderRosterPdf } from "./render-roster-pdf";
import { readingText, savePdf } from "./test-support/poppler";

const data = await loadGameData();

async function render(file: string) {
  const roster = data.examples.find((e) => e.file === file)!.roster;
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  const evaluation = evaluate(roster, system, catalogue, { available: false });
  const cards = describeUnitCards(roster, system, catalogue, { evaluation });
  const bytes = await renderRosterPdf({ view: describeRoster(roster, system, catalogue, { evaluation }), cards, paper: "a4" });
  return { text: readingText(savePdf(`sequence-${file.replace(/\.json$/, "")}`, bytes)), cards };
}

describe("PDFs rendered one after another", () => {
  it("print every sentence whole, whatever was rendered before", async () => {
    // This order lost the commas of the second PDF before fonts were prepared up front.
    await render("aos-gloomspite-pitched-2000.json");
    const { text, cards } = await render("t9a-4500.json");
    const sentences = cards.flatMap((card) => [card.description ?? "", ...card.rules.map((r) => r.description)]).filter((s) => s.includes(","));
    expect(sentences.length).toBeGreaterThan(5);
    for (const sentence of sentences) expect(text.includes(sentence.replace(/\s+/g, " ")), sentence).toBe(true);
  }, 120_000);
});
