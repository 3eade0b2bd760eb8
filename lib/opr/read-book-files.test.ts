import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { oprGameSystemTableSchema } from "./game-systems";
import { convertBookFiles } from "./read-book-files";

const fixtures = path.resolve(__dirname, "fixtures");
const file = (name: string) => ({ fileName: name, text: readFileSync(path.join(fixtures, name), "utf8") });
const table = oprGameSystemTableSchema.parse(JSON.parse(readFileSync(path.resolve(__dirname, "../../data/opr/game-systems.json"), "utf8")));
const described = (result: ReturnType<typeof convertBookFiles>, rule: string) => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.books[0]!.catalogue.selectionEntries.flatMap((e) => [...(e.rules ?? []), ...(e.selectionEntryGroups ?? []).flatMap((g) => g.selectionEntries ?? []).flatMap((o) => o.rules ?? [])]).find((r) => r.name.startsWith(rule))?.description;
};

describe("common rules in either form Army Forge served", () => {
  it("reads the list form and the { rules, traits } object alike", () => {
    const listForm = convertBookFiles([file("starfall-book.json"), file("common-rules.json")], table);
    const objectForm = convertBookFiles([file("starfall-book.json"), file("common-rules-object.json")], table);
    expect(described(listForm, "Tough")).toBe("Test text: needs X wounds before it is removed.");
    expect(described(objectForm, "Hero")).toBe("Test text: a leader; in battle games it may deploy inside a unit.");
    // The book's own rules win over common ones.
    expect(described(objectForm, "Reclaim Protocol")).toMatch(/^Invented book rule/);
  });

  it("refuses what is neither a book nor common rules, and a list given as a book, naming the file", () => {
    const result = convertBookFiles([{ fileName: "x.json", text: JSON.stringify({ rules: "none" }) }, { ...file("starfall-list.json") }], table);
    expect(!result.ok && result.problems.map((p) => [p.file, p.text.key])).toEqual([
      ["x.json", "opr.file.notBookOrRules"],
      ["starfall-list.json", "opr.file.isList"],
    ]);
  });

  it("names the games Muster reads when a book's game is unknown", () => {
    const book = JSON.parse(file("starfall-book.json").text) as Record<string, unknown>;
    const result = convertBookFiles([{ fileName: "odd.json", text: JSON.stringify({ ...book, gameSystemId: 99, gameSystemKey: "ODD", gameSystemSlug: "odd" }) }], table);
    expect(!result.ok && result.problems[0]!.message).toBe(
      "an army book of a game Muster does not read. Muster reads army books of: Grimdark Future, Grimdark Future: Firefight, Age of Fantasy, Age of Fantasy: Skirmish, Age of Fantasy: Regiments.",
    );
  });
});

describe("books as Army Forge serves them in 3.5", () => {
  it("reads counts written as strings (\"02\") and ratings that are words (Spawn's \"Attack Helicopter [1]\")", () => {
    const book = JSON.parse(file("starfall-book.json").text) as { units: { rules: unknown[] }[]; upgradePackages: { sections: { options: { gains: Record<string, unknown>[] }[] }[] }[] };
    book.units[0]!.rules.push({ id: "r-spawn", name: "Spawn", type: "ArmyBookRule", rating: "Attack Helicopter [1]" });
    book.upgradePackages[0]!.sections[0]!.options[0]!.gains[0]!.count = "02";
    const result = convertBookFiles([{ fileName: "book.json", text: JSON.stringify(book) }], table);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.books[0]!.catalogue.selectionEntries[0]!.rules!.map((r) => r.name)).toContain("Spawn(Attack Helicopter [1])");
  });
});
