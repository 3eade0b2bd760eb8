import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { gameSystemSchema, type SelectionEntry } from "../gamedata/catalogue-schema";
import { armyBookToCatalogue, revisionOfVersion } from "./book-to-catalogue";
import { parseArmyBook, parseCommonRules, type ArmyBook } from "./book-schema";
import { findOprGameSystem, oprGameSystemTableSchema } from "./game-systems";
import { armyForgeListToRoster } from "./list-to-roster";
import { formatArmyForgeText } from "./share-text";
import { findCorpus } from "../../tests/support/corpus-path";
import { parseArmyForgeList } from "./list-schema";

const read = (file: string): unknown => JSON.parse(readFileSync(path.resolve(__dirname, file), "utf8"));
const table = oprGameSystemTableSchema.parse(read("../../data/opr/game-systems.json"));
const opr = findOprGameSystem(table, "aofr")!;
const system = gameSystemSchema.parse(read("../../data/systems/aof-regiments/system.json"));
const rawBook = read("fixtures/ironbound-book.json") as ArmyBook;
const book = parseArmyBook(rawBook);
const common = parseCommonRules(read("fixtures/common-rules.json"));
if (!book.ok || !common.ok) throw new Error("fixtures must parse");
const { catalogue, warnings } = armyBookToCatalogue(book.value, common.value, opr);

const unit = (name: string) => catalogue.selectionEntries.find((e) => e.name === name)!;
const group = (entry: SelectionEntry, label: string) => entry.selectionEntryGroups!.find((g) => g.name === label)!;
const maxOf = (item: { constraints?: { type: string; value: number }[] }) => item.constraints?.find((c) => c.type === "max")?.value;

describe("an Army Forge army book as a Muster catalogue", () => {
  it("lands in the game system the table names, with every unit and a revision from the version", () => {
    expect(catalogue.gameSystemId).toBe("aof-regiments");
    expect(catalogue.selectionEntries.map((e) => e.name)).toEqual(["Thane", "Warriors", "Rangers", "Steam Tank"]);
    expect(catalogue.revision).toBe(30500);
  });

  it("gives heroes the hero role and every unit the unit category, and reads Tough as an attribute", () => {
    expect(unit("Thane").categoryLinks).toEqual([{ categoryId: "hero", primary: true }, { categoryId: "unit", primary: false }]);
    expect(unit("Warriors").categoryLinks).toEqual([{ categoryId: "unit", primary: true }]);
    expect(unit("Thane").attributes).toEqual({ tough: 3 });
    expect(unit("Steam Tank").attributes).toEqual({ tough: 12 });
  });

  it("prints quality, defense, size and weapons as the system's profiles", () => {
    const tank = unit("Steam Tank").profiles!;
    expect(tank[0]).toEqual({ name: "Steam Tank", typeId: "unit", characteristics: { quality: "3+", defense: "2+", size: "1" } });
    expect(tank[1]).toEqual({ name: "Steam Cannon", typeId: "weapon", characteristics: { range: '36"', attacks: "1", ap: "2", special: "Blast(3)" }, count: 1 });
  });

  it("has the unit's models, so model-counting rules see ten Warriors", () => {
    const models = unit("Warriors").selectionEntries![0]!;
    expect(models.type).toBe("model");
    expect(models.constraints!.map((c) => [c.type, c.value])).toEqual([["min", 10], ["max", 10]]);
  });

  it("turns a whole-unit replacement into a one-of group whose default is the weapon replaced", () => {
    const weapons = group(unit("Warriors"), "Replace all Hand Weapons");
    expect(weapons.selectionEntries!.map((e) => e.name)).toEqual(["Hand Weapons", "Spears (A1, Counter)", "Great Weapons (A1, AP(1))"]);
    expect(weapons.defaultEntryId).toBe(weapons.selectionEntries![0]!.id);
    expect(weapons.constraints!.map((c) => [c.type, c.value])).toEqual([["min", 1], ["max", 1]]);
    // The weapon now lives in the group, not twice on the card.
    expect(unit("Warriors").profiles!.map((p) => p.name)).toEqual(["Warriors"]);
  });

  it("treats a one-model replacement of a weapon carried once as a swap of that weapon, and not one of a weapon ten models carry", () => {
    const variant = structuredClone(rawBook);
    const thaneSection = variant.upgradePackages.flatMap((p) => p.sections).find((sec) => sec.label === "Replace Hand Weapon")!;
    thaneSection.affects = { type: "exactly", value: 1 };
    // Without the Warriors' whole-unit swap, their "Replace one" is the first to target Hand Weapons.
    const warriorsPack = variant.upgradePackages.find((p) => p.uid === "pk-warriors")!;
    warriorsPack.sections = warriorsPack.sections.filter((sec) => sec.label !== "Replace all Hand Weapons");
    const parsed = parseArmyBook(variant);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const converted = armyBookToCatalogue(parsed.value, common.value, opr).catalogue;
    const thane = converted.selectionEntries.find((e) => e.name === "Thane")!;
    const swap = group(thane, "Replace Hand Weapon");
    expect(swap.selectionEntries![0]!.name).toBe("Hand Weapon");
    expect(swap.defaultEntryId).toBe(swap.selectionEntries![0]!.id);
    expect(thane.profiles!.map((p) => p.name)).not.toContain("Hand Weapon");
    // Ten Warriors carry Hand Weapons: replacing one leaves nine, so the weapon stays on the unit.
    const warriors = converted.selectionEntries.find((e) => e.name === "Warriors")!;
    const oneOf = group(warriors, "Replace one Hand Weapon");
    expect(oneOf.defaultEntryId).toBeUndefined();
    expect(oneOf.selectionEntries!.map((e) => e.name)).not.toContain("Hand Weapons");
    expect(warriors.profiles!.map((p) => p.name)).toContain("Hand Weapons");
  });

  it.each([
    // unit, section, option, max of the option, max of the group (undefined: none)
    ["Warriors", "Replace one Hand Weapon", "Handgun (24\", A1, AP(1))", 1, undefined],
    ["Warriors", "Any model may take a Pistol", "Pistol (12\", A1)", 10, undefined],
    ["Warriors", "Upgrade with", "Sergeant", 1, undefined],
    ["Thane", "Upgrade with one", "Banner of Oaths (Fear)", 1, 1],
    ["Thane", "Replace Hand Weapon", "Rune Axe (A3, Rending)", 1, 1],
  ])("%s: \"%s\" allows %s at most %i times (group max %s)", (unitName, label, option, optionMax, groupMax) => {
    const g = group(unit(unitName), label);
    const entry = g.selectionEntries!.find((e) => e.name === option)!;
    expect(maxOf(entry)).toBe(optionMax);
    expect(maxOf(g)).toBe(groupMax);
  });

  it("prices a shared upgrade package per unit, as the book's costs list says", () => {
    const cost = (name: string) => group(unit(name), "Upgrade with").selectionEntries!.find((e) => e.name === "Sergeant")!.costs;
    expect(cost("Warriors")).toEqual([{ typeId: "pts", value: 10 }]);
    expect(cost("Rangers")).toEqual([{ typeId: "pts", value: 5 }]);
  });

  it("explains rules from the common rules and the book, and names the ones it could not find", () => {
    expect(unit("Thane").rules!.map((r) => r.name)).toEqual(["Hero", "Tough(3)", "Fearless"]);
    expect(unit("Thane").rules![1]!.description).toBe("Test text: needs X wounds before it is removed.");
    expect(warnings).toEqual([]);
    const withUnknown = structuredClone(rawBook);
    withUnknown.units[0]!.rules.push({ name: "Stubborn" });
    const parsed = parseArmyBook(withUnknown);
    expect(parsed.ok && armyBookToCatalogue(parsed.value, common.value, opr).warnings).toEqual([{ code: "opr.book.unknown-rule", params: { rule: "Stubborn" } }]);
  });

  it("reads books that write numbers as strings and ids as null, and names an item by what it is", () => {
    const variant = structuredClone(rawBook) as unknown as { units: { weapons: Record<string, unknown>[] }[]; upgradePackages: { sections: { options: { label: string }[] }[] }[] };
    variant.units[3]!.weapons[0]!.attacks = "2";
    variant.units[3]!.weapons[0]!.range = "36";
    variant.units[3]!.weapons[0]!.id = null;
    // Army Forge labels an item option by its rules only; the item's own label says what it is.
    variant.upgradePackages[0]!.sections[1]!.options[0]!.label = "Tough(3)";
    const parsed = parseArmyBook(variant);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const converted = armyBookToCatalogue(parsed.value, common.value, opr).catalogue;
    expect(converted.selectionEntries[3]!.profiles![1]!.characteristics).toMatchObject({ range: '36"', attacks: "2" });
    const oneOf = converted.selectionEntries[0]!.selectionEntryGroups!.find((g) => g.name === "Upgrade with one")!;
    expect(oneOf.selectionEntries![0]!.name).toBe("Shield Bearers (Tough(3))");
  });

  it.each([
    ["3.5.0", 30500],
    ["3.10.2", 31002],
    ["", 0],
    ["beta", 0],
  ])("revision of version %j is %i", (version, revision) => {
    expect(revisionOfVersion(version)).toBe(revision);
  });

  it.each([
    [{}, "name"],
    [{ ...rawBook, units: [] }, "units"],
    [{ ...rawBook, units: [{ ...rawBook.units[0], size: 0 }] }, "units[0].size"],
    // A hostile count would print as a billion weapons on a card.
    [{ ...rawBook, units: [{ ...rawBook.units[0], weapons: [{ ...rawBook.units[0]!.weapons[0], count: 1e9 }] }] }, "units[0].weapons[0].count"],
    [{ ...rawBook, spells: [{ id: "s", name: "Spell", threshold: 1, effect: "x".repeat(2_001) }] }, "spells[0].effect"],
    [{ ...rawBook, upgradePackages: [{ uid: "p", sections: [{ uid: "s", label: "x", variant: "swap", options: [] }] }] }, "upgradePackages[0].sections[0].variant"],
  ])("refuses a bad book, naming where (%#)", (input, where) => {
    const result = parseArmyBook(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.path)).toContain(where);
  });
});

describe("an Army Forge list as a Muster roster", () => {
  const list = parseArmyForgeList(read("fixtures/ironbound-list.json"));
  if (!list.ok) throw new Error("list fixture must parse");
  let n = 0;
  const converted = armyForgeListToRoster(list.list, { system, catalogue, opr }, () => `id-${++n}`);
  const units = converted.roster.forces[0]!.selections;
  const named = (name: string) => units.find((s) => catalogue.selectionEntries.find((e) => e.id === s.entryId)?.name === name)!;

  it("keeps every unit the book offers, and names the one it does not", () => {
    expect(units).toHaveLength(4);
    expect(converted.unmatched).toEqual([{ kind: "unit", name: "Gyrocopter" }]);
  });

  it("makes Army Forge's two halves one combined unit, and joins the hero to it", () => {
    expect(named("Warriors").combined).toBe(true);
    expect(named("Thane").joinedTo).toBe(named("Warriors").id);
    expect(named("Thane").customName).toBe("Thane Grimbeard");
  });

  it("joins a hero joined to the second half of a combined unit to that unit", () => {
    const edited = structuredClone(list.list);
    edited.units[0]!.joinToUnit = "sel-warriors-b";
    const again = armyForgeListToRoster(edited, { system, catalogue, opr }, () => `j-${++n}`).roster.forces[0]!.selections;
    expect(again[0]!.joinedTo).toBe(again[1]!.id);
    expect(again[1]!.combined).toBe(true);
  });

  it("takes each chosen option as often as the list chose it, replacing the default weapon", () => {
    const options = named("Warriors").selections!.map((s) => [s.entryId.split(".").at(-1), s.number]);
    expect(options).toEqual([["model", 10], ["o-spears", 1], ["o-sergeant", 1], ["o-pistol", 2]]);
  });

  it("recomputes the points and lists the unit whose stored cost is stale", () => {
    // Thane 60+10+20, Warriors (110+15+10+2x2) x2 combined, Rangers 75+5, Steam Tank 180.
    expect(converted.recomputedTotal).toBe(90 + 278 + 80 + 180);
    expect(converted.storedTotal).toBe(713);
    expect(converted.pointsDifferences).toEqual([{ name: "Rangers", stored: 75, recomputed: 80 }]);
  });

  it("is a legal roster for the engine, within the list's 750 points", () => {
    expect(converted.roster.limits).toEqual({ pts: 750 });
    expect(converted.roster.battleSizeId).toBe("skirmish");
    const evaluation = evaluate(converted.roster, system, catalogue);
    expect(evaluation.issues.filter((i) => i.severity === "error")).toEqual([]);
  });
});

describe("Army Forge's share text", () => {
  const list = parseArmyForgeList(read("fixtures/ironbound-list.json"));
  if (!list.ok) throw new Error("list fixture must parse");
  const { roster } = armyForgeListToRoster(list.list, { system, catalogue, opr }, (() => { let n = 0; return () => `t-${++n}`; })());

  it("writes the header, one line per unit with its size, quality, defense, cost and rules, then its upgrades", () => {
    const text = formatArmyForgeText(roster, system, catalogue, opr);
    expect(text.split("\n")).toEqual([
      "++ Ironbound vanguard (AoFR) [628pts] ++",
      "",
      "Thane Grimbeard [1] Q3+ D3+ | 90pts | Hero, Tough(3), Fearless",
      "Great Weapon (A3, AP(2)), Banner of Oaths (Fear)",
      "",
      "Warriors [20] Q4+ D4+ | 278pts | Fearless",
      "Spears (A1, Counter), Sergeant, 2x Pistol (12\", A1)",
      "",
      "Rangers [5] Q4+ D5+ | 80pts | Scout",
      "Musician",
      "",
      "Steam Tank [1] Q3+ D2+ | 180pts | Tough(12), Fear, Impact(6)",
      "",
    ]);
  });
});

const corpus = findCorpus();
if (!corpus) console.warn("../shared/corpus is absent: the Army Forge common rules test is skipped");

describe.skipIf(!corpus)("Army Forge's own common rules for Regiments (../shared/corpus)", () => {
  it("explain every common rule the book uses, with Army Forge's text", () => {
    const rules = parseCommonRules(JSON.parse(readFileSync(path.join(corpus!, "opr/common-rules-regiments.json"), "utf8")));
    if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
    const converted = armyBookToCatalogue(book.value, rules.value, opr);
    expect(converted.warnings).toEqual([]);
    const tough = rules.value.find((rule) => rule.name === "Tough")!;
    expect(converted.catalogue.selectionEntries[0]!.rules!.find((rule) => rule.name === "Tough(3)")!.description).toBe(tough.description);
  });
});
