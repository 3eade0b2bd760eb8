/**
 * What the engine needs of New Recruit's force entry links and force entry costs (issue 33,
 * class 7), kept minimal: a force entry linked from another is offered as its child force
 * under the composite id `link::target` that New Recruit writes in rosters (Age of Sigmar 4th's
 * "Regiment"), the link's constraints and visibility apply, and a force entry's own costs count
 * in the roster's totals (Horus Heresy 3rd's Auxiliary Detachments).
 */
import { describe, expect, it } from "vitest";
import type { DataSet } from "../data-types";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";
import { addChildForce, addForce, selectEntry } from "./actions";
import { createEngine } from "./engine";
import { snapshotRoster } from "./snapshot";

function data(): DataSet {
  return {
    gameSystem: {
      id: "aos4",
      name: "Age of Sigmar 4.0",
      costTypes: [
        { id: "points", name: "pts" },
        { id: "aux", name: "Auxiliary Detachment(s)", hidden: true },
      ],
      forceEntries: [
        {
          id: "ghb",
          name: "General's Handbook",
          childForcesLabel: "Regiments",
          forceEntryLinks: [
            {
              id: "link-regiment",
              name: "Regiment",
              targetId: "regiment",
              type: "forceEntry",
              hidden: false,
              costs: [{ name: "Auxiliary Detachment(s)", typeId: "aux", value: 1 }],
              constraints: [{ id: "max-5", type: "max", value: 5, field: "forces", scope: "parent" }],
            },
          ],
        },
        { id: "regiment", name: "Regiment", hidden: true },
      ],
    },
    catalogues: [{ id: "bok", name: "Blades of Khorne", selectionEntries: [{ id: "bloodletters", name: "Bloodletters", type: "unit", costs: [{ name: "pts", typeId: "points", value: 170 }] }] }],
  };
}

describe("force entry links", () => {
  it("offer the linked force entry as a child force, under New Recruit's composite id, with the link's costs", () => {
    let n = 0;
    const engine = createEngine(data(), { newId: () => `id${++n}` });
    const ghb = addForce(engine, "ghb", "bok").forceId as string;
    const offered = engine.index.data.gameSystem.forceEntries?.[0]?.forceEntries?.map((f) => [f.id, f.name, f.hidden]);
    expect(offered).toEqual([["link-regiment::regiment", "Regiment", false]]);
    const regiment = addChildForce(engine, ghb, "link-regiment::regiment").forceId as string;
    selectEntry(engine, regiment, "bloodletters");
    const snapshot = snapshotRoster(engine);
    expect(snapshot.forces[0]?.childForces.map((f) => f.name)).toEqual(["Regiment"]);
    expect(snapshot.costs.map((c) => [c.name, c.value])).toEqual([
      ["pts", 170],
      ["Auxiliary Detachment(s)", 1],
    ]);
    expect(writeRosterXml(engine)).toContain('entryId="link-regiment::regiment"');
  });

  it("a roster written by New Recruit with a linked child force opens", () => {
    const engine = createEngine(data(), { newId: () => "n" });
    const xml = `<roster id="r" name="Lots o' Letters" gameSystemId="aos4" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces>
      <force id="f1" name="General's Handbook" entryId="ghb" catalogueId="bok"><forces>
        <force id="f2" name="Regiment" entryId="link-regiment::regiment" catalogueId="bok"><selections>
          <selection id="s1" name="Bloodletters" entryId="bloodletters" number="1" type="unit"/>
        </selections></force>
      </forces></force></forces></roster>`;
    const snapshot = snapshotRoster(loadRosterXml(engine, xml));
    expect(snapshot.forces[0]?.childForces[0]?.selections.map((s) => s.name)).toEqual(["Bloodletters"]);
    expect(snapshot.costs.find((c) => c.typeId === "points")?.value).toBe(170);
  });
});
