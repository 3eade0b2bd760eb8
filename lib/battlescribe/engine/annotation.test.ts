import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { writeRosterText } from "../export/roster-text";
import { describeBsUnitCards } from "../export/roster-view";
import { addForce, selectChildEntry, selectEntry } from "./actions";
import { createEngine } from "./engine";
import { snapshotRoster } from "./snapshot";

const pts = (value: number) => [{ name: "pts", typeId: "pts", value }];

function captainRoster() {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: {
        id: "gs",
        name: "Skirmish",
        costTypes: [{ id: "pts", name: "pts" }],
        forceEntries: [{ id: "fe", name: "Army" }],
        profileTypes: [{ id: "pt-melee", name: "Melee Weapons", characteristicTypes: [{ id: "ct-a", name: "A" }] }],
      },
      catalogues: [
        {
          id: "c",
          name: "Company",
          selectionEntries: [
            {
              id: "se-captain",
              name: "Captain",
              type: "model",
              costs: pts(80),
              // New Recruit data labels a character by the rank it reached.
              modifiers: [{ type: "set", field: "annotation", value: "Esteemed", conditions: [{ type: "atLeast", value: 1, field: "selections", scope: "self", childId: "se-relic", shared: true }] }],
              selectionEntries: [
                { id: "se-sword", name: "Sword", type: "upgrade", profiles: [{ id: "p-sword", name: "Sword", typeId: "pt-melee", typeName: "Melee Weapons", characteristics: [{ name: "A", typeId: "ct-a", value: "3" }] }] },
                {
                  id: "se-relic",
                  name: "Relic Blade",
                  type: "upgrade",
                  costs: pts(15),
                  modifiers: [
                    { type: "append", field: "annotation", value: "Relic Blade", join: ", ", scope: "model", affects: "self.entries.recursive.profiles.Melee Weapons" },
                    { type: "increment", field: "ct-a", value: "1", scope: "model", affects: "self.entries.recursive.profiles.Melee Weapons" },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    { newId: () => `n${++n}`, rosterName: "Strike" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  const captain = selectEntry(engine, forceId, "se-captain").selectionId as string;
  selectChildEntry(engine, forceId, captain, "se-sword");
  return { engine, forceId, captain };
}

describe("annotations (New Recruit's annotation field)", () => {
  it("no label while the modifiers' conditions do not hold", () => {
    const { engine } = captainRoster();
    const captain = snapshotRoster(engine).forces[0]!.selections[0]!;
    expect(captain.annotation).toBeUndefined();
    expect(captain.children[0]!.profiles[0]).toMatchObject({ name: "Sword", characteristics: [{ name: "A", value: "3" }] });
    expect(captain.children[0]!.profiles[0]!.annotation).toBeUndefined();
  });

  it("labels the selection and, through affects, the weapon profile the enhancement changed", () => {
    const { engine, forceId, captain } = captainRoster();
    selectChildEntry(engine, forceId, captain, "se-relic");
    const snapshot = snapshotRoster(engine);
    const captainSnapshot = snapshot.forces[0]!.selections[0]!;
    expect(captainSnapshot.annotation).toBe("Esteemed");
    const sword = captainSnapshot.children.find((c) => c.name === "Sword")!;
    expect(sword.profiles[0]).toMatchObject({ annotation: "Relic Blade", characteristics: [{ name: "A", value: "4" }] });
    expect(writeRosterText(en.t, snapshot)).toContain("Captain (Esteemed) [95 pts]");
    const card = describeBsUnitCards(snapshot, en)[0]!;
    expect(card.instances[0]!.name).toBe("Captain (Esteemed)");
    expect(card.profiles.flatMap((table) => table.rows)).toEqual([{ name: "Sword (Relic Blade)", values: ["4"] }]);
  });
});
