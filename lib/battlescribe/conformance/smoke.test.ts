import { describe, expect, it } from "vitest";
import type { AdapterDeps, AdapterSession } from "../adapter/handle-command";
import { handleCommand } from "../adapter/handle-command";
import { loadRosterXml } from "../ros/read-roster";
import { writeRosterXml } from "../ros/write-roster";

const deps: AdapterDeps = {
  readDataFiles: () => {
    throw new Error("no files in this test");
  },
  writeRosterXml,
  loadRosterXml,
};

describe("adapter smoke", () => {
  it("runs the protocol document's example", () => {
    let n = 0;
    const session: AdapterSession = { newId: () => `id-${++n}` };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- protocol JSON, read field by field
    const send = (cmd: object) => handleCommand(session, deps, cmd) as Record<string, any>;
    expect(send({ type: "describe", corrId: 1 })).toMatchObject({ type: "describeResult", protocolVersion: "1.1", corrId: 1 });
    const setup = send({
      type: "setup",
      gameSystem: {
        id: "test-gs",
        name: "Test Game System",
        costTypes: [{ id: "ct-pts", name: "pts", defaultCostLimit: -1, hidden: false }],
        forceEntries: [{ id: "fe-1", name: "Patrol", categoryLinks: [{ id: "cl-1", targetId: "cat-hq", name: "HQ", primary: false, constraints: [{ id: "con-min-hq", type: "min", value: 1, field: "selections", scope: "parent" }] }] }],
        categoryEntries: [{ id: "cat-hq", name: "HQ" }],
      },
      catalogues: [
        {
          id: "cat-1",
          name: "Test Catalogue",
          gameSystemId: "test-gs",
          selectionEntries: [
            { id: "se-1", name: "Unit", type: "unit", costs: [{ name: "pts", typeId: "ct-pts", value: 50 }], categoryLinks: [{ id: "x", targetId: "cat-hq", primary: true }],
              constraints: [{ id: "con-max", type: "max", value: 2, field: "selections", scope: "force", shared: true }],
              selectionEntries: [{ id: "se-m", name: "Model", type: "model", costs: [{ name: "pts", typeId: "ct-pts", value: 10 }], constraints: [{ id: "con-min-m", type: "min", value: 3, field: "selections", scope: "parent" }] }] },
          ],
        },
      ],
    });
    expect(setup).toEqual({ type: "setupResult", errors: [] });
    const force = send({ type: "action", action: "addForce", forceEntryId: "fe-1" });
    expect(force.ok).toBe(true);
    const forceId = force.outputs.forceId;
    expect(send({ type: "getErrors" }).errors).toMatchObject([{ entryId: "cat-hq", constraintId: "con-min-hq", ownerType: "category", ownerEntryId: "cat-hq" }]);
    const unit = send({ type: "action", action: "selectEntry", forceId, entryId: "se-1" });
    expect(unit.outputs.selections["se-m"]).toEqual(expect.any(String));
    const state = send({ type: "getState" });
    expect(state.costs).toEqual([{ name: "pts", typeId: "ct-pts", value: 80 }]);
    expect(state.forces[0].selections[0].children[0]).toMatchObject({ name: "Model", number: 3 });
    expect(state.validationErrors).toEqual([]);
    send({ type: "action", action: "selectEntry", forceId, entryId: "se-1" });
    send({ type: "action", action: "selectEntry", forceId, entryId: "se-1" });
    expect(send({ type: "getErrors" }).errors).toMatchObject([{ entryId: "se-1", constraintId: "con-max", ownerType: "selection", ownerEntryId: "se-1" }]);
    const xml = send({ type: "exportRosterXml" }).xml as string;
    expect(xml).toContain('<cost name="pts" typeId="ct-pts" value="240.0"/>');
    expect(send({ type: "action", action: "reload" }).ok).toBe(true);
    expect(send({ type: "getState" }).costs).toEqual([{ name: "pts", typeId: "ct-pts", value: 240 }]);
  });
});
