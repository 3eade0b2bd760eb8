import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate";
import { captain, sel, soldiers, tinyCatalogue, tinyRoster, tinySystem } from "./test-support/tiny-game";

const system = tinySystem();
const catalogue = tinyCatalogue();
const codes = (roster: ReturnType<typeof tinyRoster>) => evaluate(roster, system, catalogue).issues.map((i) => i.code);
const legal = () => [captain(true), soldiers(5), soldiers(5)];

describe("a legal roster", () => {
  it("has no issue and the totals of its parts", () => {
    const result = evaluate(tinyRoster(legal()), system, catalogue);
    expect(result.issues).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.totals.roster.costs.pts).toBe(50 + 50 + 50);
    expect(result.totals.roster.models).toBe(1 + 5 + 5);
  });
});

describe("unit size (model entry min/max in its parent)", () => {
  it.each([
    [4, ["unit-size.too-small"]],
    [5, []],
    [10, []],
    [11, ["unit-size.too-large"]],
  ])("%i soldiers -> %j", (models, expected) => {
    expect(codes(tinyRoster([captain(true), soldiers(models), soldiers(5)]))).toEqual(expected);
  });

  it("reports a missing model entry as too small", () => {
    const unit = sel("soldiers", 1, [sel("sword")]);
    const result = evaluate(tinyRoster([captain(true), unit, soldiers(5)]), system, catalogue);
    expect(result.issues).toEqual([
      expect.objectContaining({ code: "unit-size.too-small", path: ["f1", unit.id], params: expect.objectContaining({ limit: 5, actual: 0 }) }),
    ]);
  });
});

describe("groups (exactly one weapon)", () => {
  it.each([
    [["sword"], []],
    [[], ["selection.too-few"]],
    [["sword", "halberd"], ["selection.too-many"]],
  ])("weapons %j -> %j", (weapons, expected) => {
    const unit = sel("soldiers", 1, [sel("soldier", 5), ...weapons.map((w) => sel(w))]);
    expect(codes(tinyRoster([captain(true), unit, soldiers(5)]))).toEqual(expected);
  });

  it("charges the chosen option", () => {
    const result = evaluate(tinyRoster([captain(true), soldiers(5, "halberd"), soldiers(5)]), system, catalogue);
    expect(result.totals.roster.costs.pts).toBe(155);
  });
});

describe("force slots", () => {
  it.each([
    [0, 2, ["slot.too-few", "selection.too-few"]],
    [1, 1, ["slot.too-few"]],
    [2, 2, []],
    [3, 2, ["slot.too-many"]],
  ])("%i HQ and %i Troops", (hqs, troops, expected) => {
    const units = [
      ...Array.from({ length: hqs }, (_, i) => captain(i === 0)),
      ...Array.from({ length: troops }, () => soldiers(5)),
    ];
    const limits = { pts: 1000 };
    expect(codes(tinyRoster(units, { limits })).sort()).toEqual([...expected].sort());
  });
});

describe("roster-wide constraints (exactly one leader)", () => {
  it.each([
    [0, ["selection.too-few"]],
    [1, []],
    [2, ["selection.too-many"]],
  ])("%i leaders", (leaders, expected) => {
    const units = [captain(leaders >= 1), captain(leaders >= 2), soldiers(5), soldiers(5)];
    expect(codes(tinyRoster(units, { limits: { pts: 1000 } }))).toEqual(expected);
  });

  it("reports one issue, not one per copy", () => {
    const units = [captain(true), captain(true), soldiers(5), soldiers(5)];
    const result = evaluate(tinyRoster(units, { limits: { pts: 1000 } }), system, catalogue);
    expect(result.issues.filter((i) => i.code === "selection.too-many")).toHaveLength(1);
  });
});

describe("modifiers", () => {
  it.each([
    [5, 5],
    [6, 10],
  ])("Power Rating with %i models is %i", (models, pl) => {
    const unit = soldiers(models);
    const result = evaluate(tinyRoster([captain(true), unit, soldiers(5)]), system, catalogue);
    expect(result.totals.selections[unit.id]?.costs.PL).toBe(pl);
  });

  it("refunds the detachment's CP when the leader is in it", () => {
    const withLeader = evaluate(tinyRoster(legal()), system, catalogue);
    const without = evaluate(tinyRoster([captain(false), soldiers(5), soldiers(5)]), system, catalogue);
    expect(withLeader.totals.forces.f1?.costs.CP).toBe(0);
    expect(without.totals.forces.f1?.costs.CP).toBe(3);
  });

  it.each([
    [5, 100],
    [6, 200],
    [10, 200],
  ])("repeat with round up: %i models cost %i", (models, pts) => {
    const per5 = tinyCatalogue([
      {
        id: "blocks",
        name: "Blocks",
        type: "unit",
        modifiers: [{ type: "increment", field: "pts", value: 100, repeats: [{ field: "models", scope: "self", value: 5, repeats: 1, roundUp: true }] }],
        selectionEntries: [{ id: "block", name: "Block", type: "model" }],
      },
    ]);
    const unit = sel("blocks", 1, [sel("block", models)]);
    const result = evaluate(tinyRoster([unit]), system, per5);
    expect(result.totals.selections[unit.id]?.costs.pts).toBe(pts);
  });
});

describe("percentage constraints", () => {
  const capped = tinySystem();
  capped.rulesets[0]!.constraints = [
    { id: "hq-share", type: "max", value: 40, percentValue: true, field: "pts", scope: "roster", childId: "hq" },
    { id: "troops-share", type: "min", value: 25, percentValue: true, field: "pts", scope: "roster", childId: "troops" },
  ];
  it.each([
    [125, 2, []],
    [124, 2, ["cost.too-high"]],
    [125, 1, ["cost.too-low"]],
  ])("limit %i with %i troops", (limit, troops, expected) => {
    // One captain (50 pts) is exactly 40% of 125; two troops (100 pts) are 80%.
    const units = [captain(true), ...Array.from({ length: troops }, () => sel("soldiers", 1, [sel("soldier", troops === 1 ? 3 : 5), sel("sword")], { keywordChoices: { "<REGIMENT>": "X" } }))];
    const result = evaluate(tinyRoster(units, { limits: { pts: limit } }), capped, catalogue);
    const found = result.issues.map((i) => i.code).filter((c) => c.startsWith("cost."));
    expect(found).toEqual(expected);
  });
});

describe("bad rosters never crash", () => {
  it("reports unknown entries and options of another unit", () => {
    const roster = tinyRoster([captain(true), soldiers(5), soldiers(5), sel("dragon"), sel("captain", 1, [sel("halberd")])], { limits: { pts: 1000 } });
    const found = codes(roster);
    expect(found).toContain("selection.unknown-entry");
    expect(found).toContain("selection.not-allowed-here");
  });

  it("reports an unknown ruleset and battle size", () => {
    expect(codes(tinyRoster(legal(), { rulesetId: "nope" }))).toContain("roster.unknown-ruleset");
    expect(codes(tinyRoster(legal(), { battleSizeId: "huge" }))).toContain("roster.unknown-battle-size");
  });

  it("does not change its input", () => {
    const roster = tinyRoster(legal());
    const before = JSON.stringify(roster);
    evaluate(roster, system, catalogue);
    expect(JSON.stringify(roster)).toBe(before);
  });
});

describe("limits", () => {
  it("takes the battle size's limits unless the roster sets its own", () => {
    expect(evaluate(tinyRoster(legal(), { battleSizeId: "small", limits: {} }), system, catalogue).limits).toEqual({ pts: 500 });
    expect(evaluate(tinyRoster(legal(), { battleSizeId: "small", limits: { pts: 600 } }), system, catalogue).limits).toEqual({ pts: 600 });
  });

  it("gives the battle size's starting resources", () => {
    const result = evaluate(tinyRoster([captain(false), soldiers(5), soldiers(5), captain(true)], { battleSizeId: "small" }), system, catalogue);
    expect(result.resources.CP).toEqual({ starting: 3, spent: 0, remaining: 3 });
  });
});

describe("what may be added", () => {
  it("lists roots and blocks a full slot", () => {
    const result = evaluate(tinyRoster([captain(true), captain(false), soldiers(5), soldiers(5)], { limits: { pts: 1000 } }), system, catalogue);
    const roots = result.available.f1 ?? [];
    expect(roots.map((e) => e.entryId)).toEqual(["captain", "soldiers", "wagon"]);
    expect(roots.find((e) => e.entryId === "captain")?.blocked?.code).toBe("slot.too-many");
    expect(roots.find((e) => e.entryId === "soldiers")?.blocked).toBeUndefined();
  });

  it("blocks a second leader in a unit and a model past the maximum", () => {
    const leader = captain(true);
    const full = soldiers(10);
    const result = evaluate(tinyRoster([leader, full, soldiers(5)]), system, catalogue);
    expect(result.available[leader.id]?.find((e) => e.entryId === "leader")?.blocked?.code).toBe("selection.too-many");
    expect(result.available[full.id]?.find((e) => e.entryId === "soldier")?.blocked?.code).toBe("unit-size.too-large");
  });
});

describe("group limits after modifiers", () => {
  const withTraits = tinyCatalogue();
  withTraits.selectionEntries[0]!.selectionEntryGroups = [
    {
      id: "traits",
      name: "Traits",
      constraints: [
        { id: "traits-min", type: "min", value: 0, field: "selections", scope: "parent" },
        { id: "traits-max", type: "max", value: 0, field: "selections", scope: "parent" },
      ],
      modifiers: [
        { type: "set", field: "traits-min", value: 1, conditions: [{ type: "atLeast", field: "selections", scope: "parent", childId: "leader", value: 1 }] },
        { type: "set", field: "traits-max", value: 1, conditions: [{ type: "atLeast", field: "selections", scope: "parent", childId: "leader", value: 1 }] },
      ],
      selectionEntries: [{ id: "bold", name: "Bold", type: "upgrade" }],
    },
  ];

  it("are reported under each parent as the modifiers set them", () => {
    const leader = captain(true, {});
    const follower = captain(false);
    const result = evaluate(tinyRoster([leader, follower, soldiers(5), soldiers(5)], { limits: { pts: 1000 } }), system, withTraits);
    expect(result.groupLimits[leader.id]).toEqual({ "traits-min": 1, "traits-max": 1 });
    expect(result.groupLimits[follower.id]).toEqual({ "traits-min": 0, "traits-max": 0 });
    expect(result.issues.map((i) => i.code)).toEqual(["selection.too-few"]);
  });
});
