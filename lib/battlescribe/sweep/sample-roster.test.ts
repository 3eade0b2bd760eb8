import { describe, expect, it } from "vitest";
import type { DataSet } from "../data-types";
import { createEngine } from "../engine/engine";
import { buildSampleRoster } from "./sample-roster";

const unit = (id: string, points: number) => ({ id, name: `Unit ${id}`, type: "unit" as const, costs: [{ name: "pts", typeId: "pts", value: points }] });

describe("the sweep's sample roster", () => {
  it("adds the catalogue's first five units to the first force entry that offers them", () => {
    const data: DataSet = {
      gameSystem: { id: "g", name: "G", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "hidden", name: "Hidden", hidden: true }, { id: "army", name: "Army" }] },
      catalogues: [{ id: "c", name: "Faction", selectionEntries: [unit("a", 10), { id: "gear", name: "Gear", type: "upgrade" }, unit("b", 20), unit("c", 30), unit("d", 40), unit("e", 50), unit("f", 60)] }],
    };
    const sample = buildSampleRoster(createEngine(data), "c");
    expect(sample).toMatchObject({ force: "Army", units: ["Unit a", "Unit b", "Unit c", "Unit d", "Unit e"], points: 150, errors: 0 });
    expect(sample.problem).toBeUndefined();
  });

  it("says why nothing could be built", () => {
    const data: DataSet = { gameSystem: { id: "g", name: "G", forceEntries: [{ id: "army", name: "Army" }] }, catalogues: [{ id: "c", name: "Empty" }] };
    expect(buildSampleRoster(createEngine(data), "c")).toMatchObject({ units: [], problem: "Army: no units offered" });
  });
});
