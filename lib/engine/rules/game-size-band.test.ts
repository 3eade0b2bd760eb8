import { describe, expect, it } from "vitest";
import { evaluate } from "../evaluate";
import { findGameSizeBand } from "./game-size-band";
import { captain, soldiers, tinyCatalogue, tinyRoster, tinySystem } from "../test-support/tiny-game";

const bands = [
  { id: "small", min: 1500, max: 3000 },
  { id: "medium", min: 3000, max: 8000 },
  { id: "large", min: 8000 },
];

describe("game-size-band", () => {
  it.each([
    [1499, undefined],
    [1500, "small"],
    [2999, "small"],
    [3000, "medium"],
    [4500, "medium"],
    [8000, "large"],
  ])("%i points is %s", (limit, band) => {
    expect(findGameSizeBand(bands, limit)).toBe(band);
  });

  it.each([
    [1499, ["game-size.below-smallest"]],
    [1500, []],
  ])("warns below the smallest band: %i", (limit, expected) => {
    const system = tinySystem([{ rule: "game-size-band", params: { costType: "pts", bands, recommended: 4500 } }]);
    const result = evaluate(tinyRoster([captain(true), soldiers(5), soldiers(5)], { limits: { pts: limit } }), system, tinyCatalogue());
    expect(result.issues.map((i) => [i.code, i.severity])).toEqual(expected.map((c) => [c, "warning"]));
    expect(result.valid).toBe(true);
  });
});
