/**
 * How New Recruit's Age of Sigmar 4 data builds a regiment, kept to its mechanics: the first hero
 * in a regiment becomes its leader (a set-primary modifier, "while the regiment has no leader and
 * an ancestor is a Regiment"); the leader gives the units it may lead a category through an
 * `affects` modifier; a unit in a regiment is hidden unless it has that category. Each reading it
 * needs is New Recruit's: instanceOf reaching the forces a selection is in, categories given by
 * `affects` counting in conditions, and selections settled in the order they were made.
 */
import { describe, expect, it } from "vitest";
import type { Condition, DataSet, SelectionEntry } from "../data-types";
import { addChildForce, addForce, findForce, selectEntry } from "./actions";
import { availableEntries } from "./available";
import { createEngine } from "./engine";
import { snapshotRoster } from "./snapshot";

const inRegiment: Condition = { type: "instanceOf", value: 1, field: "selections", scope: "ancestor", childId: "regiment", shared: true };
const notEligible: Condition = { type: "notInstanceOf", value: 1, field: "selections", scope: "self", childId: "eligible", shared: true };

function hero(id: string, name: string): SelectionEntry {
  return {
    id,
    name,
    type: "unit",
    sortIndex: 1,
    categoryLinks: [
      { id: `${id}-hero`, targetId: "hero", primary: true },
      { id: `${id}-daemon`, targetId: "daemon" },
    ],
    modifiers: [
      {
        type: "set-primary",
        field: "category",
        value: "leader",
        conditionGroups: [{ type: "and", conditions: [{ type: "lessThan", value: 1, field: "selections", scope: "force", childId: "leader", shared: true, includeChildSelections: true }, inRegiment] }],
      },
      {
        type: "set",
        field: "hidden",
        value: "true",
        conditionGroups: [
          {
            type: "and",
            conditions: [
              inRegiment,
              { type: "atLeast", value: 1, field: "selections", scope: "force", childId: "leader", shared: true, includeChildSelections: true },
              { type: "notInstanceOf", value: 1, field: "selections", scope: "self", childId: "leader", shared: true },
            ],
          },
        ],
      },
    ],
    // As the leader, it lets the force's daemons join: they get "eligible".
    modifierGroups: [
      {
        type: "and",
        conditions: [{ type: "instanceOf", value: 1, field: "selections", scope: "self", childId: "leader", shared: true }],
        modifiers: [{ type: "add", field: "category", value: "eligible", scope: "force", affects: "self.entries.recursive.daemon" }],
      },
    ],
  };
}

function unit(id: string, name: string, keyword: string): SelectionEntry {
  return {
    id,
    name,
    type: "unit",
    categoryLinks: [{ id: `${id}-kw`, targetId: keyword, primary: true }],
    modifiers: [{ type: "set", field: "hidden", value: "true", conditionGroups: [{ type: "and", conditions: [inRegiment, notEligible] }] }],
  };
}

const data: DataSet = {
  gameSystem: {
    id: "realms",
    name: "Realms",
    costTypes: [{ id: "points", name: "pts" }],
    categoryEntries: [
      { id: "leader", name: "Regimental Leader" },
      { id: "eligible", name: "Regimental Option" },
      { id: "hero", name: "HERO" },
      { id: "daemon", name: "DAEMON" },
      { id: "mortal", name: "MORTAL" },
    ],
    forceEntries: [
      {
        id: "ghb",
        name: "General's Handbook",
        categoryLinks: [{ id: "ghb-hero", targetId: "hero" }],
        forceEntryLinks: [{ id: "link-regiment", name: "Regiment", targetId: "regiment", type: "forceEntry", hidden: false }],
      },
      {
        id: "regiment",
        name: "Regiment",
        hidden: true,
        categoryLinks: [
          { id: "reg-leader", targetId: "leader", constraints: [{ id: "one-leader", type: "min", value: 1, field: "selections", scope: "force", shared: true }] },
          { id: "reg-hero", targetId: "hero" },
          { id: "reg-daemon", targetId: "daemon" },
          { id: "reg-mortal", targetId: "mortal" },
        ],
      },
    ],
  },
  catalogues: [
    {
      id: "khorne",
      name: "Khorne",
      selectionEntries: [
        hero("bloodmaster", "Bloodmaster"),
        hero("skarbrand", "Skarbrand"),
        unit("bloodletters", "Bloodletters", "daemon"),
        unit("warriors", "Blood Warriors", "mortal"),
        // Offered only in a force of the General's Handbook (the parent of a root selection is its force).
        { id: "lore", name: "Lore", type: "upgrade", hidden: true, modifiers: [{ type: "set", field: "hidden", value: "false", conditions: [{ type: "instanceOf", value: 1, field: "selections", scope: "parent", childId: "ghb", shared: true }] }] },
      ],
    },
  ],
};

function regimentRoster() {
  let n = 0;
  const engine = createEngine(data, { newId: () => `id${++n}` });
  const ghb = addForce(engine, "ghb", "khorne").forceId as string;
  const regiment = addChildForce(engine, ghb, "link-regiment::regiment", "khorne").forceId as string;
  const offered = (forceId: string) => availableEntries(engine, findForce(engine, forceId)).map((e) => e.name);
  return { engine, ghb, regiment, offered };
}

describe("an Age of Sigmar 4 regiment, as New Recruit builds it", () => {
  it("the first hero leads the regiment and lets its daemons join, not its mortals", () => {
    const { engine, regiment, offered } = regimentRoster();
    expect(snapshotRoster(engine).errors.map((e) => e.constraintId)).toEqual(["one-leader"]);
    selectEntry(engine, regiment, "bloodmaster");
    const snapshot = snapshotRoster(engine);
    expect(snapshot.errors).toEqual([]);
    const leader = snapshot.forces[0]?.childForces[0]?.selections[0];
    expect(leader?.categories.find((c) => c.primary)?.entryId).toBe("leader");
    expect(offered(regiment)).toContain("Bloodletters");
    expect(offered(regiment)).not.toContain("Blood Warriors");
    // A second hero would not lead: it is not offered.
    expect(offered(regiment)).not.toContain("Skarbrand");
    selectEntry(engine, regiment, "bloodletters");
    expect(snapshotRoster(engine).errors).toEqual([]);
  });

  it("of two heroes in one regiment, the one added first is the leader and the other is hidden", () => {
    const { engine, regiment } = regimentRoster();
    selectEntry(engine, regiment, "skarbrand");
    // Added while the regiment had a leader: the data hides it.
    selectEntry(engine, regiment, "bloodmaster");
    const snapshot = snapshotRoster(engine);
    const selections = snapshot.forces[0]?.childForces[0]?.selections ?? [];
    const primaryOf = (name: string) => selections.find((s) => s.name === name)?.categories.find((c) => c.primary)?.entryId;
    expect([primaryOf("Skarbrand"), primaryOf("Bloodmaster")]).toEqual(["leader", "hero"]);
    expect(snapshot.errors.map((e) => [e.code, e.params.entry])).toEqual([["hidden", "Bloodmaster"]]);
  });

  it("the parent of a root selection is its force: the lore is offered in the General's Handbook force only", () => {
    const { ghb, regiment, offered } = regimentRoster();
    expect(offered(ghb)).toContain("Lore");
    expect(offered(regiment)).not.toContain("Lore");
  });
});
