/**
 * Counting forces within forces. New Recruit counts every force inside the scope, whatever
 * `includeChildForces` says, and its data relies on it: Age of Sigmar 4's Regiment (always a
 * force within the General's Handbook force) must appear at least once "in the roster", and the
 * General's Handbook force says "add a regiment" while the roster holds at most one force.
 * BattleScribe's data keeps BattleScribe's reading: only the scope's own forces, unless the flag
 * asks for more.
 */
import { describe, expect, it } from "vitest";
import type { DataSet } from "../data-types";
import { addChildForce, addForce, findForce, selectEntry } from "./actions";
import { availableEntries } from "./available";
import { createEngine } from "./engine";
import { snapshotRoster } from "./snapshot";

function data(writtenForNewRecruit: boolean): DataSet {
  return {
    gameSystem: {
      id: "realms",
      name: "Realms",
      costTypes: [{ id: "points", name: "pts" }],
      forceEntries: [
        {
          id: "ghb",
          name: "General's Handbook",
          modifiers: [{ type: "add", field: "error", value: "Add a regiment", conditions: [{ type: "atMost", value: 1, field: "forces", scope: "roster", childId: "any", shared: true }] }],
          forceEntries: [{ id: "regiment", name: "Regiment", constraints: [{ id: "one-regiment", type: "min", value: 1, field: "forces", scope: "roster", shared: true }] }],
        },
      ],
    },
    // sortIndex is written only by New Recruit's editor: it marks the data as written for it.
    catalogues: [{ id: "army", name: "Army", selectionEntries: [{ id: "unit", name: "Unit", type: "unit", ...(writtenForNewRecruit ? { sortIndex: 1 } : {}) }] }],
  };
}

function rosterWithRegiment(writtenForNewRecruit: boolean) {
  let n = 0;
  const engine = createEngine(data(writtenForNewRecruit), { newId: () => `id${++n}` });
  const ghb = addForce(engine, "ghb", "army").forceId as string;
  return { engine, ghb };
}

describe("forces within forces", () => {
  it("New Recruit's data: the regiment inside the General's Handbook force counts in the roster", () => {
    const { engine, ghb } = rosterWithRegiment(true);
    expect(snapshotRoster(engine).errors.map((e) => e.text)).toContain("Add a regiment");
    addChildForce(engine, ghb, "regiment");
    expect(snapshotRoster(engine).errors).toEqual([]);
  });

  it("BattleScribe's data: the roster's own forces only, as BattleScribe counts them", () => {
    const { engine, ghb } = rosterWithRegiment(false);
    addChildForce(engine, ghb, "regiment");
    const errors = snapshotRoster(engine).errors;
    expect(errors.map((e) => e.text)).toContain("Add a regiment");
    expect(errors.some((e) => e.constraintId === "one-regiment")).toBe(true);
  });

  it("New Recruit's data: a force made through a force entry link is counted, and is an instance, by its target's id", () => {
    const linked: DataSet = {
      gameSystem: {
        id: "realms",
        name: "Realms",
        costTypes: [{ id: "points", name: "pts" }],
        forceEntries: [
          {
            id: "ghb",
            name: "General's Handbook",
            modifiers: [{ type: "add", field: "error", value: "Add a regiment", conditions: [{ type: "lessThan", value: 1, field: "forces", scope: "roster", childId: "regiment", shared: true }] }],
            forceEntryLinks: [{ id: "link-regiment", name: "Regiment", targetId: "regiment", type: "forceEntry", hidden: false }],
          },
          { id: "regiment", name: "Regiment", hidden: true },
        ],
      },
      catalogues: [
        {
          id: "army",
          name: "Army",
          selectionEntries: [
            { id: "unit", name: "Unit", type: "unit", sortIndex: 1 },
            // Offered only in a force of the General's Handbook, as Age of Sigmar 4's lores are.
            { id: "lore", name: "Lore", type: "upgrade", hidden: true, modifiers: [{ type: "set", field: "hidden", value: "false", conditions: [{ type: "instanceOf", value: 1, field: "selections", scope: "force", childId: "ghb", shared: true }] }] },
          ],
        },
      ],
    };
    let n = 0;
    const engine = createEngine(linked, { newId: () => `id${++n}` });
    const ghb = addForce(engine, "ghb", "army").forceId as string;
    expect(snapshotRoster(engine).errors.map((e) => e.text)).toEqual(["Add a regiment"]);
    const regiment = addChildForce(engine, ghb, "link-regiment::regiment").forceId as string;
    expect(snapshotRoster(engine).errors).toEqual([]);
    const offered = (forceId: string) => availableEntries(engine, findForce(engine, forceId)).map((e) => e.name);
    expect(offered(ghb)).toContain("Lore");
    expect(offered(regiment)).not.toContain("Lore");
  });
});

describe("a hidden entry, asked per selection", () => {
  // "The Leader" leads while the force has no leader; once it has one, another is hidden unless it
  // leads: a second cannot be added, the first stays legal (as Age of Sigmar 4's regiment leaders).
  const leading = { type: "atLeast", value: 1, field: "selections", scope: "force", childId: "leads", shared: true } as const;
  const leaderData = (writtenForNewRecruit: boolean): DataSet => ({
    gameSystem: {
      id: "realms",
      name: "Realms",
      costTypes: [{ id: "points", name: "pts" }],
      categoryEntries: [{ id: "leads", name: "Leader" }],
      forceEntries: [{ id: "army", name: "Army" }],
    },
    catalogues: [
      {
        id: "army-cat",
        name: "Army",
        selectionEntries: [
          {
            id: "leader",
            name: "The Leader",
            type: "unit",
            ...(writtenForNewRecruit ? { sortIndex: 1 } : {}),
            modifiers: [
              { type: "add", field: "category", value: "leads", conditions: [{ ...leading, type: "lessThan" }] },
              {
                type: "set",
                field: "hidden",
                value: "true",
                conditionGroups: [{ type: "and", conditions: [leading, { type: "notInstanceOf", value: 1, field: "selections", scope: "self", childId: "leads", shared: true }] }],
              },
            ],
          },
        ],
      },
    ],
  });

  it.each([
    ["New Recruit's data: the chosen leader is not hidden from itself", true, []],
    ["BattleScribe's data: the entry is hidden where it is, so the chosen one is an error", false, ["hidden"]],
  ] as const)("%s", (_, writtenForNewRecruit, codes) => {
    let n = 0;
    const engine = createEngine(leaderData(writtenForNewRecruit), { newId: () => `id${++n}` });
    const force = addForce(engine, "army", "army-cat").forceId as string;
    selectEntry(engine, force, "leader");
    expect(snapshotRoster(engine).errors.map((e) => e.code)).toEqual(codes);
    // Either way a second leader is not offered.
    expect(availableEntries(engine, findForce(engine, force)).map((e) => e.name)).toEqual([]);
  });
});
