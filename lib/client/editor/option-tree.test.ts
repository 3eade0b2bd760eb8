import { beforeAll, describe, expect, it } from "vitest";
import { addOption, findSlot } from "@/lib/roster/roster-ops";
import type { Roster, Selection } from "@/lib/gamedata/roster-schema";
import { chooseInGroup, toggleOption } from "./editor-ops";
import { findLeaderEntryIds } from "./leader-entries";
import { describeOptions, type OptionEntry, type OptionGroup, type OptionNode } from "./option-tree";
import { emptyRoster, evaluateIn, idMaker, loadGame, unitOf, withUnit, type Game } from "./test-support";

function flatEntries(nodes: OptionNode[]): OptionEntry[] {
  return nodes.flatMap((n) => (n.kind === "entry" ? [n] : flatEntries(n.children)));
}
function findGroup(nodes: OptionNode[], groupId: string): OptionGroup | undefined {
  for (const n of nodes) {
    if (n.kind !== "group") continue;
    if (n.groupId === groupId) return n;
    const inner = findGroup(n.children, groupId);
    if (inner) return inner;
  }
  return undefined;
}

function optionsOf(game: Game, roster: Roster, unitId: string) {
  const unit = unitOf(roster, unitId);
  const slot = findSlot(game.index, roster, unitId)!;
  return describeOptions(game.index, slot, unit, evaluateIn(game, roster), findLeaderEntryIds(game.system, game.catalogue, roster.rulesetId));
}

describe("the leader entry", () => {
  it("is the entry a ruleset requires exactly once in the army, in every game that has one", async () => {
    const cases: [string, string, string, string[]][] = [
      ["wh40k-9e", "space-marines", "matched", ["warlord"]],
      ["aos", "stormcast-eternals", "pitched-battle", ["general"]],
      ["t9a", "wdg", "standard", ["general"]],
      ["aof-regiments", "aofr-human-empire", "force-org", []],
    ];
    for (const [systemId, catalogueId, rulesetId, expected] of cases) {
      const game = await loadGame(systemId, catalogueId);
      expect([...findLeaderEntryIds(game.system, game.catalogue, rulesetId)]).toEqual(expected);
    }
  });
});

describe("a 40k Captain's card", () => {
  let game: Game;
  let roster: Roster;
  let captain: Selection;
  beforeAll(async () => {
    game = await loadGame("wh40k-9e", "space-marines");
    ({ roster, unit: captain } = withUnit(game, emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force" }), "sm-captain"));
  });

  it("offers the Warlord as a toggle, not among the options", () => {
    const described = optionsOf(game, roster, captain.id);
    expect(described.leader).toMatchObject({ entryId: "warlord", name: "Warlord" });
    expect(described.leader?.chosen).toBeUndefined();
    expect(flatEntries(described.options).map((e) => e.entryId)).not.toContain("warlord");
  });

  it("shows a one-of weapon group as radios with the data's default chosen", () => {
    const group = findGroup(optionsOf(game, roster, captain.id).options, "sm-captain-weapon")!;
    expect(group.oneOf).toBe(true);
    expect(group.min).toBe(1);
    const entries = flatEntries(group.children);
    expect(entries.every((e) => e.control === "radio" && e.radioGroupId === "sm-captain-weapon")).toBe(true);
    expect(entries.filter((e) => e.chosen).map((e) => e.entryId)).toEqual(["sm-captain-weapon-master-crafted-boltgun"]);
  });

  it("opens the Warlord Trait group (a modifier raises its max) only once the Captain is the Warlord", () => {
    expect(findGroup(optionsOf(game, roster, captain.id).options, "sm-warlord-traits")).toBeUndefined();
    const warlord = toggleOption(game.index, roster, captain.id, "warlord", true, idMaker("w"));
    const described = optionsOf(game, warlord, captain.id);
    expect(described.leader?.chosen).toBeDefined();
    const traits = findGroup(described.options, "sm-warlord-traits")!;
    expect([traits.oneOf, traits.min, traits.max]).toEqual([true, 1, 1]);
    // The engine agrees the group now needs one: a trait is missing.
    const issues = evaluateIn(game, warlord).issues.filter((i) => i.params.subjectId === "sm-warlord-traits");
    expect(issues.map((i) => i.code)).toEqual(["selection.too-few"]);
  });
});

describe("model counts", () => {
  it("come with the data's limits, and the engine's reason once the maximum is reached", async () => {
    const game = await loadGame("wh40k-9e", "space-marines");
    const { roster, unit } = withUnit(game, emptyRoster(game, { rulesetId: "matched", battleSizeId: "strike-force" }), "sm-intercessor-squad");
    const models = optionsOf(game, roster, unit.id).models;
    const intercessors = models.find((m) => m.entryId === "sm-intercessor")!;
    const sergeant = models.find((m) => m.entryId === "sm-intercessor-sergeant")!;
    expect([intercessors.number, intercessors.min, intercessors.max, intercessors.blocked]).toEqual([4, 4, 9, undefined]);
    expect([sergeant.number, sergeant.min, sergeant.max]).toEqual([1, 1, 1]);
    expect(sergeant.blocked?.code).toBe("unit-size.too-large");
    let full = roster;
    for (let i = 0; i < 5; i++) full = addOption(game.index, full, unit.id, "sm-intercessor", idMaker(`m${i}`));
    expect(optionsOf(game, full, unit.id).models.find((m) => m.entryId === "sm-intercessor")).toMatchObject({ number: 9, blocked: { code: "unit-size.too-large" } });
  });
});

describe("magic item allowances (The 9th Age)", () => {
  let game: Game;
  beforeAll(async () => {
    game = await loadGame("t9a", "wdg");
  });

  const lord = () => withUnit(game, emptyRoster(game, { rulesetId: "standard", battleSizeId: "recommended" }), "wdg-chosen-lord");

  it("works out the cap as the data's modifiers set it, and agrees with the engine when it is broken", () => {
    const newId = idMaker("x");
    const { roster, unit } = lord();
    const variants: [string, (r: Roster) => Roster][] = [
      ["plain", (r) => r],
      ["general", (r) => toggleOption(game.index, r, unit.id, "general", true, newId)],
      ["sugulag", (r) => chooseInGroup(game.index, r, unit.id, "wdg-chosen-lord-favour", "wdg-chosen-lord-favour-sugulag", newId)],
      ["both", (r) => chooseInGroup(game.index, toggleOption(game.index, r, unit.id, "general", true, newId), unit.id, "wdg-chosen-lord-favour", "wdg-chosen-lord-favour-sugulag", newId)],
    ];
    const limits = new Set<number>();
    for (const [, make] of variants) {
      const variant = make(roster);
      const before = findGroup(optionsOf(game, variant, unit.id).options, "wdg-chosen-lord-special-items")!.allowances[0]!;
      expect(before.spent).toBe(0);
      // Overspend on purpose: the engine then reports the cap it applies.
      let over = chooseInGroup(game.index, variant, unit.id, "wdg-magic-weapon", "wdg-item-burning-portent", newId);
      over = chooseInGroup(game.index, over, unit.id, "wdg-magic-armour", "wdg-item-thrice-forged", newId);
      over = chooseInGroup(game.index, over, unit.id, "wdg-magic-talisman", "t9a-item-talisman-of-shielding", newId);
      over = chooseInGroup(game.index, over, unit.id, "wdg-magic-enchanted", "wdg-item-immortal-gauntlets", newId);
      expect(unitOf(over, unit.id).selections?.map((s) => s.entryId)).toEqual(expect.arrayContaining(["wdg-item-burning-portent", "wdg-item-thrice-forged", "wdg-item-immortal-gauntlets"]));
      const issue = evaluateIn(game, over).issues.find((i) => i.params.constraintId === before.constraintId);
      expect(issue?.code).toBe("cost.too-high");
      expect(before.limit).toBe(issue?.params.limit);
      limits.add(before.limit);
    }
    expect(limits.size).toBe(3);
  });

  it("refuses an item dearer than what is left, with the reason, and counts what is spent", () => {
    const newId = idMaker("y");
    const { roster, unit } = lord();
    const taken = chooseInGroup(game.index, roster, unit.id, "wdg-magic-weapon", "wdg-item-burning-portent", newId);
    const group = findGroup(optionsOf(game, taken, unit.id).options, "wdg-chosen-lord-special-items")!;
    const allowance = group.allowances[0]!;
    expect([allowance.spent, allowance.left]).toEqual([130, allowance.limit - 130]);
    const entries = flatEntries(group.children);
    const dear = entries.find((e) => e.entryId === "t9a-item-talisman-of-shielding")!;
    const cheap = entries.find((e) => e.entryId === "t9a-item-lucky-charm")!;
    expect(dear.blocked).toMatchObject({ code: "cost.too-high", params: { limit: allowance.limit, actual: 180 } });
    expect(cheap.blocked).toBeUndefined();
    // Replacing the chosen weapon frees its cost: a cheaper weapon is still offered.
    const otherWeapon = entries.find((e) => e.entryId === "wdg-item-symbol-of-slaughter")!;
    expect(otherWeapon.blocked).toBeUndefined();
  });

  it("replaces a one-of choice across its nested groups", () => {
    const newId = idMaker("z");
    const { roster, unit } = lord();
    const first = chooseInGroup(game.index, roster, unit.id, "wdg-magic-weapon", "wdg-item-burning-portent", newId);
    const second = chooseInGroup(game.index, first, unit.id, "wdg-magic-weapon", "t9a-item-king-slayer", newId);
    const items = unitOf(second, unit.id).selections!.map((s) => s.entryId);
    expect(items).toContain("t9a-item-king-slayer");
    expect(items).not.toContain("wdg-item-burning-portent");
  });
});
