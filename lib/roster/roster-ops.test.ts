import { describe, expect, it } from "vitest";
import { evaluate, getCatalogueIndex } from "../engine";
import { loadGameData } from "../gamedata/load-dir";
import { captain, soldiers, tinyCatalogue, tinyRoster, tinySystem } from "../engine/test-support/tiny-game";
import { addOption, addUnit, duplicateSelection, findSelection, moveUnit, patchSelection, removeSelection, setNumber, toggleSpell } from "./roster-ops";
import { createRoster } from "./new-roster";
import { record, redo, startHistory, undo } from "./undo-history";

let n = 0;
const newId = () => `n${++n}`;
const system = tinySystem();
const catalogue = tinyCatalogue();
const index = getCatalogueIndex(system, catalogue);

describe("adding a unit", () => {
  it("comes with its minimum models and default weapon", () => {
    const { roster, id } = addUnit(index, tinyRoster([]), "f1", "soldiers", newId);
    const unit = findSelection(roster, id!)?.selection;
    expect(unit?.selections?.map((s) => [s.entryId, s.number])).toEqual([["soldier", 5], ["sword", 1]]);
    expect(unit?.keywordChoices).toEqual({});
  });

  it("gives every unit of every shipped catalogue a legal default", async () => {
    const data = await loadGameData();
    for (const cat of data.catalogues) {
      const sys = data.systems.find((s) => s.id === cat.gameSystemId)!;
      const idx = getCatalogueIndex(sys, cat);
      for (const slot of idx.roots.slots.values()) {
        if (slot.hidden || slot.entry.type === "upgrade") continue;
        const empty = createRoster(sys, cat, { name: "t", rulesetId: sys.rulesets[0]!.id }, newId);
        const { roster, id } = addUnit(idx, empty, empty.forces[0]!.id, slot.entryId, newId);
        const unitIssues = evaluate(roster, sys, cat).issues.filter(
          (i) => i.path.includes(id!) && /^(unit-size|selection)\./.test(i.code),
        );
        expect({ unit: `${cat.id}/${slot.entryId}`, issues: unitIssues }).toEqual({ unit: `${cat.id}/${slot.entryId}`, issues: [] });
      }
    }
  });
});

describe("a new roster", () => {
  it("starts with the force its battle size is played with", async () => {
    const data = await loadGameData();
    const aos = data.systems.find((s) => s.id === "aos")!;
    const cat = data.catalogues.find((c) => c.gameSystemId === "aos")!;
    const roster = createRoster(aos, cat, { name: "x", rulesetId: "pitched-battle", battleSizeId: "warhost" }, newId);
    expect(roster.forces.map((f) => f.forceEntryId)).toEqual(["pitched-warhost"]);
    expect(evaluate(roster, aos, cat).issues.map((i) => i.code)).not.toContain("force.not-for-battle-size");
  });
});

describe("options", () => {
  it("swaps the choice inside a one-of group", () => {
    const unit = soldiers(5);
    const roster = addOption(index, tinyRoster([unit]), unit.id, "halberd", newId, true);
    expect(findSelection(roster, unit.id)?.selection.selections?.map((s) => s.entryId)).toEqual(["soldier", "halberd"]);
  });

  it("adds a model by raising the model count", () => {
    const unit = soldiers(5);
    const roster = addOption(index, tinyRoster([unit]), unit.id, "soldier", newId);
    expect(findSelection(roster, unit.id)?.selection.selections?.[0]?.number).toBe(6);
  });

  it("removes a selection whose count drops to zero", () => {
    const unit = soldiers(5);
    const modelId = unit.selections![0]!.id;
    expect(findSelection(setNumber(tinyRoster([unit]), modelId, 0), modelId)).toBeUndefined();
    expect(findSelection(setNumber(tinyRoster([unit]), modelId, 7), modelId)?.selection.number).toBe(7);
  });
});

describe("units", () => {
  it("duplicates with fresh ids, right after the original", () => {
    const a = soldiers(5);
    const b = captain(true);
    const { roster, id } = duplicateSelection(tinyRoster([a, b]), a.id, newId);
    const ids = roster.forces[0]!.selections.map((s) => s.id);
    expect(ids).toEqual([a.id, id, b.id]);
    const copy = findSelection(roster, id!)!.selection;
    expect(copy.selections?.map((s) => s.entryId)).toEqual(a.selections?.map((s) => s.entryId));
    expect(copy.selections?.some((s) => a.selections?.some((o) => o.id === s.id))).toBe(false);
  });

  it("reorders and moves between forces", () => {
    const a = soldiers(5);
    const b = captain(true);
    const roster = tinyRoster([a, b]);
    expect(moveUnit(roster, b.id, { offset: -1 }).forces[0]!.selections.map((s) => s.id)).toEqual([b.id, a.id]);
    expect(moveUnit(roster, a.id, { offset: -1 })).toBe(roster);
    const two = { ...roster, forces: [...roster.forces, { id: "f2", forceEntryId: "army", selections: [] }] };
    const moved = moveUnit(two, a.id, { forceId: "f2" });
    expect(moved.forces.map((f) => f.selections.map((s) => s.id))).toEqual([[b.id], [a.id]]);
  });

  it("swaps a unit with another of its force, and with nothing outside it", () => {
    const a = soldiers(5);
    const b = captain(true);
    const c = soldiers(6);
    const roster = tinyRoster([a, b, c]);
    expect(moveUnit(roster, c.id, { swapWith: a.id }).forces[0]!.selections.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(moveUnit(roster, c.id, { swapWith: c.id })).toBe(roster);
    expect(moveUnit(roster, c.id, { swapWith: "elsewhere" })).toBe(roster);
  });

  it("unjoins a hero whose unit is removed", () => {
    const unit = soldiers(5);
    const hero = captain(true, { joinedTo: unit.id });
    const roster = removeSelection(tinyRoster([hero, unit]), unit.id);
    expect(findSelection(roster, hero.id)?.selection.joinedTo).toBeUndefined();
  });

  it("patches and clears fields, and toggles spells", () => {
    const unit = soldiers(5);
    let roster = patchSelection(tinyRoster([unit]), unit.id, { customName: "Reikland Guard" });
    expect(findSelection(roster, unit.id)?.selection.customName).toBe("Reikland Guard");
    roster = patchSelection(roster, unit.id, { customName: undefined });
    expect("customName" in findSelection(roster, unit.id)!.selection).toBe(false);
    roster = toggleSpell(toggleSpell(roster, unit.id, "a"), unit.id, "b");
    expect(findSelection(toggleSpell(roster, unit.id, "a"), unit.id)?.selection.spells).toEqual(["b"]);
  });

  it("never changes the roster it was given", () => {
    const roster = tinyRoster([soldiers(5), captain(true)]);
    const before = JSON.stringify(roster);
    const unitId = roster.forces[0]!.selections[0]!.id;
    addUnit(index, roster, "f1", "wagon", newId);
    duplicateSelection(roster, unitId, newId);
    removeSelection(roster, unitId);
    moveUnit(roster, unitId, { offset: 1 });
    expect(JSON.stringify(roster)).toBe(before);
  });
});

describe("undo history", () => {
  it("undoes and redoes, and a new edit drops the redo branch", () => {
    let h = startHistory(1);
    h = record(record(h, 2), 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = redo(h);
    expect(h.present).toBe(3);
    h = record(undo(undo(h)), 9);
    expect([h.past, h.present, h.future]).toEqual([[1], 9, []]);
    expect(undo(startHistory(1)).present).toBe(1);
  });
});
