import { describe, expect, it } from "vitest";
import { corpusDir, readCorpusFiles } from "../../../tests/support/bs-corpus";
import { hasMarkup, parseMarkup, plainMarkup } from "./markup";

const corpus = corpusDir();
if (!corpus) console.warn("markup corpus cases skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

const ENTITIES: Record<string, string> = { "&apos;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };

/** Every characteristic and rule text of a corpus folder, as written (entities decoded). */
function textsOf(folder: string): string[] {
  return readCorpusFiles(folder).flatMap((file) =>
    [...file.content.matchAll(/<(?:characteristic|description)\b[^>]*>([^<]+)</g)].map((m) => (m[1] as string).replace(/&(?:apos|quot|lt|gt|amp);/g, (e) => ENTITIES[e] as string)),
  );
}

describe("New Recruit's text markup", () => {
  it.each([
    { text: "plain 3+", spans: [{ text: "plain 3+" }] },
    { text: "**Bold** text", spans: [{ text: "Bold", bold: true }, { text: " text" }] },
    { text: "if the bearer is your **^^Warlord^^**, it", spans: [{ text: "if the bearer is your " }, { text: "Warlord", bold: true, keyword: true }, { text: ", it" }] },
    { text: "^^Infantry^^ only", spans: [{ text: "Infantry", keyword: true }, { text: " only" }] },
    { text: "*Death* comes", spans: [{ text: "Death", italic: true }, { text: " comes" }] },
    { text: "**Heal (3)** the target", spans: [{ text: "Heal (3)", bold: true }, { text: " the target" }] },
    // A lone "*" (a footnote's mark, a multiplication) stays as written, as do markers around spaces only.
    { text: "Hellblaster Squad*\n* This model cannot", spans: [{ text: "Hellblaster Squad*\n* This model cannot" }] },
    { text: "2 * 3", spans: [{ text: "2 * 3" }] },
    // Bold may run over lines (Age of Sigmar 4's terrain rules).
    { text: "**Cover,\nUnstable**", spans: [{ text: "Cover,\nUnstable", bold: true }] },
    // A "**" or "^^" with no partner is a slip in the data, never shown (Age of Sigmar 4: "**Fly^^**").
    { text: "does not have the **Fly^^** keyword", spans: [{ text: "does not have the " }, { text: "Fly", bold: true }, { text: " keyword" }] },
    { text: "enemy **^^Endless Spells^** within", spans: [{ text: "enemy " }, { text: "Endless Spells^", bold: true }, { text: " within" }] },
    { text: "", spans: [] },
  ])("$text", ({ text, spans }) => {
    expect(parseMarkup(text)).toEqual(spans);
  });

  it.each([
    { text: "**^^Warlord^^** and ^^Character^^", plain: "Warlord and Character" },
    { text: "Roll:\n\n|||||\n|:--|:--|:--|:--|\n|R|S|AP|Special Rules|\n|N/A|4|-1|Breath Weapon|", plain: "Roll:\n\nR · S · AP · Special Rules\nN/A · 4 · -1 · Breath Weapon" },
    { text: "a | b", plain: "a | b" },
    { text: "||||||\n|:--|:--|\n|Behemoths|Ridden Monster \n Lumbering \n Thunderstomp|\n\nRelated: Monsters", plain: "Behemoths · Ridden Monster, Lumbering, Thunderstomp\n\nRelated: Monsters" },
  ])("plain text of $text", ({ text, plain }) => {
    expect(plainMarkup(text)).toBe(plain);
  });

  it.each([
    { text: "3+", has: false },
    { text: "**x**", has: true },
    { text: "^^x^^", has: true },
  ])("hasMarkup($text) is $has", ({ text, has }) => {
    expect(hasMarkup(text)).toBe(has);
  });

  it.skipIf(!corpus).each([
    { folder: "bsdata/wh40k-10e", bold: "**^^Warlord^^**" },
    { folder: "bsdata/old-world", bold: "|:--|" },
    { folder: "bsdata/aos4", bold: "**^^Fly^^**" },
  ])("leaves no marker in any text of $folder (../shared/corpus)", ({ folder, bold }) => {
    const texts = textsOf(folder);
    expect(texts.some((t) => t.includes(bold))).toBe(true);
    const left = texts.map(plainMarkup).filter((t) => /\*\*|\^\^|\|:?-/.test(t));
    expect(left).toEqual([]);
  });
});
