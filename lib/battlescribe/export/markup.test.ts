import { describe, expect, it } from "vitest";
import { hasMarkup, parseMarkup, plainMarkup } from "./markup";

describe("New Recruit's text markup", () => {
  it.each([
    { text: "plain 3+", spans: [{ text: "plain 3+" }] },
    { text: "**Bold** text", spans: [{ text: "Bold", bold: true }, { text: " text" }] },
    { text: "if the bearer is your **^^Warlord^^**, it", spans: [{ text: "if the bearer is your " }, { text: "Warlord", bold: true, keyword: true }, { text: ", it" }] },
    { text: "^^Infantry^^ only", spans: [{ text: "Infantry", keyword: true }, { text: " only" }] },
    { text: "*Death* comes", spans: [{ text: "Death", italic: true }, { text: " comes" }] },
    { text: "**Heal (3)** the target", spans: [{ text: "Heal (3)", bold: true }, { text: " the target" }] },
    // Markers with no partner, or only spaces inside, stay as written.
    { text: "2 * 3 and ** alone", spans: [{ text: "2 * 3 and ** alone" }] },
    { text: "**open\nclosed**", spans: [{ text: "**open\nclosed**" }] },
    { text: "", spans: [] },
  ])("$text", ({ text, spans }) => {
    expect(parseMarkup(text)).toEqual(spans);
  });

  it.each([
    { text: "**^^Warlord^^** and ^^Character^^", plain: "Warlord and Character" },
    { text: "Roll:\n\n|||||\n|:--|:--|:--|:--|\n|R|S|AP|Special Rules|\n|N/A|4|-1|Breath Weapon|", plain: "Roll:\n\nR · S · AP · Special Rules\nN/A · 4 · -1 · Breath Weapon" },
    { text: "a | b", plain: "a | b" },
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
});
