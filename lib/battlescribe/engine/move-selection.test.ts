import { describe, expect, it } from "vitest";
import { addForce, findSelection, selectEntry } from "./actions";
import { createEngine } from "./engine";
import { moveSelection, moveTargets } from "./move-selection";
import { rosterCosts } from "./validate";

function build() {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Warband" }] },
      catalogues: [
        { id: "c1", name: "Company", selectionEntries: [{ id: "se-knight", name: "Knight", type: "unit", costs: [{ name: "pts", typeId: "pts", value: 20 }], selectionEntries: [{ id: "se-lance", name: "Lance", type: "upgrade", defaultAmount: "1", costs: [{ name: "pts", typeId: "pts", value: 5 }] }] }] },
        { id: "c2", name: "Horde", selectionEntries: [{ id: "se-orc", name: "Orc", type: "unit" }] },
      ],
    },
    { newId: () => `n${++n}`, rosterName: "List" },
  );
  const first = addForce(engine, "fe", "c1").forceId as string;
  const second = addForce(engine, "fe", "c1").forceId as string;
  const other = addForce(engine, "fe", "c2").forceId as string;
  const knight = selectEntry(engine, first, "se-knight").selectionId as string;
  return { engine, first, second, other, knight };
}

describe("moving a unit to another force", () => {
  it("offers only the other forces of the same catalogue", () => {
    const { engine, first, second, knight } = build();
    expect(moveTargets(engine, findSelection(engine, first, knight)).map((f) => f.id)).toEqual([second]);
  });

  it("moves the unit and what it holds, costs unchanged", () => {
    const { engine, first, second, knight } = build();
    const before = rosterCosts(engine);
    expect(before.get("pts")).toBe(25);
    moveSelection(engine, first, knight, second);
    const moved = findSelection(engine, undefined, knight);
    expect(moved.force.id).toBe(second);
    expect(moved.parent.kind === "force" && moved.parent.id).toBe(second);
    expect(moved.children.map((c) => [c.node.name, c.force.id])).toEqual([["Lance", second]]);
    expect(engine.roster.forces.find((f) => f.id === first)?.selections).toEqual([]);
    expect(rosterCosts(engine)).toEqual(before);
  });

  it("refuses a force of another catalogue and changes nothing", () => {
    const { engine, first, other, knight } = build();
    expect(() => moveSelection(engine, first, knight, other)).toThrow(/cannot move/);
    expect(findSelection(engine, undefined, knight).force.id).toBe(first);
  });
});
