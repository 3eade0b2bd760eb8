import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueSchema, gameSystemSchema } from "../gamedata/catalogue-schema";
import { rosterSchema, type Roster, type Selection } from "../gamedata/roster-schema";
import { en } from "../i18n/english";
import { describeRosterChange, diffRosters, type RosterChange } from "./roster-diff";

const data = path.resolve(__dirname, "../../data");
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(data, file), "utf8"));
const system = gameSystemSchema.parse(read("systems/aof-regiments/system.json"));
const catalogue = catalogueSchema.parse(read("systems/aof-regiments/catalogues/human-empire.json"));
const base = rosterSchema.parse(read("examples/aof-regiments-750.json"));

function edit(change: (units: Selection[], roster: Roster) => void): Roster {
  const roster = structuredClone(base);
  change(roster.forces[0]!.selections, roster);
  return roster;
}
const unit = (units: Selection[], id: string) => units.find((u) => u.id === id)!;
const costOf = (before: Roster, after: Roster) => diffRosters(before, after, system, catalogue).find((c) => c.kind === "cost");

describe("diffRosters: what changed between two versions, in a player's terms", () => {
  it.each<[string, (units: Selection[], roster: Roster) => void, RosterChange[]]>([
    ["a unit removed", (units) => units.splice(units.findIndex((u) => u.id === "r2-griffin"), 1), [{ kind: "unit-removed", unit: "Griffin", models: 1 }]],
    ["a unit added", (units) => units.push({ id: "new-griffin", entryId: "he-griffin", number: 1 }), [{ kind: "unit-added", unit: "Griffin", models: 1 }]],
    ["an option added", (units) => unit(units, "r2-knights").selections!.push({ id: "x", entryId: "he-knights-musician", number: 1 }), [{ kind: "option-added", unit: "Knights", option: "Musician", number: 1 }]],
    ["an option removed", (units) => (unit(units, "r2-spearmen").selections = unit(units, "r2-spearmen").selections!.filter((s) => s.entryId !== "he-infantry-banner")), [{ kind: "option-removed", unit: "Spearmen", option: "Banner", number: 1 }]],
    ["a size changed", (units) => (unit(units, "r2-spearmen").selections![0]!.number = 11), [{ kind: "unit-models", unit: "Spearmen", from: 10, to: 11 }]],
    ["a rename", (_units, roster) => (roster.name = "Border Watch"), [{ kind: "renamed", from: base.name, to: "Border Watch" }]],
  ])("%s", (_label, change, expected) => {
    const after = edit(change);
    const changes = diffRosters(base, after, system, catalogue).filter((c) => c.kind !== "cost" && c.kind !== "validity");
    expect(changes).toEqual(expected);
  });

  it("gives the cost change and says when the roster stops being valid", () => {
    const after = edit((units) => (unit(units, "r2-spearmen").selections![0]!.number = 11));
    const changes = diffRosters(base, after, system, catalogue);
    expect(changes).toContainEqual({ kind: "cost", costType: "pts", costTypeId: "pts", from: expect.any(Number), to: expect.any(Number) });
    const cost = costOf(base, after) as Extract<RosterChange, { kind: "cost" }>;
    expect(cost.to - cost.from).toBe(8);
    expect(changes.at(-1)).toEqual({ kind: "validity", from: true, to: false });
  });

  it("finds nothing between a roster and itself", () => {
    expect(diffRosters(base, structuredClone(base), system, catalogue)).toEqual([]);
  });

  it("matches units of two different rosters by entry, in order, when their ids differ", () => {
    const other = edit((units) => {
      for (const u of units) u.id = `other-${u.id}`;
      unit(units, "other-r2-knights").selections!.push({ id: "m", entryId: "he-knights-musician", number: 1 });
    });
    expect(diffRosters(base, other, system, catalogue).filter((c) => c.kind !== "cost" && c.kind !== "validity")).toEqual([{ kind: "option-added", unit: "Knights", option: "Musician", number: 1 }]);
  });

  it("says every change in words with its values", () => {
    const lines = [
      describeRosterChange(en, { kind: "unit-added", unit: "Griffin", models: 1 }),
      describeRosterChange(en, { kind: "option-number", unit: "Knights", option: "Lances", from: 1, to: 2 }),
      describeRosterChange(en, { kind: "cost", costType: "Points", from: 745, to: 753 }),
      describeRosterChange(en, { kind: "validity", from: true, to: false }),
    ];
    expect(lines).toEqual(["Griffin added (1 model).", "Knights: Lances from 1 to 2.", "Points: 745 → 753.", "The roster is no longer valid."]);
  });
});
