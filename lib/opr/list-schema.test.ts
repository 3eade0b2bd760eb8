import { describe, expect, it } from "vitest";
import { formatIssuePath, looksLikeArmyForgeList, parseArmyForgeList, sumStoredUnitCost } from "./list-schema";

const validList = { name: "Test host", gameSystem: "aofr", pointsLimit: 1000, units: [{ id: "u1", name: "Spears", cost: 100, selectionId: "s1", selectedUpgrades: [] }] };

describe("parseArmyForgeList", () => {
  it("accepts a minimal list and keeps unknown fields", () => {
    const result = parseArmyForgeList({ ...validList, extra: 1 });
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.list as Record<string, unknown>).extra).toBe(1);
  });

  it.each([
    ["missing game system", { ...validList, gameSystem: undefined }, "gameSystem"],
    ["unit without id", { ...validList, units: [validList.units[0], { name: "X", cost: 1 }] }, "units[1].id"],
    ["negative points limit", { ...validList, pointsLimit: -5 }, "pointsLimit"],
    ["upgrades not an array", { ...validList, units: [{ ...validList.units[0], selectedUpgrades: {} }] }, "units[0].selectedUpgrades"],
  ])("rejects %s naming the field", (_label, input, path) => {
    const result = parseArmyForgeList(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toContain(path);
  });
});

describe("formatIssuePath", () => {
  it.each([
    [[], ""],
    [["units", 0, "id"], "units[0].id"],
    [["gameSystem"], "gameSystem"],
  ])("formats %j as %s", (path, expected) => {
    expect(formatIssuePath(path as PropertyKey[])).toBe(expected);
  });
});

describe("looksLikeArmyForgeList", () => {
  it.each([
    [validList, true],
    [{ units: [] }, false],
    [{ gameSystem: "aofr" }, false],
    [null, false],
    ["text", false],
  ])("detects %j as %s", (input, expected) => {
    expect(looksLikeArmyForgeList(input)).toBe(expected);
  });
});

describe("sumStoredUnitCost", () => {
  const unit = (upgrades: { unitId: string; cost: number }[][]) => ({
    id: "u1",
    name: "Spears",
    cost: 100,
    selectedUpgrades: upgrades.map((costs) => ({ option: { costs } })),
  });
  it.each([
    ["no upgrades", [], 100],
    ["one upgrade for this unit", [[{ unitId: "u1", cost: 15 }]], 115],
    ["upgrade priced for another unit only", [[{ unitId: "u2", cost: 15 }]], 100],
    ["two upgrades, shared price list", [[{ unitId: "u1", cost: 10 }, { unitId: "u2", cost: 20 }], [{ unitId: "u1", cost: -5 }]], 105],
  ])("%s", (_label, upgrades, expected) => {
    expect(sumStoredUnitCost(unit(upgrades))).toBe(expected);
  });
});
