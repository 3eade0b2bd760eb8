import { describe, expect, it } from "vitest";
import type { Association, SelectionEntry } from "../data-types";
import { addForce, findSelection, selectChildEntry, selectEntry } from "./actions";
import { associationChoices, boundsOf } from "./associations";
import { createEngine } from "./engine";
import { createFacts } from "./facts";

describe("an association's bounds", () => {
  it.each([
    { title: "min and max as written", written: { min: 1, max: 2 }, bounds: { min: 1, max: 2 } },
    { title: "no min: none needed", written: { max: 1 }, bounds: { min: 0, max: 1 } },
    { title: "no max: no limit", written: { min: 1 }, bounds: { min: 1, max: undefined } },
    { title: "a negative max is no limit, as for constraints", written: { min: 0, max: -1 }, bounds: { min: 0, max: undefined } },
    { title: "a negative min is none", written: { min: -2 }, bounds: { min: 0, max: undefined } },
  ])("$title", ({ written, bounds }) => {
    expect(boundsOf(written as Association)).toEqual(bounds);
  });
});

/** A unit that joins a battalion (New Recruit's Age of Sigmar data: scope roster, childId the battalion's entry). */
function battalionRoster(association: Association) {
  const battalion: SelectionEntry = { id: "se-battalion", name: "Battalion", type: "upgrade", selectionEntries: [{ id: "se-inner", name: "Battalion", type: "upgrade" }] };
  const unit: SelectionEntry = { id: "se-unit", name: "Unit", type: "unit", sortIndex: 1, selectionEntries: [{ id: "se-member", name: "Member", type: "upgrade", associations: [association] }] };
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Army" }] },
      catalogues: [{ id: "c", name: "Company", selectionEntries: [battalion, unit], sharedSelectionEntries: [] }],
    },
    { newId: () => `id${++n}` },
  );
  const first = addForce(engine, "fe").forceId as string;
  const second = addForce(engine, "fe").forceId as string;
  const inFirst = selectEntry(engine, first, "se-battalion");
  const inSecond = selectEntry(engine, second, "se-battalion");
  selectChildEntry(engine, first, inFirst.selectionId as string, "se-inner");
  selectChildEntry(engine, second, inSecond.selectionId as string, "se-inner");
  const unitId = selectEntry(engine, first, "se-unit").selectionId as string;
  const member = selectChildEntry(engine, first, unitId, "se-member").selectionId as string;
  const choice = associationChoices(engine, findSelection(engine, first, member), createFacts(engine))[0]!;
  return { choice, battalions: [inFirst.selectionId, inSecond.selectionId] };
}

describe("the selections an association may link to", () => {
  it("scope roster: the matching root selections of every force; nested ones only with includeChildSelections", () => {
    const plain = battalionRoster({ id: "as", name: "Battalion", min: 1, max: 1, scope: "roster", childId: "se-battalion" });
    expect(plain.choice.candidates.map((c) => c.id)).toEqual(plain.battalions);
    const byName = battalionRoster({ id: "as", name: "Battalion", min: 1, max: 1, scope: "roster", childId: "se-inner" });
    expect(byName.choice.candidates).toEqual([]);
    const deep = battalionRoster({ id: "as", name: "Battalion", min: 1, max: 1, scope: "roster", childId: "se-inner", includeChildSelections: true });
    expect(deep.choice.candidates).toHaveLength(2);
  });

  it("scope force: only the owner's force", () => {
    const { choice, battalions } = battalionRoster({ id: "as", name: "Battalion", min: 1, max: 1, scope: "force", childId: "se-battalion" });
    expect(choice.candidates.map((c) => c.id)).toEqual([battalions[0]]);
    // One candidate for a minimum of one: linked when the member was added.
    expect(choice.chosen.map((c) => c.id)).toEqual([battalions[0]]);
  });

  it("two candidates for a minimum of one: nothing is chosen for the player", () => {
    const { choice } = battalionRoster({ id: "as", name: "Battalion", min: 1, max: 1, scope: "roster", childId: "se-battalion" });
    expect(choice.chosen).toEqual([]);
  });
});
