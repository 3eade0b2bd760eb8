import { describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import { exampleRoster } from "../../tests/support/example-roster";
import { checkAgainstPack, type EventPack } from "./event-pack";

const data = await loadGameData();
const { roster: example, system, catalogue } = exampleRoster(data, "aof-regiments-750.json");
const points = evaluate(example, system, catalogue, { available: false }).totals.roster.costs.pts!;
const pack = (over: Partial<EventPack> = {}): EventPack => ({ gameSystemId: system.id, rulesetId: example.rulesetId, limits: { pts: points }, allowedCatalogues: [], ...over });

describe("an event's pack", () => {
  it.each([
    ["exactly at the event's limit", points, true],
    ["one point over the event's limit", points - 1, false],
  ])("%s: the pack's limit replaces the roster's own", (_, limit, valid) => {
    const check = checkAgainstPack({ ...example, limits: { pts: 1_000_000 } }, pack({ limits: { pts: limit } }), system, catalogue);
    expect(check.problems).toEqual([]);
    expect(check.roster.limits).toEqual({ pts: limit });
    expect(check.totals.pts).toBe(points);
    expect(check.valid).toBe(valid);
    if (!valid) expect(check.issues[0]).toMatchObject({ severity: "error", params: expect.any(Object) });
  });

  it.each<[string, Partial<EventPack>, string, Record<string, string>]>([
    ["another game", { gameSystemId: "wh40k" }, "pack.wrongGameSystem", { system: system.name, wanted: "Warhammer 40,000" }],
    ["a faction the event does not allow", { allowedCatalogues: ["somebody-else"] }, "pack.factionNotAllowed", { faction: catalogue.id }],
    ["a ruleset that is not installed", { rulesetId: "nope" }, "pack.unknownRuleset", { ruleset: "nope" }],
    ["a battle size its ruleset lacks", { battleSizeId: "huge" }, "pack.unknownBattleSize", { battleSize: "huge" }],
  ])("%s keeps the list out, with the reason and names to say it", (_, over, code, params) => {
    const check = checkAgainstPack(example, pack(over), system, catalogue, "Warhammer 40,000");
    expect(check.valid).toBe(false);
    expect(check.problems).toEqual([{ code, params }]);
    expect(check.issues).toEqual([]);
  });

  it("lets in a faction the event allows", () => {
    expect(checkAgainstPack(example, pack({ allowedCatalogues: [catalogue.id] }), system, catalogue).problems).toEqual([]);
  });
});
