import { beforeAll, describe, expect, it } from "vitest";
import { findSlot } from "@/lib/roster/roster-ops";
import { summarizeOptions } from "./option-summary";
import { emptyRoster, loadGame, unitOf, withUnit, type Game } from "./test-support";

describe("a collapsed unit's summary", () => {
  let game: Game;
  beforeAll(async () => {
    game = await loadGame("wh40k-9e", "space-marines");
  });

  it("names what the unit holds as added, models with their number", () => {
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force" }), "sm-intercessor-squad");
    const items = summarizeOptions(game.index, findSlot(game.index, roster, unit.id)!, unitOf(roster, unit.id));
    // Every item is a selection of the unit as stored, by its data name, with its number.
    const stored = (unitOf(roster, unit.id).selections ?? []).map((s) => s.number);
    expect(items.length).toBeGreaterThanOrEqual(stored.length);
    expect(items.some((i) => i.number > 1)).toBe(true);
    expect(items.every((i) => i.name.length > 0 && !i.name.startsWith("sm-"))).toBe(true);
  });

  it("is empty for a unit with nothing chosen under it, and stops at the limit", () => {
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force" }), "sm-intercessor-squad");
    const slot = findSlot(game.index, roster, unit.id)!;
    expect(summarizeOptions(game.index, slot, { ...unitOf(roster, unit.id), selections: [] })).toEqual([]);
    expect(summarizeOptions(game.index, slot, unitOf(roster, unit.id), 1)).toHaveLength(1);
  });
});
