import { describe, expect, it } from "vitest";
import type { RuleUse } from "../../gamedata/catalogue-schema";
import { evaluate } from "../evaluate";
import { captain, sel, soldiers, tinyCatalogue, tinyRoster, tinySystem } from "../test-support/tiny-game";
import type { Selection } from "../../gamedata/roster-schema";

const catalogue = tinyCatalogue();
function codesWith(rules: RuleUse[], units: Selection[], patch: Parameters<typeof tinyRoster>[1] = {}) {
  const system = tinySystem(rules);
  return evaluate(tinyRoster(units, { limits: { pts: 1000 }, ...patch }), system, catalogue).issues.map((i) => i.code);
}
const base = () => [captain(true), soldiers(5), soldiers(5)];

describe("cost-limits", () => {
  const rule = [{ rule: "cost-limits", params: {} }];
  it.each([
    [150, []],
    [149, ["limit.exceeded"]],
  ])("limit %i for a 150-point army", (limit, expected) => {
    expect(codesWith(rule, base(), { limits: { pts: limit } })).toEqual(expected);
  });
});

describe("resource-budget", () => {
  const rule = [{ rule: "resource-budget", params: { costType: "CP" } }];
  it("allows spending exactly what the battle size gives, not one more", () => {
    // The detachment costs 3 CP unless the leader is in it; the small battle size gives 3.
    expect(codesWith(rule, [captain(false), soldiers(5), soldiers(5), captain(true)], { battleSizeId: "small" })).toEqual([]);
    const twoForces = tinyRoster([captain(false), soldiers(5), soldiers(5)], { battleSizeId: "small", limits: {} });
    twoForces.forces.push({ id: "f2", forceEntryId: "army", selections: [captain(true), soldiers(5), soldiers(5)] });
    twoForces.forces[0]!.selections.push(sel("soldiers", 1, [sel("soldier", 5), sel("sword")], { keywordChoices: { "<REGIMENT>": "A" } }));
    const result = evaluate(twoForces, tinySystem(rule), catalogue);
    expect(result.resources.CP).toEqual({ starting: 3, spent: 3, remaining: 0 });
    twoForces.forces[1]!.selections[0] = captain(false);
    twoForces.forces[0]!.selections[0] = captain(true);
    twoForces.forces.push({ id: "f3", forceEntryId: "army", selections: [captain(false), soldiers(5), soldiers(5)] });
    const over = evaluate(twoForces, tinySystem(rule), catalogue);
    expect(over.issues.map((i) => i.code)).toContain("resource.overspent");
  });
});

describe("duplicate-limit", () => {
  it.each([
    [3, []],
    [4, ["unit.too-many-copies"]],
  ])("rule of three: %i copies of a non-exempt unit", (copies, expected) => {
    const rule = [{ rule: "duplicate-limit", params: { max: 3, exemptCategories: ["troops"] } }];
    const wagons = Array.from({ length: copies }, () => sel("wagon"));
    expect(codesWith(rule, [...base(), ...wagons])).toEqual(expected);
  });

  it("exempts listed categories", () => {
    const rule = [{ rule: "duplicate-limit", params: { max: 3, exemptCategories: ["troops"] } }];
    expect(codesWith(rule, [captain(true), ...Array.from({ length: 5 }, () => soldiers(5))])).toEqual([]);
  });

  it.each([
    [1499, 2, 2, []],
    [1499, 2, 3, ["unit.too-many-copies"]],
    [1500, 3, 3, []],
    [1500, 3, 4, ["unit.too-many-copies"]],
  ])("1 + 1 per 750 points: limit %i allows %i, %i taken", (limit, _allowed, copies, expected) => {
    const rule = [{ rule: "duplicate-limit", params: { base: 1, perLimit: { costType: "pts", every: 750 } } }];
    const units = [captain(true), ...Array.from({ length: copies }, () => soldiers(5))];
    expect(codesWith(rule, units, { limits: { pts: limit } })).toEqual(expected);
  });

  it("counts a combined unit once", () => {
    const rule = [
      { rule: "duplicate-limit", params: { base: 1, perLimit: { costType: "pts", every: 750 } } },
      { rule: "combined-units", params: { factor: 2, minModels: 2 } },
    ];
    const units = [captain(true), soldiers(5, "sword", { combined: true }), soldiers(5)];
    expect(codesWith(rule, units, { limits: { pts: 750 } })).toEqual([]);
  });
});

describe("unit-cost-share", () => {
  const rule = [{ rule: "unit-cost-share", params: { costType: "pts", maxPercent: 35 } }];
  it.each([
    [200, []],
    [199, ["unit.cost-share-exceeded"]],
  ])("a 70-point unit with limit %i", (limit, expected) => {
    // 10 soldiers cost 100; 7 cost 70 = 35% of 200.
    expect(codesWith(rule, [captain(true), soldiers(7), soldiers(5)], { limits: { pts: limit } }).filter((c) => c.startsWith("unit."))).toEqual(expected);
  });
  it("states the exact share it applies, not a rounded one", () => {
    // 35% of 197 is 68.95: a 70-point unit is over it, and the message says 68.95.
    const issue = evaluate(tinyRoster([captain(true), soldiers(7), soldiers(5)], { limits: { pts: 197 } }), tinySystem(rule), catalogue).issues.find((i) => i.code === "unit.cost-share-exceeded");
    expect(issue?.params.maxCost).toBeCloseTo(68.95, 10);
  });
});

describe("keyword-choices", () => {
  const rule = [{ rule: "keyword-choices", params: {} }];
  it("asks for every angle-bracket keyword", () => {
    expect(codesWith(rule, base())).toEqual([]);
    // Asked once per detachment, however many of its units lack the choice.
    expect(codesWith(rule, [captain(true), soldiers(5), soldiers(5, "sword", { keywordChoices: {} })])).toEqual(["force.keyword-unchosen"]);
    expect(codesWith(rule, [captain(true), soldiers(5, "sword", { keywordChoices: {} }), soldiers(5, "sword", { keywordChoices: { "<REGIMENT>": "  " } })])).toEqual(["force.keyword-unchosen"]);
  });
});

describe("force-faction-keyword", () => {
  it("needs one faction keyword shared by every unit of the force", () => {
    const system = tinySystem([]);
    system.forceEntries[0]!.rules = [{ rule: "force-faction-keyword", params: {} }];
    const foreign = tinyCatalogue([{ id: "ogre", name: "Ogre", type: "unit", factionKeywords: ["MERCENARY"], categoryLinks: [{ categoryId: "troops" }] }]);
    const ok = evaluate(tinyRoster(base()), system, foreign);
    const mixed = evaluate(tinyRoster([...base(), sel("ogre")]), system, foreign);
    expect(ok.issues).toEqual([]);
    expect(mixed.issues.map((i) => i.code)).toEqual(["force.no-shared-faction-keyword"]);
  });
});

describe("dedicated-transports", () => {
  it.each([
    [3, []],
    [4, ["force.transport-without-unit"]],
  ])("%i transports for 3 other units", (count, expected) => {
    const system = tinySystem([]);
    system.forceEntries[0]!.rules = [{ rule: "dedicated-transports", params: { categoryId: "transport" } }];
    const roster = tinyRoster([...base(), ...Array.from({ length: count }, () => sel("wagon"))]);
    expect(evaluate(roster, system, catalogue).issues.map((i) => i.code)).toEqual(expected);
  });
});

describe("combined-units", () => {
  const rule = [{ rule: "combined-units", params: { factor: 2, minModels: 2 } }];
  it("doubles models and cost", () => {
    const unit = soldiers(5, "halberd", { combined: true });
    const result = evaluate(tinyRoster([captain(true), unit, soldiers(5)]), tinySystem(rule), catalogue);
    expect(result.totals.selections[unit.id]?.costs.pts).toBe(110);
    expect(result.totals.selections[unit.id]?.models).toBe(10);
  });
  it("refuses single-model units and rulesets without the rule", () => {
    expect(codesWith(rule, [captain(true, { combined: true }), soldiers(5), soldiers(5)])).toEqual(["unit.combine-single-model"]);
    expect(codesWith([], [captain(true), soldiers(5, "sword", { combined: true }), soldiers(5)])).toEqual(["unit.combine-not-allowed"]);
  });
});

describe("hero-joins-unit", () => {
  const rule = (max: number) => [{ rule: "hero-joins-unit", params: { heroCategoryId: "hero", attribute: "tough", max } }];
  it.each([
    [3, []],
    [2, ["hero.join-too-tough"]],
  ])("a Tough(3) hero with max %i", (max, expected) => {
    const unit = soldiers(5);
    expect(codesWith(rule(max), [captain(true, { joinedTo: unit.id }), unit, soldiers(5)])).toEqual(expected);
  });
  it("allows one hero per unit, only multi-model units", () => {
    const unit = soldiers(5);
    const lone = sel("wagon");
    expect(codesWith(rule(6), [captain(true, { joinedTo: unit.id }), captain(false, { joinedTo: unit.id }), unit, soldiers(5)], { limits: { pts: 1000 } })).toContain("hero.join-target-has-hero");
    expect(codesWith(rule(6), [captain(true, { joinedTo: lone.id }), lone, soldiers(5), soldiers(5)])).toEqual(["hero.join-target-single-model"]);
    expect(codesWith(rule(6), [captain(true, { joinedTo: "nowhere" }), soldiers(5), soldiers(5)])).toEqual(["hero.join-target-missing"]);
  });
});

describe("units-per-points", () => {
  const units = (every: number) => [{ rule: "units-per-points", params: { count: "units", costType: "pts", every, categoryId: "unit" } }];
  const models = (every: number) => [{ rule: "units-per-points", params: { count: "models", costType: "pts", every } }];
  const joins = { rule: "hero-joins-unit", params: { heroCategoryId: "hero", attribute: "tough", max: 6 } };
  it.each([
    [300, []],
    [299, ["army.too-many-units"]],
  ])("1 unit per 100 points: three units with limit %i", (limit, expected) => {
    expect(codesWith(units(100), base(), { limits: { pts: limit } })).toEqual(expected);
  });

  it("counts a hero deployed inside a unit as part of it", () => {
    const squad = soldiers(5);
    const army = [captain(true, { joinedTo: squad.id }), squad, soldiers(5)];
    expect(codesWith([...units(100), joins], army, { limits: { pts: 299 } })).toEqual([]);
    expect(codesWith([...units(100), joins], army, { limits: { pts: 199 } })).toEqual(["army.too-many-units"]);
  });

  it("counts a combined unit once", () => {
    const combined = [...units(100), { rule: "combined-units", params: { factor: 2, minModels: 2 } }];
    // Three units, one of them two copies fielded as one: not four.
    expect(codesWith(combined, [captain(true), soldiers(5, "sword", { combined: true }), soldiers(5)], { limits: { pts: 300 } })).toEqual([]);
  });

  it.each([
    [220, []],
    [219, ["army.too-many-models"]],
  ])("1 model per 20 points: eleven models with limit %i", (limit, expected) => {
    expect(codesWith(models(20), base(), { limits: { pts: limit } })).toEqual(expected);
  });

  it("shows the unit count as a gauge and names the limit it broke", () => {
    const result = evaluate(tinyRoster(base(), { limits: { pts: 250 } }), tinySystem(units(100)), catalogue);
    expect(result.armyLimits.find((l) => l.id === "units-per-points")).toMatchObject({ kind: "role-count", name: "Unit", limit: 2, actual: 3, state: "over" });
    expect(result.issues[0]).toMatchObject({ code: "army.too-many-units", params: { actual: 3, max: 2, every: 100, costType: "pts" } });
  });
});
