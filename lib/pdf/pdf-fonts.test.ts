import { beforeAll, describe, expect, it } from "vitest";
import { fontStacksFor, preparePdfFonts, printableText } from "./pdf-fonts";

beforeAll(() => preparePdfFonts(), 60_000);

describe("PDF fonts", () => {
  it("use the Latin families alone for Latin text", () => {
    const stacks = fontStacksFor(["Captain Acheran", 'Bolt rifle 30" 4+ ×2 · 1973 points']);
    expect(stacks.sans).toHaveLength(1);
    expect(stacks.condensed).toHaveLength(1);
  });

  it("add only the families other scripts need, Latin still first", () => {
    const latinOnly = fontStacksFor(["Captain"]);
    const stacks = fontStacksFor(["Żółć", "Капитан"]);
    expect(stacks.sans[0]).toBe(latinOnly.sans[0]);
    expect(stacks.sans.some((f) => f.endsWith("latin-ext"))).toBe(true);
    expect(stacks.sans.some((f) => f.endsWith("cyrillic"))).toBe(true);
    expect(stacks.sans.some((f) => f.endsWith("greek"))).toBe(false);
    expect(stacks.condensed.length).toBeGreaterThan(1);
  });

  it("print what the fonts have and '?' for the rest, with single spaces", () => {
    expect(printableText("Żółć  Капитан\tΣτρατηγός 図書")).toBe("Żółć Капитан Στρατηγός ??");
    expect(printableText("line one\r\nline two")).toBe("line one\nline two");
  });
});
