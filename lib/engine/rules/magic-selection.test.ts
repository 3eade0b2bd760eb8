import { describe, expect, it } from "vitest";
import type { SpellList } from "../../gamedata/catalogue-schema";
import { evaluate } from "../evaluate";
import { sel, tinyCatalogue, tinyRoster, tinySystem } from "../test-support/tiny-game";

const levels = {
  apprentice: { spells: 1, maxSpellNumber: 1 },
  adept: { spells: 2, maxSpellNumber: 4 },
  master: { spells: 4, maxSpellNumber: 6 },
};
const path = (id: string): SpellList => ({
  id,
  name: id,
  spells: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `${id}-${n}`, name: `${id} ${n}`, number: n, effect: "does something" })),
});

const system = tinySystem([{ rule: "magic-selection", params: { levels, hereditary: true } }]);
system.spellLists = [path("fire"), path("ice"), path("storm")];
const catalogue = tinyCatalogue([
  {
    id: "mage",
    name: "Mage",
    type: "unit",
    wizard: { paths: ["fire", "ice"] },
    selectionEntryGroups: [
      {
        id: "mage-level",
        name: "Wizard level",
        selectionEntries: [
          { id: "apprentice", name: "Wizard Apprentice", type: "upgrade", wizard: { level: "apprentice" } },
          { id: "adept", name: "Wizard Adept", type: "upgrade", wizard: { level: "adept" } },
          { id: "master", name: "Wizard Master", type: "upgrade", wizard: { level: "master" } },
        ],
      },
    ],
  },
]);
catalogue.hereditarySpell = { id: "heritage", name: "Heritage", number: 0, effect: "the army's own spell" };

function codes(level: string | null, spells: string[], pathId: string | null = "fire") {
  const mage = sel("mage", 1, level ? [sel(level)] : [], { spells, ...(pathId ? { path: pathId } : {}) });
  const roster = tinyRoster([mage]);
  roster.rulesetId = "standard";
  system.rulesets[0]!.constraints = [];
  system.forceEntries[0]!.categoryLinks = [];
  return evaluate(roster, system, catalogue).issues.map((i) => i.code);
}

describe("magic selection by wizard level", () => {
  it.each([
    ["apprentice", ["fire-1"], []],
    ["apprentice", ["heritage"], []],
    ["apprentice", ["fire-2"], ["wizard.spell-not-allowed"]],
    ["apprentice", ["fire-1", "heritage"], ["wizard.too-many-spells"]],
    ["adept", ["fire-1", "fire-4"], []],
    ["adept", ["fire-4", "heritage"], []],
    ["adept", ["fire-1", "fire-5"], ["wizard.spell-not-allowed"]],
    ["adept", ["fire-1", "fire-2", "fire-3"], ["wizard.too-many-spells"]],
    ["master", ["fire-1", "fire-2", "fire-5", "fire-6"], []],
    ["master", ["fire-3", "fire-4", "fire-6", "heritage"], []],
    ["master", ["fire-1", "fire-2", "fire-3", "fire-4", "fire-5"], ["wizard.too-many-spells"]],
    ["master", ["fire-1", "fire-1", "fire-2", "fire-3"], ["wizard.spell-repeated", "wizard.too-few-spells"]],
    ["master", ["fire-1", "ice-2", "fire-3", "fire-4"], ["wizard.spell-not-in-path"]],
    ["master", ["fire-1", "nothing", "fire-3", "fire-4"], ["wizard.spell-unknown"]],
    ["master", ["fire-1"], ["wizard.too-few-spells"]],
  ])("%s knowing %j -> %j", (level, spells, expected) => {
    expect(codes(level, spells)).toEqual(expected);
  });

  it("only allows a Path the wizard's entry lists", () => {
    expect(codes("adept", ["storm-1", "storm-2"], "storm")).toEqual(["wizard.path-not-allowed"]);
    expect(codes("adept", ["ice-1", "ice-2"], "ice")).toEqual([]);
  });

  it("warns when no Path is chosen yet, and refuses spells for a non-wizard", () => {
    expect(codes("adept", [], null)).toEqual(["wizard.path-missing", "wizard.too-few-spells"]);
    const issues = evaluate(tinyRoster([sel("mage", 1, [sel("adept")])]), system, catalogue).issues;
    expect(issues.every((i) => i.severity === "warning")).toBe(true);
    expect(codes(null, ["fire-1"])).toEqual(["wizard.not-a-wizard"]);
  });
});
