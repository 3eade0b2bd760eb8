/**
 * A battle size or game type fills in the roster's points limit (../shared/corpus, never copied
 * here): Age of Sigmar 3's "Game Type" states it in the data (a modifier of the force's points
 * maximum), 40k 10th edition's "Battle Size" only in the entry's name.
 */
import { describe, expect, it } from "vitest";
import { corpusDir, readCorpusFiles } from "../../../tests/support/bs-corpus";
import { forceBuilder, rootNamed } from "../../../tests/support/bs-battalion";
import { WH40K_10E_POINTS } from "../../../tests/support/bs-gladius";
import { readDataSet } from "../xml/read-data-files";
import { deselectSelection, setCostLimit } from "./actions";
import { applyImpliedCostLimit, impliedCostLimit } from "./battle-size";
import { createEngine } from "./engine";

const corpus = corpusDir();
if (!corpus) console.warn("battle-size skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

describe.skipIf(!corpus)("the points limit a battle size carries", () => {
  const wh40k = corpus ? readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }) : undefined;
  it.each([
    { size: "1. Incursion (1000 Point limit)", value: 1000 },
    { size: "2. Strike Force (2000 Point limit)", value: 2000 },
    { size: "3. Onslaught (3000 Point limit)", value: 3000 },
  ])("40k 10th edition, $size: $value pts (from the name: the data carries no number)", ({ size, value }) => {
    const engine = createEngine(wh40k!);
    const army = forceBuilder(engine, "Army Roster", "Imperium - Adeptus Astartes - Space Marines");
    const chosen = army.option(rootNamed(army.force, "Battle Size"), size);
    expect(impliedCostLimit(engine, army.forceId, chosen.id)).toEqual({ costTypeId: WH40K_10E_POINTS, value, from: "name" });
    expect(applyImpliedCostLimit(engine, army.forceId, chosen.id)?.value).toBe(value);
    expect(engine.roster.costLimits.get(WH40K_10E_POINTS)).toBe(value);
    // Said once: nothing more to fill in when it already holds.
    expect(applyImpliedCostLimit(engine, army.forceId, chosen.id)).toBeUndefined();
  });

  it("40k 10th edition: a unit, its wargear, the detachment carry no limit", () => {
    const engine = createEngine(wh40k!);
    const army = forceBuilder(engine, "Army Roster", "Imperium - Adeptus Astartes - Space Marines");
    const detachment = army.option(rootNamed(army.force, "Detachment"), "Gladius Task Force");
    const captain = army.unit("Captain");
    for (const selection of [detachment, captain, ...captain.children]) expect(impliedCostLimit(engine, army.forceId, selection.id)).toBeUndefined();
    expect(applyImpliedCostLimit(engine, army.forceId, undefined)).toBeUndefined();
  });

  const aos3 = corpus ? readDataSet(readCorpusFiles("bsdata/aos3").filter((f) => /Age of Sigmar|Stormcast/.test(f.fileName)), { strictLinks: false }) : undefined;
  it.each([
    { gameType: "1000 Points - Vanguard", value: 1000 },
    { gameType: "2000 Points - Battlehost", value: 2000 },
    { gameType: "3000 Points - Warhost", value: 3000 },
  ])("Age of Sigmar 3, $gameType: $value points, from the data's modifier of the force's maximum", ({ gameType, value }) => {
    const engine = createEngine(aos3!);
    setCostLimit(engine, "points", 500);
    const army = forceBuilder(engine, "**Pitched Battle GHB 2023-24**", "Order - Stormcast Eternals");
    const gameTypes = rootNamed(army.force, "Game Type");
    for (const made of gameTypes.children) deselectSelection(engine, army.forceId, made.id);
    const chosen = army.option(gameTypes, gameType);
    expect(impliedCostLimit(engine, army.forceId, chosen.id)).toEqual({ costTypeId: "points", value, from: "data" });
    applyImpliedCostLimit(engine, army.forceId, chosen.id);
    expect(engine.roster.costLimits.get("points")).toBe(value);
  });
});
