import { describe, expect, it } from "vitest";
import { loadGameData } from "@/lib/gamedata/load-dir";
import { groupUnitsByRole } from "./unit-groups";
import { loadGame } from "./test-support";

describe("units grouped by role", () => {
  it("follows the game system's category order, each group in roster order, every unit once", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const example = (await loadGameData()).examples.find((e) => e.file === "wh40k-2000-battalion-patrol.json")!.roster;
    const force = example.forces[0]!;
    // Shuffle roles: a Rhino first, then an HQ.
    const shuffled = { ...force, selections: [...force.selections].reverse() };
    const groups = groupUnitsByRole(game.index, shuffled);
    const order = game.system.categories.map((c) => c.id);
    const ranks = groups.map((g) => order.indexOf(g.categoryId));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(groups[0]!.name).toBe("HQ");
    expect(groups.flatMap((g) => g.units).length).toBe(force.selections.length);
    for (const group of groups) {
      const positions = group.units.map((u) => shuffled.selections.indexOf(u));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(group.units.every((u) => game.index.roots.slots.get(u.entryId)?.primaryCategoryId === group.categoryId)).toBe(true);
    }
  });
});
