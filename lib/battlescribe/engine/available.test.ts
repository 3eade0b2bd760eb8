import { describe, expect, it } from "vitest";
import type { SelectionEntry } from "../data-types";
import { addForce } from "./actions";
import { availableEntries } from "./available";
import { createEngine } from "./engine";

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
