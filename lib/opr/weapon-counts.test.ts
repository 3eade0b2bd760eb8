/**
 * How many of each weapon a unit carries, as Army Forge's cards show it ("4x Pulse Rifles"):
 * a book's weapon counts and the weapons each replacement takes the place of become data, and the
 * reference card lists what every unit still carries, dropping a weapon no unit of the card has
 * left.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue, SelectionEntry } from "../gamedata/catalogue-schema";
import { describeUnitCards, type TakenOption } from "../exchange/unit-cards";
import { evaluate, getCatalogueIndex } from "../engine";
import { describeDatasheet } from "../client/editor/datasheet";
import type { ArmyBook } from "./book-schema";
import { parseArmyForgeList } from "./list-schema";
import { armyForgeListToRoster } from "./list-to-roster";
import { convertBooks, fixture, gf, gfSystem as system, readText, starfallBook as starfall } from "./test-support/starfall";

type ListUnit = { name: string; selectionId: string; joinToUnit?: string | null; selectedUpgrades: { upgrade: { uid: string }; option: { uid: string } }[] };
type List = { units: ListUnit[] };

const convert = (book: ArmyBook): Catalogue => convertBooks([{ name: "book.json", book }])[0]!;

function rosterOf(book: ArmyBook, patch: (list: List) => void) {
  const catalogue = convert(book);
  const raw = JSON.parse(readText(fixture("starfall-list.json"))) as List;
  patch(raw);
  const parsed = parseArmyForgeList(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  let n = 0;
  const { roster } = armyForgeListToRoster(parsed.list, { system, catalogue, opr: gf }, () => `s${++n}`);
  return { roster, catalogue };
}

function cards(book: ArmyBook, patch: (list: List) => void = () => {}) {
  const { roster, catalogue } = rosterOf(book, patch);
  return describeUnitCards(roster, system, catalogue);
}

const line = (taken: TakenOption[]) => taken.map((option) => `${option.number}x ${option.name}`);
const weaponRows = (card: { profiles: { typeId: string; rows: { name: string }[] }[] }) => card.profiles.find((t) => t.typeId === "weapon")?.rows.map((r) => r.name) ?? [];
const group = (entry: SelectionEntry, label: string) => entry.selectionEntryGroups!.find((g) => g.name === label)!;

/** Only the first Reclaimer Squad (no captain joined, no combined squads), taking `swords` Energy Swords. */
function oneSquad(swords: number) {
  return (list: List) => {
    const squad = list.units.find((u) => u.selectionId === "sel-squad-a")!;
    const sword = squad.selectedUpgrades.find((u) => u.option.uid === "o-sword")!;
    squad.selectedUpgrades = [...squad.selectedUpgrades.filter((u) => u.option.uid !== "o-sword"), ...Array.from({ length: swords }, () => sword)];
    list.units = [squad];
  };
}

describe("weapon counts from an Army Forge book", () => {
  const catalogue = convert(starfall);
  const squad = catalogue.selectionEntries.find((e) => e.name === "Reclaimer Squad")!;

  it("count a unit's own weapons, and say which weapon each partial replacement takes the place of", () => {
    expect(squad.profiles!.filter((p) => p.typeId === "weapon").map((p) => [p.name, p.count])).toEqual([
      ["Pulse Rifles", 5],
      ["CCWs", 5],
    ]);
    // "Replace one Pulse Rifle" targets "Pulse Rifles": singular and plural name the same weapon.
    for (const option of group(squad, "Replace one Pulse Rifle").selectionEntries!) expect(option.replaces).toEqual([{ profile: "Pulse Rifles", count: 1 }]);
    expect(group(squad, "Any model may replace one CCW").selectionEntries![0]!.replaces).toEqual([{ profile: "CCWs", count: 1 }]);
    expect(group(squad, "Upgrade all models with").selectionEntries![0]!.replaces).toBeUndefined();
  });

  it("count the default of a whole-unit replacement, found under its plural name too", () => {
    const book = structuredClone(starfall);
    book.upgradePackages.find((p) => p.uid === "pk-captain")!.sections[0]!.targets = ["Shock Pistols"];
    const captain = convert(book).selectionEntries.find((e) => e.name === "Reclaimer Captain")!;
    const swap = group(captain, "Replace Shock Pistol");
    expect(swap.defaultEntryId).toBe(swap.selectionEntries![0]!.id);
    expect(swap.selectionEntries![0]!.profiles![0]).toMatchObject({ name: "Shock Pistol", count: 1 });
  });
});

describe("weapon counts on the reference cards", () => {
  it("list what each unit still carries after its models, a combined unit carrying both halves' weapons", () => {
    const squads = cards(starfall).find((c) => c.name === "Reclaimer Squad")!;
    const [first, combined] = squads.instances;
    // One Pulse Rifle became a Plasma Rifle and two CCWs became Energy Swords.
    expect(line(first!.taken).slice(0, 5)).toEqual(["5x Reclaimer Squad", "4x Pulse Rifles", "3x CCWs", "1x Plasma Rifle (24\", A1, AP(4))", "2x Energy Sword (A1, AP(1))"]);
    expect(line(combined!.taken)).toEqual(["10x Reclaimer Squad", "10x Pulse Rifles", "10x CCWs"]);
  });

  it("count a combined unit's per-model swaps for both halves, and an upgrade of the whole unit once", () => {
    const squads = cards(starfall, (list) => {
      // The combined squads take the first squad's upgrades.
      const first = list.units.find((u) => u.selectionId === "sel-squad-a")!;
      for (const half of list.units.filter((u) => u.selectionId === "sel-squad-b" || u.selectionId === "sel-squad-c")) half.selectedUpgrades = structuredClone(first.selectedUpgrades);
    }).find((c) => c.name === "Reclaimer Squad")!;
    expect(line(squads.instances[1]!.taken)).toEqual([
      "10x Reclaimer Squad",
      "8x Pulse Rifles",
      "6x CCWs",
      "2x Plasma Rifle (24\", A1, AP(4))",
      "4x Energy Sword (A1, AP(1))",
      "1x Combat Shields (Shield Wall)",
    ]);
  });

  it.each([
    [4, ["Pulse Rifles", "CCWs", "Plasma Rifle", "Energy Sword"], "1x CCWs"],
    [5, ["Pulse Rifles", "Plasma Rifle", "Energy Sword"], undefined],
  ])("with %i of 5 CCWs swapped, the weapons are %j", (swords, rows, ccws) => {
    const card = cards(starfall, oneSquad(swords)).find((c) => c.name === "Reclaimer Squad")!;
    expect(weaponRows(card)).toEqual(rows);
    expect(line(card.instances[0]!.taken).find((text) => text.endsWith("CCWs"))).toBe(ccws);
  });

  it("count down the default of a whole-unit replacement when a partial one takes some of it", () => {
    const book = structuredClone(starfall);
    const pack = book.upgradePackages.find((p) => p.uid === "pk-squad")!;
    const rifles = pack.sections.find((s) => s.uid === "s-sq-one")!;
    pack.sections.unshift({ ...structuredClone(rifles), uid: "s-sq-all-rifles", label: "Replace all Pulse Rifles", affects: { type: "all" }, options: rifles.options.map((o) => ({ ...o, uid: `${o.uid}-all` })) });
    const card = cards(book, oneSquad(2)).find((c) => c.name === "Reclaimer Squad")!;
    // The rifles are now the default of "Replace all Pulse Rifles", and "Replace one" took one of the five.
    expect(line(card.instances[0]!.taken).slice(0, 3)).toEqual(["5x Reclaimer Squad", "3x CCWs", "4x Pulse Rifles"]);
  });
});

describe("replacing more of a weapon than the unit carries", () => {
  /** Starfall with a second section that swaps Pulse Rifles, model by model, and one that swaps them all. */
  function withRifleSections(): ArmyBook {
    const book = structuredClone(starfall);
    const pack = book.upgradePackages.find((p) => p.uid === "pk-squad")!;
    const one = pack.sections.find((s) => s.uid === "s-sq-one")!;
    pack.sections.push({ ...structuredClone(one), uid: "s-sq-any-rifle", label: "Any model may replace one Pulse Rifle", affects: { type: "any" }, options: [{ ...structuredClone(one.options[0]!), uid: "o-any-flamer" }] });
    pack.sections.unshift({ ...structuredClone(one), uid: "s-sq-all-rifles", label: "Replace all Pulse Rifles", affects: { type: "all" }, options: [{ ...structuredClone(one.options[1]!), uid: "o-all-plasma" }] });
    return book;
  }

  /** The first squad alone, with `any` of "Any model may replace one Pulse Rifle", `one` of "Replace one" and maybe "Replace all". */
  function squadTaking(any: number, one: number, all: boolean) {
    return (list: List) => {
      const squad = list.units.find((u) => u.selectionId === "sel-squad-a")!;
      const pick = (section: string, option: string) => ({ upgrade: { uid: section }, option: { uid: option, costs: [{ unitId: "squad", cost: 10 }] } });
      squad.selectedUpgrades = [
        ...Array.from({ length: any }, () => pick("s-sq-any-rifle", "o-any-flamer")),
        ...Array.from({ length: one }, () => pick("s-sq-one", "o-flamer")),
        ...(all ? [pick("s-sq-all-rifles", "o-all-plasma")] : []),
      ];
      list.units = [squad];
    };
  }

  it.each([
    ["four swapped one by one and one more: all five", 4, 1, false, []],
    ["five swapped one by one and one more: six of five", 5, 1, false, [{ weapon: "Pulse Rifles", carried: 5, replaced: 6 }]],
    ["one swapped after all were swapped", 0, 1, true, [{ weapon: "Pulse Rifles", carried: 0, replaced: 1 }]],
  ])("%s", (_, any, one, all, expected) => {
    const { roster, catalogue } = rosterOf(withRifleSections(), squadTaking(any, one, all));
    const issues = evaluate(roster, system, catalogue, { available: false }).issues.filter((i) => i.code === "unit.too-many-replaced");
    expect(issues.map((i) => ({ weapon: i.params.weapon, carried: i.params.carried, replaced: i.params.replaced }))).toEqual(expected);
    for (const issue of issues) expect(issue).toMatchObject({ severity: "error", params: { name: "Reclaimer Squad" }, path: [roster.forces[0]!.id, roster.forces[0]!.selections[0]!.id] });
  });
});

describe("weapon counts on the editor's datasheet", () => {
  function sheet(swords: number) {
    const { roster, catalogue } = rosterOf(starfall, oneSquad(swords));
    const index = getCatalogueIndex(system, catalogue);
    const squad = roster.forces[0]!.selections[0]!;
    return describeDatasheet(index, index.roots.slots.get(squad.entryId)!, squad, undefined);
  }

  it.each([
    // oneSquad() lists the swords last.
    [2, ["4x Pulse Rifles", "3x CCWs", "1x Plasma Rifle (24\", A1, AP(4))", "1x Combat Shields (Shield Wall)", "2x Energy Sword (A1, AP(1))"], true],
    [5, ["4x Pulse Rifles", "1x Plasma Rifle (24\", A1, AP(4))", "1x Combat Shields (Shield Wall)", "5x Energy Sword (A1, AP(1))"], false],
  ])("with %i Energy Swords it lists what the squad carries, and CCWs in its weapons: %s", (swords, wargear, hasCcws) => {
    const datasheet = sheet(swords);
    expect(datasheet.wargear.map((w) => `${w.number}x ${w.name}`)).toEqual(wargear);
    expect(datasheet.tables.find((t) => t.typeId === "weapon")!.rows.some((r) => r.name === "CCWs")).toBe(hasCcws);
  });
});
