import { describe, expect, it } from "vitest";
import { addForce, selectChildEntry, selectEntry } from "./actions";
import { createEngine } from "./engine";
import { createFacts } from "./facts";
import { resolveScope } from "./queries";
import type { SelectionNode } from "./roster";
import { walkSelections } from "./roster";

function squad() {
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
              id: "se-squad",
              name: "Squad",
              type: "unit",
              selectionEntries: [
                { id: "se-trooper", name: "Trooper", type: "model", selectionEntries: [{ id: "se-grenade", name: "Grenade", type: "upgrade" }] },
                { id: "se-banner", name: "Banner", type: "upgrade" },
              ],
            },
          ],
        },
      ],
    },
    { newId: () => `n${++n}`, rosterName: "List" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  const squadId = selectEntry(engine, forceId, "se-squad").selectionId as string;
  const trooperId = selectChildEntry(engine, forceId, squadId, "se-trooper").selectionId as string;
  selectChildEntry(engine, forceId, trooperId, "se-grenade");
  selectChildEntry(engine, forceId, squadId, "se-banner");
  const all = walkSelections(engine.roster.forces[0]!.selections);
  const named = (name: string) => all.find((s) => s.node.name === name) as SelectionNode;
  return { engine, named };
}

describe("New Recruit's scopes by selection type", () => {
  it.each([
    { from: "Grenade", scope: "model", expected: "Trooper" },
    { from: "Grenade", scope: "unit", expected: "Squad" },
    { from: "Grenade", scope: "model-or-unit", expected: "Trooper" },
    { from: "Grenade", scope: "root-entry", expected: "Squad" },
    { from: "Grenade", scope: "model-self", expected: "Trooper" },
    { from: "Banner", scope: "model", expected: undefined },
    { from: "Banner", scope: "model-self", expected: "Banner" },
    { from: "Banner", scope: "upgrade", expected: "Banner" },
  ])("from the $from, $scope is the $expected", ({ from, scope, expected }) => {
    const { engine, named } = squad();
    const found = resolveScope(named(from), scope, createFacts(engine));
    expect(found?.kind === "selection" ? found.node.name : found).toBe(expected);
  });
});
