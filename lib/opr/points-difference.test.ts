import { describe, expect, it } from "vitest";
import { findPointsDifferences } from "./points-difference";

const list = {
  gameSystem: "aofr",
  units: [
    { id: "a", name: "Spearmen", cost: 100, selectedUpgrades: [{ option: { costs: [{ unitId: "a", cost: 20 }] } }] },
    { id: "b", name: "Archers", customName: "Longbows", cost: 90 },
  ],
};

describe("findPointsDifferences", () => {
  it.each([
    ["all agree", [["a", 120], ["b", 90]], []],
    ["one unit repriced", [["a", 125], ["b", 90]], [{ unitId: "a", unitName: "Spearmen", stored: 120, recomputed: 125 }]],
    ["custom name shown", [["a", 120], ["b", 80]], [{ unitId: "b", unitName: "Longbows", stored: 90, recomputed: 80 }]],
    ["unpriced unit skipped", [["a", 120]], []],
  ] as const)("%s", (_label, recomputed, expected) => {
    expect(findPointsDifferences(list, new Map(recomputed.map(([id, pts]) => [id, pts])))).toEqual(expected);
  });
});
