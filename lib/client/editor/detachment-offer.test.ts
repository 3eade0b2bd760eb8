import { describe, expect, it } from "vitest";
import { detachmentTaking } from "./detachment-offer";
import { loadGame } from "./test-support";

describe("a detachment that would take a unit", () => {
  it.each([
    ["sm-redemptor-dreadnought", "elites", "vanguard"],
    ["sm-eliminator-squad", "heavy-support", "spearhead"],
    ["sm-outrider-squad", "fast-attack", "outrider"],
  ])("%s (%s) goes to a %s detachment, built around its role", async (entryId, role, expected) => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const matched = game.system.rulesets.find((r) => r.id === "matched")!;
    expect(game.index.roots.slots.get(entryId)?.primaryCategoryId).toBe(role);
    expect(detachmentTaking(game.index, matched.forceEntryIds!, entryId)?.id).toBe(expected);
  });

  it("falls back to any allowed detachment that takes the role, and offers none when none is allowed", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    expect(detachmentTaking(game.index, ["patrol"], "sm-land-raider")?.id).toBe("patrol");
    expect(detachmentTaking(game.index, [], "sm-land-raider")).toBeUndefined();
  });
});
