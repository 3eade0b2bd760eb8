import { describe, expect, it } from "vitest";
import type { SelectionEntry, SelectionEntryGroup } from "../data-types";
import { addForce, findSelection, selectEntry } from "./actions";
import { availableEntries } from "./available";
import { createEngine } from "./engine";
import { optionSections, startsCollapsed } from "./option-sections";

const upgrade = (name: string): SelectionEntry => ({ id: `se-${name}`, name, type: "upgrade" });

function sectionsOf(unit: Partial<SelectionEntry>, sharedGroups: SelectionEntryGroup[] = []) {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Army" }] },
      catalogues: [{ id: "c", name: "Company", selectionEntries: [{ id: "se-unit", name: "Unit", type: "unit", ...unit }], sharedSelectionEntryGroups: sharedGroups }],
    },
    { newId: () => `n${++n}` },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  const selection = findSelection(engine, forceId, selectEntry(engine, forceId, "se-unit").selectionId as string);
  return {
    sections: optionSections(availableEntries(engine, selection)).map((s) => ({ group: s.group?.name, collapsed: s.collapsed, entries: s.entries.map((e) => e.name) })),
    collapsedUnit: startsCollapsed(selection.node),
  };
}

describe("a selection's options under their groups (New Recruit's flatten and collapsible)", () => {
  it.each([
    {
      title: "options in no group come first, with no heading; a group is a section",
      unit: { selectionEntries: [upgrade("Banner")], selectionEntryGroups: [{ id: "g-w", name: "Weapons", selectionEntries: [upgrade("Axe"), upgrade("Bow")] }] },
      sections: [
        { group: undefined, collapsed: false, entries: ["Banner"] },
        { group: "Weapons", collapsed: false, entries: ["Axe", "Bow"] },
      ],
    },
    {
      title: "a flattened group's options join their parent's",
      unit: { selectionEntries: [upgrade("Banner")], selectionEntryGroups: [{ id: "g-w", name: "Weapons", flatten: true, selectionEntries: [upgrade("Axe")] }] },
      sections: [{ group: undefined, collapsed: false, entries: ["Banner", "Axe"] }],
    },
    {
      title: "a group inside a flattened group is shown under its own name",
      unit: { selectionEntryGroups: [{ id: "g-o", name: "Outer", flatten: true, selectionEntries: [upgrade("Axe")], selectionEntryGroups: [{ id: "g-i", name: "Inner", selectionEntries: [upgrade("Bow")] }] }] },
      sections: [
        { group: undefined, collapsed: false, entries: ["Axe"] },
        { group: "Inner", collapsed: false, entries: ["Bow"] },
      ],
    },
    {
      title: "a flattened group inside a shown one joins that one",
      unit: { selectionEntryGroups: [{ id: "g-o", name: "Outer", selectionEntries: [upgrade("Axe")], selectionEntryGroups: [{ id: "g-i", name: "Inner", flatten: true, selectionEntries: [upgrade("Bow")] }] }] },
      sections: [{ group: "Outer", collapsed: false, entries: ["Axe", "Bow"] }],
    },
    {
      title: "a collapsible group starts folded",
      unit: { selectionEntryGroups: [{ id: "g-r", name: "Runes", collapsible: true, selectionEntries: [upgrade("Rune")] }] },
      sections: [{ group: "Runes", collapsed: true, entries: ["Rune"] }],
    },
    {
      title: "a link's own flatten decides for the group it reaches",
      unit: { entryLinks: [{ id: "l-w", name: "Weapons", targetId: "g-shared", type: "selectionEntryGroup" as const, flatten: true }] },
      shared: [{ id: "g-shared", name: "Weapons", selectionEntries: [upgrade("Axe")] }],
      sections: [{ group: undefined, collapsed: false, entries: ["Axe"] }],
    },
  ])("$title", ({ unit, shared, sections }) => {
    expect(sectionsOf(unit, shared).sections).toEqual(sections);
  });

  it("a collapsible unit's options start folded; others do not", () => {
    expect(sectionsOf({ collapsible: true, selectionEntries: [upgrade("Banner")] }).collapsedUnit).toBe(true);
    expect(sectionsOf({ selectionEntries: [upgrade("Banner")] }).collapsedUnit).toBe(false);
  });
});
