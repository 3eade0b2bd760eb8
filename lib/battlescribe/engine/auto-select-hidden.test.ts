/**
 * A new force takes what its data asks for (minimums, default amounts), judged on the empty
 * force; what the filled force then hides is taken out again. Age of Sigmar 4's "READ ME" is the
 * case: min 1 and 1 by default, 500 points, hidden once the force holds any selection (a notice
 * for BattleScribe users that New Recruit never shows).
 */
import { describe, expect, it } from "vitest";
import type { DataSet, SelectionEntry } from "../data-types";
import { addChildForce, addForce, selectEntry } from "./actions";
import { createEngine } from "./engine";
import { snapshotRoster } from "./snapshot";

const readMe: SelectionEntry = {
  id: "read-me",
  name: "READ ME",
  type: "upgrade",
  defaultAmount: "1",
  costs: [{ name: "pts", typeId: "points", value: 500 }],
  constraints: [{ id: "read-me-min", type: "min", value: 1, field: "selections", scope: "parent", shared: true }],
  modifiers: [{ type: "set", field: "hidden", value: "true", conditions: [{ type: "atLeast", value: 1, field: "selections", scope: "force", childId: "any", shared: true }] }],
};

const formation: SelectionEntry = {
  id: "formation",
  name: "Battle Formation",
  type: "upgrade",
  defaultAmount: "1",
  constraints: [{ id: "formation-max", type: "max", value: 1, field: "selections", scope: "roster", shared: true, includeChildSelections: true, includeChildForces: true }],
  selectionEntries: [{ id: "banner", name: "Banner", type: "upgrade", constraints: [{ id: "banner-min", type: "min", value: 1, field: "selections", scope: "parent", shared: true }] }],
};

function data(entries: SelectionEntry[]): DataSet {
  return {
    gameSystem: {
      id: "aos4",
      name: "Age of Sigmar 4.0",
      costTypes: [{ id: "points", name: "pts" }],
      forceEntries: [{ id: "ghb", name: "General's Handbook", forceEntries: [{ id: "regiment", name: "Regiment" }] }],
      selectionEntries: entries,
    },
    catalogues: [{ id: "bok", name: "Blades of Khorne", selectionEntries: [{ id: "bloodletters", name: "Bloodletters", type: "unit", costs: [{ name: "pts", typeId: "points", value: 170 }] }] }],
  };
}

function build(entries: SelectionEntry[]) {
  let n = 0;
  const engine = createEngine(data(entries), { newId: () => `id${++n}` });
  const force = addForce(engine, "ghb", "bok").forceId as string;
  return { engine, force };
}

const names = (engine: ReturnType<typeof build>["engine"]) => snapshotRoster(engine).forces[0]?.selections.map((s) => s.name);

describe("automatic selections the filled force hides", () => {
  it.each([
    ["beside an entry the force must take", [readMe, formation], ["Battle Formation"]],
    ["an entry the force must take stays, with what it must hold", [formation], ["Battle Formation"]],
  ] as const)("%s", (_, entries, expected) => {
    const { engine } = build([...entries]);
    expect(names(engine)).toEqual(expected);
    const snapshot = snapshotRoster(engine);
    expect(snapshot.errors).toEqual([]);
    expect(snapshot.costs.find((c) => c.name === "pts")?.value ?? 0).toBe(0);
  });

  it("what came under a withdrawn selection goes with it, and the force builds on as usual", () => {
    const { engine, force } = build([readMe, formation]);
    selectEntry(engine, force, "bloodletters");
    const snapshot = snapshotRoster(engine);
    expect(snapshot.forces[0]?.selections.map((s) => s.name).sort()).toEqual(["Battle Formation", "Bloodletters"]);
    expect(snapshot.forces[0]?.selections.find((s) => s.name === "Battle Formation")?.children.map((s) => s.name)).toEqual(["Banner"]);
    expect(snapshot.costs.find((c) => c.name === "pts")?.value).toBe(170);
  });

  it("a default amount stops at the entry's maximum: a regiment under the force takes no second Battle Formation", () => {
    const { engine, force } = build([readMe, formation]);
    const regiment = addChildForce(engine, force, "regiment").forceId as string;
    selectEntry(engine, regiment, "bloodletters");
    const snapshot = snapshotRoster(engine);
    expect(snapshot.forces[0]?.selections.map((s) => s.name)).toEqual(["Battle Formation"]);
    expect(snapshot.forces[0]?.childForces.map((f) => f.selections.map((s) => s.name))).toEqual([["Bloodletters"]]);
    expect(snapshot.errors).toEqual([]);
  });

  it("BattleScribe's own data keeps the hidden selection, as BattleScribe does (an error the data asked for)", () => {
    // No New Recruit attribute: the notice comes by its minimum alone.
    const { defaultAmount: _notice, ...notice } = readMe;
    const { engine } = build([notice]);
    expect(names(engine)).toEqual(["READ ME"]);
    expect(snapshotRoster(engine).errors.map((e) => e.code)).toEqual(["hidden"]);
  });
});
