import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { addForce, selectChildEntry, selectEntry } from "../engine/actions";
import { createEngine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";
import { writeRosterText } from "./roster-text";
import { describeBsRoster } from "./roster-view";

/** A Swarm unit of three 0.1-point models with a 0.2-point charm: 0.5 points, never 0.5000000000000001. */
function swarmRoster() {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Swarms", costTypes: [{ id: "pts", name: "pts", defaultCostLimit: -1 }, { id: "cp", name: "CP", defaultCostLimit: -1 }], forceEntries: [{ id: "fe", name: "Brood" }] },
      catalogues: [
        {
          id: "c",
          name: "Hive",
          selectionEntries: [
            {
              id: "se-swarm",
              name: "Swarm",
              type: "unit",
              selectionEntries: [
                { id: "se-mite", name: "Mite", type: "model", collective: true, costs: [{ name: "pts", typeId: "pts", value: 0.1 }], constraints: [{ id: "c-min", type: "min", value: 3, field: "selections", scope: "parent", shared: true }] },
                { id: "se-charm", name: "Charm", type: "upgrade", costs: [{ name: "pts", typeId: "pts", value: 0.1 }], modifiers: [{ type: "increment", field: "pts", value: "0.1" }] },
              ],
            },
          ],
        },
      ],
    },
    { newId: () => `n${++n}`, rosterName: "Tiny" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  const swarm = selectEntry(engine, forceId, "se-swarm").selectionId as string;
  selectChildEntry(engine, forceId, swarm, "se-charm");
  engine.roster.costLimits.set("pts", 0.5);
  return engine;
}

describe("decimal costs in every export", () => {
  it("state: each selection, the total and the limit", () => {
    const snapshot = snapshotRoster(swarmRoster());
    expect(snapshot.costs.find((c) => c.typeId === "pts")?.value).toBe(0.5);
    const swarm = snapshot.forces[0]?.selections[0];
    expect(swarm?.children.map((c) => [c.name, c.costs])).toEqual([
      ["Charm", [{ name: "pts", typeId: "pts", value: 0.2 }]],
      ["Mite", [{ name: "pts", typeId: "pts", value: 0.3 }]],
    ]);
    expect(snapshot.errors).toEqual([]);
  });

  it("text: the unit's cost with what it holds, and the total", () => {
    const text = writeRosterText(en.t, snapshotRoster(swarmRoster()));
    expect(text).toContain("- Swarm [0.5 pts]: Charm, 3x Mite");
    expect(text).toContain("Total: 0.5 pts");
    expect(text).not.toMatch(/0\.\d*0000|9999/);
  });

  it("PDF list: unit, force and roster totals", () => {
    const view = describeBsRoster(snapshotRoster(swarmRoster()), en);
    const force = view.forces[0];
    expect(force?.costs).toEqual({ pts: 0.5 });
    expect(force?.groups[0]?.units[0]?.costs).toEqual({ pts: 0.5 });
    expect(view.totals).toMatchObject({ pts: 0.5 });
    expect(view.limits).toEqual({ pts: 0.5 });
  });

  it(".ros: each selection's costs as BattleScribe writes them (every cost type), read back the same", () => {
    const engine = swarmRoster();
    const xml = writeRosterXml(engine);
    expect(xml).toContain('<cost name="pts" typeId="pts" value="0.3"/>');
    expect(xml).toContain('<cost name="pts" typeId="pts" value="0.5"/>');
    expect(xml).toContain('<costLimit name="pts" typeId="pts" value="0.5"/>');
    expect(xml).not.toMatch(/value="0\.\d*000\d|9999/);
    // BattleScribe lists every cost type on every selection, 0.0 where the entry has none.
    expect(xml.match(/<cost name="CP" typeId="cp" value="0.0"\/>/g)).toHaveLength(4);
    const back = snapshotRoster(loadRosterXml(engine, xml));
    expect(back.costs.find((c) => c.typeId === "pts")?.value).toBe(0.5);
    expect(back.costLimits).toEqual([{ name: "pts", typeId: "pts", value: 0.5 }]);
  });
});
