import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { addForce, selectEntry, setSelectionCount } from "../engine/actions";
import { createEngine, type Engine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { shippedBsRulesets } from "../rulesets/shipped-rulesets";
import { rulesFor } from "../rulesets/ruleset-schema";
import { compareBsRosters } from "./compare-view";

/** A small game system shaped like BSData's Age of Sigmar and 40k files: keywords are categories. */
const AOS_ID = "e51d-b1a3-75fc-dc33";
const WH40K_ID = "28ec-711c-d87f-3aeb";
const PL = "e356-c769-5920-6e14";

function army(gameSystemId: string, name: string, units: { entry: "hero" | "gobbos" | "trolls"; models?: number }[]): Engine {
  let n = 0;
  const link = (target: string, primary = false) => ({ id: `${name}-${target}-${++n}`, targetId: target, primary });
  const engine = createEngine(
    {
      gameSystem: {
        id: gameSystemId,
        name: "Skirmish",
        costTypes: [{ id: "points", name: "pts" }, { id: PL, name: " PL" }],
        categoryEntries: [{ id: "cat-hero", name: "HERO" }, { id: "cat-line", name: "Battleline" }, { id: "cat-monster", name: "Monster" }],
        forceEntries: [{ id: "fe", name: "Army", categoryLinks: [{ id: "fl-hero", targetId: "cat-hero" }, { id: "fl-line", targetId: "cat-line" }] }],
      },
      catalogues: [
        {
          id: "cat",
          name: "Gitz",
          selectionEntries: [
            { id: "hero", name: "Loonboss", type: "model", categoryLinks: [link("cat-hero", true)], costs: [{ name: "pts", typeId: "points", value: 80 }, { name: " PL", typeId: PL, value: 4 }] },
            {
              id: "gobbos",
              name: "Stabbas",
              type: "unit",
              categoryLinks: [link("cat-line", true)],
              selectionEntries: [{ id: "gobbo", name: "Stabba", type: "model", constraints: [{ id: "gobbo-min", type: "min", value: 1, field: "selections", scope: "parent" }], costs: [{ name: "pts", typeId: "points", value: 6 }, { name: " PL", typeId: PL, value: 1 }] }],
            },
            { id: "trolls", name: "Troggoths", type: "model", categoryLinks: [link("cat-monster", true)], costs: [{ name: "pts", typeId: "points", value: 150 }, { name: " PL", typeId: PL, value: 8 }] },
          ],
        },
      ],
    },
    { newId: () => `${name}-${++n}`, rosterName: name },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  for (const unit of units) {
    const id = selectEntry(engine, forceId, unit.entry).selectionId as string;
    if (unit.models === undefined) continue;
    const unitNode = snapshotRoster(engine).forces[0]!.selections.find((s) => s.id === id)!;
    if (unit.entry === "gobbos") setSelectionCount(engine, forceId, unitNode.children[0]!.id, unit.models);
    else setSelectionCount(engine, forceId, id, unit.models);
  }
  return engine;
}

const aosRules = rulesFor(shippedBsRulesets(), AOS_ID);

describe("comparing two rosters on imported BattleScribe data with Muster's rule modules", () => {
  it("switches sudden death on for the Age of Sigmar game system and the battle size on for 40k 9th edition, and nothing for other systems", () => {
    expect(aosRules.map((r) => r.rule)).toEqual(["outnumbered-objectives"]);
    expect(rulesFor(shippedBsRulesets(), WH40K_ID).map((r) => r.rule)).toEqual(["combined-power-battle-size"]);
    expect(rulesFor(shippedBsRulesets(), "some-other-system")).toEqual([]);
  });

  // Sudden death: the larger army has at least 4/3 of the smaller one's models.
  it.each([
    { case: "exactly a third more: 4 models against 3", a: 4, b: 3, code: "sudden-death.available", outnumbered: "Red" },
    { case: "one short of a third more: 5 against 4", a: 5, b: 4, code: "sudden-death.none", outnumbered: null },
    { case: "the other way round: 3 against 4", a: 3, b: 4, code: "sudden-death.available", outnumbered: "Green" },
  ])("$case", ({ a, b, code, outnumbered }) => {
    const green = snapshotRoster(army(AOS_ID, "Green", [{ entry: "gobbos", models: a }]));
    const red = snapshotRoster(army(AOS_ID, "Red", [{ entry: "gobbos", models: b }]));
    const view = compareBsRosters(green, red, en, aosRules);
    expect(view.armies.map((x) => x.models)).toEqual([a, b]);
    expect(view.facts.map((f) => f.code)).toEqual([code]);
    // The smaller army is the outnumbered one, named in the message.
    if (outnumbered) expect(view.facts[0]!.message).toMatch(new RegExp(`^${outnumbered} is outnumbered`));
    expect(view.facts[0]!.message).not.toMatch(/undefined|NaN|\{/);
  });

  it("offers only the objectives the larger army makes possible, reading keywords from categories", () => {
    const small = snapshotRoster(army(AOS_ID, "Small", [{ entry: "hero" }]));
    // A Loonboss (HERO) and a unit of exactly 5 Stabbas: Assassinate and Blunt become possible.
    const withHero = snapshotRoster(army(AOS_ID, "Large", [{ entry: "hero" }, { entry: "gobbos", models: 5 }]));
    expect(compareBsRosters(small, withHero, en, aosRules).facts[0]!.message).toMatch(/Assassinate.*Blunt.*Endure.*Seize Ground/);
    // 4 Stabbas and a Troggoth (a MONSTER category): no unit of 5, so no Blunt; Assassinate stays.
    const noFive = snapshotRoster(army(AOS_ID, "Large", [{ entry: "gobbos", models: 4 }, { entry: "trolls" }]));
    const message = compareBsRosters(small, noFive, en, aosRules).facts[0]!.message;
    expect(message).toContain("Assassinate");
    expect(message).not.toContain("Blunt");
  });

  it.each([
    { case: "combined Power Level exactly at Combat Patrol's 50", a: [{ entry: "trolls" as const, models: 3 }], b: [{ entry: "gobbos" as const, models: 26 }], code: "battle-size.found", size: "Combat Patrol" },
    { case: "one over 50 is an Incursion", a: [{ entry: "trolls" as const, models: 3 }], b: [{ entry: "gobbos" as const, models: 27 }], code: "battle-size.found", size: "Incursion" },
    { case: "below 15 suggests Kill Team", a: [{ entry: "hero" as const }], b: [{ entry: "hero" as const }], code: "battle-size.too-small", size: "Kill Team" },
  ])("40k battle size from the cost type the data names: $case", ({ a, b, code, size }) => {
    const rules = rulesFor(shippedBsRulesets(), WH40K_ID);
    const view = compareBsRosters(snapshotRoster(army(WH40K_ID, "A", a)), snapshotRoster(army(WH40K_ID, "B", b)), en, rules);
    expect(view.facts.map((f) => f.code)).toEqual([code]);
    expect(view.facts[0]!.message).toContain(size);
  });

  it("states no facts where no ruleset names the game system", () => {
    const view = compareBsRosters(snapshotRoster(army("x", "A", [{ entry: "hero" }])), snapshotRoster(army("x", "B", [{ entry: "gobbos", models: 9 }])), en);
    expect(view.facts).toEqual([]);
  });
});
