import { describe, expect, it } from "vitest";
import { estimateTextWidth, layoutColumns } from "./table-layout";

const options = { available: 500, fontSize: 7.5, padding: 5 };
const sum = (widths: number[]) => widths.reduce((n, w) => n + w, 0);
const longestWord = (texts: string[]) => Math.max(...texts.flatMap((t) => t.split(/\s+/).map((w) => estimateTextWidth(w, options.fontSize, true)))) + options.padding;

describe("layoutColumns", () => {
  it("fills the table exactly and spreads a narrow stat line evenly", () => {
    const columns = ["M", "WS", "BS", "S", "T", "W", "A", "Ld", "Sv"].map((header) => ({ header, cells: ["3+"] }));
    const widths = layoutColumns([{ header: "Unit", cells: ["Primaris Captain"] }, ...columns], options);
    expect(sum(widths)).toBeCloseTo(options.available, 6);
    expect(widths[0]).toBeCloseTo(options.available * 0.34, 6);
    const stats = widths.slice(1);
    expect(Math.max(...stats) - Math.min(...stats)).toBeLessThan(8);
  });

  it("gives the spare room to a long text column when there is one", () => {
    const widths = layoutColumns(
      [
        { header: "Weapon", cells: ["Bolt rifle"] },
        { header: "Range", cells: ['30"'] },
        { header: "Abilities", cells: ["Each time an attack is made with this weapon, an unmodified hit roll of 6 scores one additional hit."] },
      ],
      { ...options, available: 900 },
    );
    expect(sum(widths)).toBeCloseTo(900, 6);
    expect(widths[2]).toBeGreaterThan(widths[0]! + widths[1]!);
  });

  it("never squeezes a column below its longest word when the text is too long for the table", () => {
    const effect = "The target takes D6 magical hits at Strength 4, AP 1; boosted, every unit within 12 inches except the Caster's is hit.";
    const columns = [
      { header: "Spell", cells: ["Pentagram of Pain", "Breath of Corruption"] },
      { header: "Casting", cells: ["5+ / 6+"] },
      { header: "Range", cells: ["24″ / 12″ Aura"] },
      { header: "Type", cells: ["Hex, Direct, Damage (boosted: Universal)"] },
      { header: "Effect", cells: [effect, effect] },
      { header: "Known by", cells: ["Sorcerer (Wizard Master), Sorcerer (Wizard Apprentice)"] },
    ];
    const widths = layoutColumns(columns, options);
    expect(sum(widths)).toBeLessThanOrEqual(options.available + 1e-6);
    columns.forEach((column, i) => expect(widths[i]).toBeGreaterThanOrEqual(longestWord([column.header, ...column.cells]) - 1e-6));
    // The spell names fit on one line: the long texts wrap instead.
    expect(widths[0]).toBeGreaterThanOrEqual(estimateTextWidth("Breath of Corruption", options.fontSize, true));
  });
});
