import { beforeAll, describe, expect, it } from "vitest";
import { loadGameData } from "@/lib/gamedata/load-dir";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { describeCategoryShares } from "./category-shares";
import { evaluateIn, loadGame, type Game } from "./test-support";

describe("category shares (The 9th Age percentages)", () => {
  let game: Game;
  let example: Roster;
  beforeAll(async () => {
    game = await loadGame("t9a", "wdg");
    example = (await loadGameData()).examples.find((e) => e.file === "t9a-4500.json")!.roster;
  });

  it("gives each percentage rule of the army book its running total, as the engine counts it", () => {
    const evaluation = evaluateIn(game, example);
    const shares = describeCategoryShares(game.index, game.catalogue, example, evaluation);
    const rules = (game.catalogue.constraints ?? []).filter((c) => c.percentValue);
    expect(shares.map((s) => s.constraintId)).toEqual(rules.map((c) => c.id));
    for (const share of shares) {
      // By hand: the units of the category, their costs from the engine, over the points limit.
      const units = example.forces.flatMap((f) => f.selections).filter((u) => game.index.roots.slots.get(u.entryId)?.categoryIds.includes(share.categoryId));
      const cost = units.reduce((n, u) => n + (evaluation.totals.selections[u.id]?.costs.pts ?? 0), 0);
      expect(share.actual).toBe(cost);
      expect(share.percent).toBeCloseTo((cost / example.limits.pts!) * 100, 10);
      expect(share.state).toBe("ok");
    }
  });

  it("turns over and under exactly past the rule's percentage, as the engine's issues do", () => {
    const characters = describeCategoryShares(game.index, game.catalogue, example, evaluateIn(game, example)).find((s) => s.type === "max")!;
    // Lower the limit until the characters' cost is just over the maximum share.
    const overLimit = Math.floor((characters.actual * 100) / characters.limitPercent) - 1;
    const tight: Roster = { ...example, limits: { ...example.limits, pts: overLimit } };
    const evaluation = evaluateIn(game, tight);
    const over = describeCategoryShares(game.index, game.catalogue, tight, evaluation).find((s) => s.constraintId === characters.constraintId)!;
    expect(over.state).toBe("over");
    expect(evaluation.issues.some((i) => i.path.includes(characters.constraintId) || JSON.stringify(i.params).includes(String(characters.limitPercent)))).toBe(true);
  });
});
