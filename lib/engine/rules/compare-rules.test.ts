import { describe, expect, it } from "vitest";
import { compare } from "../compare";
import { captain, sel, soldiers, tinyCatalogue, tinyRoster, tinySystem } from "../test-support/tiny-game";

const objectives = [
  { id: "assassinate", name: "Assassinate", requires: { keywordsAny: ["HERO", "WIZARD", "PRIEST", "MONSTER"] } },
  { id: "blunt", name: "Blunt", requires: { minModelsInUnit: 5 } },
  { id: "endure", name: "Endure" },
];
const system = tinySystem([
  { rule: "outnumbered-objectives", params: { ratioNumerator: 4, ratioDenominator: 3, objectives } },
  {
    rule: "combined-power-battle-size",
    params: {
      costType: "PL",
      sizes: [
        { id: "combat-patrol", name: "Combat Patrol", max: 50 },
        { id: "incursion", name: "Incursion", max: 100 },
        { id: "strike-force", name: "Strike Force", max: 200 },
        { id: "onslaught", name: "Onslaught", max: 300 },
      ],
      below: { value: 15, suggest: "Kill Team" },
      above: { value: 300, suggest: "Apocalypse" },
    },
  },
]);
const catalogue = tinyCatalogue([
  { id: "block", name: "Block", type: "unit", costs: [{ typeId: "PL", value: 1 }], selectionEntries: [{ id: "block-model", name: "Model", type: "model" }] },
]);
const army = (selections: ReturnType<typeof sel>[]) => ({ roster: tinyRoster(selections), catalogue });
const blocks = (...sizes: number[]) => sizes.map((n) => sel("block", 1, [sel("block-model", n)]));
const fact = (rule: string, a: ReturnType<typeof army>, b: ReturnType<typeof army>) =>
  compare(system, a, b).facts.find((f) => f.rule === rule);

describe("outnumbered-objectives (Age of Sigmar sudden death)", () => {
  it.each([
    [30, 40, "a"],
    [30, 39, null],
    [40, 30, "b"],
    [30, 30, null],
  ])("%i models against %i: outnumbered %s", (a, b, expected) => {
    expect(fact("outnumbered-objectives", army(blocks(a)), army(blocks(b)))?.params.outnumbered).toBe(expected);
  });

  it("offers only objectives the opposing army makes possible", () => {
    const elite = army([captain(true), ...blocks(3)]);
    const hordeWithoutHeroes = army(blocks(4, 4, 4, 4));
    const hordeWithBigUnit = army([...blocks(10), captain(false)]);
    expect(fact("outnumbered-objectives", elite, hordeWithoutHeroes)?.params.objectives).toEqual(["endure"]);
    expect(fact("outnumbered-objectives", elite, hordeWithBigUnit)?.params.objectives).toEqual(["assassinate", "blunt", "endure"]);
  });
});

describe("combined-power-battle-size (40k)", () => {
  const power = (pl: number) => army(Array.from({ length: pl }, () => sel("block", 1, [sel("block-model", 1)])));
  it.each([
    [7, 7, "battle-size.too-small", null],
    [7, 8, "battle-size.found", "combat-patrol"],
    [25, 25, "battle-size.found", "combat-patrol"],
    [25, 26, "battle-size.found", "incursion"],
    [100, 100, "battle-size.found", "strike-force"],
    [150, 150, "battle-size.found", "onslaught"],
    [150, 151, "battle-size.too-large", null],
  ])("%i + %i Power", (a, b, code, size) => {
    const found = fact("combined-power-battle-size", power(a), power(b));
    expect(found?.code).toBe(code);
    if (size) expect(found?.params.sizeId).toBe(size);
  });

  it("reports the points difference", () => {
    expect(compare(system, army([captain(true)]), army([soldiers(5)])).differences.pts).toBe(0);
    expect(compare(system, army([captain(true), captain(false)]), army([soldiers(5)])).differences.pts).toBe(50);
  });
});
