import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { corpusDir } from "../../tests/support/bs-corpus";
import { fontStacksFor, preparePdfFonts, printableText } from "./pdf-fonts";

const corpus = corpusDir();

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

  it.each([
    { text: "➤ Plasma pistol - standard", printed: "› Plasma pistol - standard" },
    { text: "■ DAEMONHOST", printed: "• DAEMONHOST" },
    { text: "● D6 ⬤ ・Heal ✦ Path ❖ Lores", printed: "• D6 • •Heal • Path • Lores" },
    { text: "Anti‑thaumic Crossbow", printed: "Anti-thaumic Crossbow" },
    { text: "⟝See 'Searing Beam of Light' ability⟞", printed: "[See 'Searing Beam of Light' ability]" },
    // What the fonts draw stays as it is.
    { text: "• › – ×2 ½", printed: "• › – ×2 ½" },
  ])("print the game data's symbols the fonts lack as ones they draw: $text", ({ text, printed }) => {
    expect(printableText(text)).toBe(printed);
  });

  it.skipIf(!corpus)("print every character of the corpus's game data, none as '?' (../shared/corpus)", () => {
    const root = path.join(corpus as string, "bsdata");
    const missing = new Set<string>();
    for (const dir of fs.readdirSync(root)) {
      for (const file of fs.readdirSync(path.join(root, dir)).filter((f) => /\.(gst|cat)$/.test(f))) {
        for (const char of new Set(fs.readFileSync(path.join(root, dir, file), "utf8"))) {
          if (char !== "?" && char.charCodeAt(0) >= 128 && printableText(char) === "?") missing.add(char);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
