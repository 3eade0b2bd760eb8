/**
 * An army book's spells: imported as one spell list that every Caster of the book knows whole
 * (there is nothing to choose), and printed on the reference card of each unit that can cast,
 * whether the unit is a Caster itself or took an upgrade that makes it one.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gameSystemSchema, type Catalogue, type SelectionEntry } from "../gamedata/catalogue-schema";
import { findReferenceProblems } from "../gamedata/check-references";
import { describeUnitCards } from "../exchange/unit-cards";
import { describeDatasheet } from "../client/editor/datasheet";
import { getCatalogueIndex } from "../engine";
import { findCorpus } from "../../tests/support/corpus-path";
import type { ArmyBook } from "./book-schema";
import { spellListId } from "./book-to-catalogue";
import { combineArmyBooks } from "./combine-books";
import { parseArmyForgeList } from "./list-schema";
import { armyForgeListToRoster } from "./list-to-roster";
import { convertBookFiles } from "./read-book-files";
import { convertBooks as convert, fixture, gf, gfSystem, oprTable as table, readText, starfallBook } from "./test-support/starfall";

const repo = path.resolve(__dirname, "../..");

const unit = (catalogue: Catalogue, name: string) => catalogue.selectionEntries.find((e) => e.name === name)!;
const allEntries = (entry: SelectionEntry): SelectionEntry[] => [
  entry,
  ...(entry.selectionEntries ?? []).flatMap(allEntries),
  ...(entry.selectionEntryGroups ?? []).flatMap((g) => (g.selectionEntries ?? []).flatMap(allEntries)),
];

/** Starfall with the captain's upgrade list offering a psychic hood that gives Caster(2), as an item does. */
function withCasterUpgrade(book: ArmyBook): ArmyBook {
  const copy = structuredClone(book);
  const captain = copy.units.find((u) => u.name === "Reclaimer Captain")!;
  captain.rules = captain.rules.filter((r) => r.name !== "Caster");
  const pack = copy.upgradePackages.find((p) => p.uid === "pk-captain")!;
  pack.sections.push({
    uid: "sec-hood",
    label: "Upgrade with",
    variant: "upgrade",
    options: [
      {
        uid: "opt-hood",
        label: "Psychic Hood (Caster(2))",
        costs: [{ unitId: captain.id, cost: 25 }],
        gains: [{ type: "ArmyBookItem", name: "Psychic Hood", label: "Psychic Hood (Caster(2))", content: [{ name: "Caster", label: "Caster(2)", rating: 2 }] }],
      },
    ],
  } as ArmyBook["upgradePackages"][number]["sections"][number]);
  return copy;
}

describe("an army book's spells as a spell list", () => {
  const [catalogue] = convert([{ name: "starfall-book.json", book: starfallBook }]);

  it("become one list named after the book, cheapest first, each with its value and effect", () => {
    expect(catalogue!.spellLists).toEqual([
      {
        id: spellListId(catalogue!.id),
        name: starfallBook.name,
        spells: [
          { id: `${catalogue!.id}.spell.sp-spark`, name: "Arc Spark", castingValue: "1", effect: starfallBook.spells[1]!.effect },
          { id: `${catalogue!.id}.spell.sp-veil`, name: "Static Veil", castingValue: "2", effect: starfallBook.spells[0]!.effect },
          { id: `${catalogue!.id}.spell.sp-surge`, name: "Reclaimer Surge", castingValue: "3", effect: starfallBook.spells[2]!.effect },
        ],
      },
    ]);
    expect(findReferenceProblems(gfSystem, catalogue!)).toEqual([]);
  });

  it("are known whole by a unit with Caster, and by no other", () => {
    expect(unit(catalogue!, "Reclaimer Captain").wizard).toEqual({ paths: [spellListId(catalogue!.id)], knowsAllSpells: true });
    for (const name of ["Reclaimer Squad", "Strider Walker", "Scout Bikes"]) expect(allEntries(unit(catalogue!, name)).some((e) => e.wizard)).toBe(false);
  });

  it("are known by the upgrade that gives Caster, not by the unit that may take it", () => {
    const [upgraded] = convert([{ name: "starfall-book.json", book: withCasterUpgrade(starfallBook) }]);
    const captain = unit(upgraded!, "Reclaimer Captain");
    expect(captain.wizard).toBeUndefined();
    expect(allEntries(captain).filter((e) => e.wizard).map((e) => e.name)).toEqual(["Psychic Hood (Caster(2))"]);
  });

  it("are not a list when the book has none, and a Caster then knows nothing", () => {
    const [plain] = convert([{ name: "starfall-book.json", book: { ...starfallBook, spells: [] } }]);
    expect(plain!.spellLists).toBeUndefined();
    expect(unit(plain!, "Reclaimer Captain").wizard).toBeUndefined();
  });

  it("stay side by side with an ally book's, each Caster knowing its own book's", () => {
    const ally = { ...structuredClone(starfallBook), uid: "starfall-ally", name: "Starfall Allies" };
    const books = convert([
      { name: "starfall-book.json", book: starfallBook },
      { name: "ally.json", book: ally },
    ]);
    const combined = combineArmyBooks(books, ["starfall-test", "starfall-ally"], gf);
    expect(combined.spellLists!.map((list) => list.name)).toEqual([starfallBook.name, "Starfall Allies"]);
    expect(findReferenceProblems(gfSystem, combined)).toEqual([]);
  });
});

describe("spells on the reference cards", () => {
  function cardsOf(book: ArmyBook, patchList: (list: Record<string, unknown>) => void = () => {}) {
    const [catalogue] = convert([{ name: "starfall-book.json", book }]);
    const raw = JSON.parse(readText(fixture("starfall-list.json"))) as Record<string, unknown>;
    patchList(raw);
    const parsed = parseArmyForgeList(raw);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    let n = 0;
    const { roster } = armyForgeListToRoster(parsed.list, { system: gfSystem, catalogue: catalogue!, opr: gf }, () => `s${++n}`);
    return describeUnitCards(roster, gfSystem, catalogue!);
  }

  it("list every spell of the book on a Caster's card, known by the unit, and none on other cards", () => {
    const cards = cardsOf(starfallBook);
    const captain = cards.find((c) => c.name === "Reclaimer Captain")!;
    expect(captain.spells.map((s) => [s.name, s.castingValue, s.knownBy])).toEqual([
      ["Arc Spark", "1", ["Captain Vell"]],
      ["Static Veil", "2", ["Captain Vell"]],
      ["Reclaimer Surge", "3", ["Captain Vell"]],
    ]);
    // Nothing was chosen, so the unit's own line names no spells.
    expect(captain.instances[0]!.spellNames).toEqual([]);
    for (const card of cards.filter((c) => c !== captain)) expect(card.spells).toEqual([]);
  });

  it("are on the editor's datasheet of a Caster, with their values and effects", () => {
    const [catalogue] = convert([{ name: "starfall-book.json", book: starfallBook }]);
    const index = getCatalogueIndex(gfSystem, catalogue!);
    const slot = index.roots.slots.get(unit(catalogue!, "Reclaimer Captain").id)!;
    const sheet = describeDatasheet(index, slot, { id: "c1", entryId: slot.entryId, number: 1 }, undefined);
    expect(sheet.spells.map((s) => [s.name, s.castingValue])).toEqual([["Arc Spark", "1"], ["Static Veil", "2"], ["Reclaimer Surge", "3"]]);
    const squad = index.roots.slots.get(unit(catalogue!, "Reclaimer Squad").id)!;
    expect(describeDatasheet(index, squad, { id: "q1", entryId: squad.entryId, number: 1 }, undefined).spells).toEqual([]);
  });

  it("list them when the unit took the upgrade that makes it a Caster, and not when it did not", () => {
    const book = withCasterUpgrade(starfallBook);
    const without = cardsOf(book).find((c) => c.name === "Reclaimer Captain")!;
    expect(without.spells).toEqual([]);
    const withHood = cardsOf(book, (list) => {
      const units = list.units as { name: string; selectedUpgrades: unknown[] }[];
      const captain = units.find((u) => u.name === "Reclaimer Captain")!;
      captain.selectedUpgrades.push({ instanceId: "hood-1", upgrade: { uid: "sec-hood" }, option: { uid: "opt-hood", costs: [{ unitId: "captain", cost: 25 }] } });
    }).find((c) => c.name === "Reclaimer Captain")!;
    expect(withHood.spells.map((s) => s.name)).toEqual(["Arc Spark", "Static Veil", "Reclaimer Surge"]);
  });
});

const corpus = findCorpus();
describe.skipIf(!corpus)("spells of Army Forge's own books (../shared/corpus/opr)", () => {
  const opr = (file: string) => path.join(corpus ?? "", "opr", file);
  const read = (file: string) => JSON.parse(readText(opr(file))) as ArmyBook & { spells: { name: string; threshold: number; effect: string }[] };

  it.each([
    ["books/4k5amkxoybdiqotm-2.json", "common-rules-2.json"],
    ["books/4k5amkxoybdiqotm-3.json", "common-rules-3.json"],
  ])("%s: every spell in the game's own words, and every unit with Caster knows them", (bookFile, commonFile) => {
    const book = read(bookFile);
    const result = convertBookFiles([bookFile, commonFile].map((file) => ({ fileName: path.basename(file), text: readText(opr(file)) })), table);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [{ catalogue, system: entry }] = result.books as [(typeof result.books)[number]];
    const system = gameSystemSchema.parse(JSON.parse(readText(path.join(repo, "data/systems", entry.musterSystemId, "system.json"))));
    const list = catalogue.spellLists![0]!;
    expect(list.spells.map((s) => s.name).sort()).toEqual(book.spells.map((s) => s.name).sort());
    for (const spell of book.spells) expect(list.spells.find((s) => s.name === spell.name)).toMatchObject({ castingValue: String(spell.threshold), effect: spell.effect });
    const values = list.spells.map((s) => Number(s.castingValue));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const casters = book.units.filter((u) => u.rules.some((r) => r.name === "Caster")).map((u) => u.name);
    expect(casters.length).toBeGreaterThan(0);
    for (const name of casters) expect(unit(catalogue, name).wizard?.knowsAllSpells).toBe(true);
    expect(findReferenceProblems(system, catalogue)).toEqual([]);
  });
});
