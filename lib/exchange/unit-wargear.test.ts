/**
 * Issue 9 item 1: what a unit comes with is in the roster from the moment it is added, and on its
 * card. Every shipped unit, added as a player adds it, shows at least one weapon; a model of The
 * 9th Age that takes none fights with a Hand Weapon, and its card says so.
 */
import { describe, expect, it } from "vitest";
import { evaluate, getCatalogueIndex } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import { createSelection } from "../roster/create-selection";
import { createRoster } from "../roster/new-roster";
import { setChildCount } from "../client/editor/editor-ops";
import { findSelection } from "../roster/roster-ops";
import { describeUnitCards } from "./unit-cards";

const data = await loadGameData();

function freshUnit(catalogueId: string, entryId?: string) {
  const catalogue = data.catalogues.find((c) => c.id === catalogueId)!;
  const system = data.systems.find((s) => s.id === catalogue.gameSystemId)!;
  const index = getCatalogueIndex(system, catalogue);
  let n = 0;
  const newId = () => `w${++n}`;
  const build = (id: string) => {
    const roster = createRoster(system, catalogue, { name: "Wargear", rulesetId: system.rulesets[0]!.id }, newId);
    roster.forces[0]!.selections.push(createSelection(index, index.roots.slots.get(id)!, newId));
    return roster;
  };
  return { system, catalogue, index, newId, build, roster: entryId ? build(entryId) : undefined };
}

describe("standard wargear", () => {
  it.each(data.catalogues.map((c) => [c.id] as const))("%s: every unit's card shows a weapon", (catalogueId) => {
    const { system, catalogue, index, build } = freshUnit(catalogueId);
    const weaponless: string[] = [];
    for (const slot of index.roots.slots.values()) {
      if (slot.hidden) continue;
      const card = describeUnitCards(build(slot.entryId), system, catalogue)[0]!;
      const weapons = card.profiles.filter((p) => p.typeId.includes("weapon")).flatMap((p) => p.rows);
      if (weapons.length === 0) weaponless.push(slot.entry.name);
    }
    expect(weaponless).toEqual([]);
  });

  it("a Warhounds card (The 9th Age) names the Hand Weapon its models fight with", () => {
    const { system, catalogue, roster } = freshUnit("wdg", "wdg-warhounds");
    const weapons = describeUnitCards(roster!, system, catalogue)[0]!.profiles.find((p) => p.typeId === "weapon");
    expect(weapons?.rows.map((r) => r.name)).toEqual(["Hand Weapon"]);
  });

  it("an Assault Intercessor Squad comes with its pistols, chainswords and grenades, one per model, and is legal as added", () => {
    const { system, catalogue, index, newId, roster } = freshUnit("space-marines", "sm-assault-intercessor-squad");
    const unit = roster!.forces[0]!.selections[0]!;
    const marines = unit.selections!.find((s) => s.entryId === "sm-assault-intercessor")!;
    expect(marines.number).toBe(4);
    const carried = Object.fromEntries(marines.selections!.map((s) => [s.entryId, s.number]));
    expect(carried).toEqual({
      "sm-assault-intercessor-heavy-bolt-pistol": 4,
      "sm-assault-intercessor-astartes-chainsword": 4,
      "sm-assault-intercessor-frag-grenades": 4,
      "sm-assault-intercessor-krak-grenades": 4,
    });
    const sergeant = unit.selections!.find((s) => s.entryId === "sm-assault-intercessor-sergeant")!;
    expect(sergeant.selections!.map((s) => s.entryId)).toEqual(expect.arrayContaining(["sm-assault-intercessor-sergeant-astartes-chainsword", "sm-assault-intercessor-sergeant-pistol-heavy-bolt-pistol"]));
    expect(evaluate(roster!, system, catalogue).issues.filter((i) => i.path.includes(unit.id) && i.code.startsWith("selection."))).toEqual([]);
    // A fifth marine brings a fifth pistol and chainsword.
    const five = setChildCount(index, roster!, unit.id, "sm-assault-intercessor", 5, newId);
    const grown = findSelection(five, marines.id)!.selection;
    expect(grown.number).toBe(5);
    expect(grown.selections!.every((s) => s.number === 5)).toBe(true);
    const card = describeUnitCards(five, system, catalogue)[0]!;
    expect(card.profiles.find((p) => p.typeId === "weapon")!.rows.map((r) => r.name)).toEqual(expect.arrayContaining(["Heavy bolt pistol", "Astartes chainsword"]));
  });

  it("a Rhino and a Redemptor come with their weapons; a Land Raider with both twin weapons", () => {
    for (const [entryId, expected] of [
      ["sm-rhino", ["Storm bolter"]],
      ["sm-redemptor-dreadnought", ["Redemptor fist", "Heavy onslaught gatling cannon", "Heavy flamer"]],
      ["sm-land-raider", ["Twin lascannon", "Twin heavy bolter"]],
    ] as const) {
      const { system, catalogue, roster } = freshUnit("space-marines", entryId);
      const names = describeUnitCards(roster!, system, catalogue)[0]!.profiles.filter((p) => p.typeId === "weapon").flatMap((p) => p.rows.map((r) => r.name));
      expect(names, entryId).toEqual(expect.arrayContaining([...expected]));
    }
  });
});
