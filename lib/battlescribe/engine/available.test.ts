import { describe, expect, it } from "vitest";
import type { SelectionEntry } from "../data-types";
import { addForce, selectEntry } from "./actions";
import { availableEntries, availableForceEntries } from "./available";
import { createEngine } from "./engine";
import { snapshotRoster } from "./snapshot";

function namesOffered(entries: SelectionEntry[]): string[] {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Army" }] },
      catalogues: [{ id: "c", name: "Company", selectionEntries: entries }],
    },
    { newId: () => `n${++n}`, rosterName: "List" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  const force = engine.roster.forces.find((f) => f.id === forceId)!;
  return availableEntries(engine, force).map((e) => e.name);
}

const entry = (name: string, sortIndex?: number): SelectionEntry => ({ id: `se-${name}`, name, type: "unit", ...(sortIndex === undefined ? {} : { sortIndex }) });

describe("order of the entries a player may add (New Recruit's sortIndex)", () => {
  it.each([
    { title: "no sortIndex: the data's order", entries: [entry("Cc"), entry("Aa"), entry("Bb")], order: ["Cc", "Aa", "Bb"] },
    { title: "sortIndex ascending", entries: [entry("Cc", 3), entry("Aa", 2), entry("Bb", 1)], order: ["Bb", "Aa", "Cc"] },
    { title: "entries without one after those with one", entries: [entry("Cc"), entry("Aa", 5), entry("Bb")], order: ["Aa", "Cc", "Bb"] },
    { title: "equal indexes keep the data's order", entries: [entry("Cc", 1), entry("Aa", 1), entry("Bb", 0)], order: ["Bb", "Cc", "Aa"] },
  ])("$title", ({ entries, order }) => {
    expect(namesOffered(entries)).toEqual(order);
  });
});

describe("order of what was selected (sortIndex before names)", () => {
  it("lists a unit's options by sortIndex, then by name", () => {
    let n = 0;
    const engine = createEngine(
      {
        gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Army" }] },
        catalogues: [
          {
            id: "c",
            name: "Company",
            selectionEntries: [
              {
                id: "se-unit",
                name: "Unit",
                type: "unit",
                selectionEntries: [
                  { id: "se-a", name: "Axe", type: "upgrade", defaultAmount: "1" },
                  { id: "se-z", name: "Zweihander", type: "upgrade", defaultAmount: "1", sortIndex: 1 },
                  { id: "se-b", name: "Bow", type: "upgrade", defaultAmount: "1" },
                  { id: "se-c", name: "Club", type: "upgrade", defaultAmount: "1", sortIndex: 2 },
                ],
              },
            ],
          },
        ],
      },
      { newId: () => `n${++n}`, rosterName: "List" },
    );
    const forceId = addForce(engine, "fe").forceId as string;
    selectEntry(engine, forceId, "se-unit");
    expect(snapshotRoster(engine).forces[0]!.selections[0]!.children.map((c) => c.name)).toEqual(["Zweihander", "Club", "Axe", "Bow"]);
  });
});

describe("force entries a player may add", () => {
  it("leaves out hidden ones: in the data, or by a modifier where the force would go", () => {
    const engine = createEngine({
      gameSystem: {
        id: "gs",
        name: "Skirmish",
        forceEntries: [
          { id: "fe-army", name: "Army", forceEntries: [{ id: "fe-allies", name: "Allies" }, { id: "fe-vault", name: "Vault", hidden: true }] },
          { id: "fe-secret", name: "Secret", hidden: true },
          { id: "fe-elite", name: "Elite", modifiers: [{ type: "set", field: "hidden", value: "true", conditions: [{ type: "atLeast", value: 1, field: "forces", scope: "roster", childId: "fe-army", shared: true }] }] },
        ],
      },
      catalogues: [],
    });
    const names = () => availableForceEntries(engine).map((f) => f.name);
    expect(names()).toEqual(["Army", "Elite"]);
    addForce(engine, "fe-army");
    expect(names()).toEqual(["Army"]);
    expect(availableForceEntries(engine, engine.roster.forces[0]).map((f) => f.name)).toEqual(["Allies"]);
  });
});
