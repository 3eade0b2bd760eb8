import { describe, expect, it } from "vitest";
import { addForce, duplicateSelection, selectChildEntry, selectEntry, setCustomization, setCostLimit } from "./actions";
import { cloneRoster, engineWithRoster } from "./clone-roster";
import { createEngine } from "./engine";
import { walkForces, walkSelections } from "./roster";
import { snapshotRoster } from "./snapshot";

function build() {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts", defaultCostLimit: 100 }], forceEntries: [{ id: "fe", name: "Warband" }] },
      catalogues: [{ id: "c", name: "Company", selectionEntries: [{ id: "se-knight", name: "Knight", type: "unit", costs: [{ name: "pts", typeId: "pts", value: 20 }], selectionEntries: [{ id: "se-lance", name: "Lance", type: "upgrade", costs: [{ name: "pts", typeId: "pts", value: 5 }] }] }] }],
    },
    { newId: () => `n${++n}`, rosterName: "List" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  const knight = selectEntry(engine, forceId, "se-knight").selectionId as string;
  selectChildEntry(engine, forceId, knight, "se-lance");
  setCustomization(engine, { forceId, selectionId: knight, customName: "Sir Tom" });
  return { engine, forceId, knight };
}

describe("a copy of the roster for undo", () => {
  it("is the same roster to the engine: same snapshot", () => {
    const { engine } = build();
    const restored = engineWithRoster(engine, cloneRoster(engine.roster), engine.seq);
    expect(snapshotRoster(restored)).toEqual(snapshotRoster(engine));
  });

  it("stays as it was while the engine changes on", () => {
    const { engine, forceId, knight } = build();
    const kept = cloneRoster(engine.roster);
    const before = snapshotRoster(engineWithRoster(engine, kept, engine.seq));
    duplicateSelection(engine, forceId, knight);
    setCostLimit(engine, "pts", 10);
    setCustomization(engine, { forceId, selectionId: knight, customName: "Sir Ann" });
    expect(snapshotRoster(engineWithRoster(engine, kept, engine.seq))).toEqual(before);
    expect(snapshotRoster(engine)).not.toEqual(before);
  });

  it("points every parent and force link inside the copy, never back at the original", () => {
    const { engine } = build();
    const copy = cloneRoster(engine.roster);
    for (const force of walkForces(copy.forces)) {
      expect(force.parent).toBe(copy);
      for (const category of force.categories) expect(category.force).toBe(force);
      for (const selection of walkSelections(force.selections)) {
        expect(selection.force).toBe(force);
        const parentList = selection.parent.kind === "force" ? selection.parent.selections : selection.parent.children;
        expect(parentList).toContain(selection);
      }
    }
  });
});
