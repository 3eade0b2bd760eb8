import { describe, expect, it } from "vitest";
import { formatIssuePath, looksLikeArmyForgeList, parseArmyForgeList } from "./list-schema";

const validList = { name: "Test host", gameSystem: "aofr", pointsLimit: 1000, units: [{ id: "u1", selectionId: "s1", selectedUpgrades: [] }] };

describe("parseArmyForgeList", () => {
  it("accepts a minimal list and keeps unknown fields", () => {
    const result = parseArmyForgeList({ ...validList, extra: 1 });
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.list as Record<string, unknown>).extra).toBe(1);
  });

  it.each([
    ["missing game system", { ...validList, gameSystem: undefined }, "gameSystem"],
    ["unit without id", { ...validList, units: [{ id: "u1" }, { selectionId: "x" }] }, "units[1].id"],
    ["negative points limit", { ...validList, pointsLimit: -5 }, "pointsLimit"],
    ["upgrades not an array", { ...validList, units: [{ id: "u1", selectedUpgrades: {} }] }, "units[0].selectedUpgrades"],
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
