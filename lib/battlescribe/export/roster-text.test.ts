import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { addForce, selectChildEntry, selectEntry } from "../engine/actions";
import { createEngine } from "../engine/engine";
import { snapshotRoster } from "../engine/snapshot";
import { writeRosterText } from "./roster-text";

const pts = (value: number) => [{ name: "pts", typeId: "pts", value }];

describe("writeRosterText", () => {
  it("lists forces, units with options and subtree costs, the total, then the problems in words", () => {
    let n = 0;
    const engine = createEngine(
      {
        gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }, { id: "secret", name: "Secret", hidden: true }], forceEntries: [{ id: "fe", name: "Warband" }] },
        catalogues: [
          {
            id: "c",
            name: "Company",
            selectionEntries: [
              { id: "se-cap", name: "Captain", type: "model", costs: [...pts(35), { name: "Secret", typeId: "secret", value: 3 }], constraints: [{ id: "max1", type: "max", value: 1, field: "selections", scope: "force" }], selectionEntries: [{ id: "se-horse", name: "Horse", type: "upgrade", costs: pts(10) }] },
              { id: "se-spears", name: "Spearmen", type: "unit", selectionEntries: [{ id: "se-spear", name: "Spearman", type: "model", costs: pts(8), constraints: [{ id: "min3", type: "min", value: 3, field: "selections", scope: "parent" }] }] },
            ],
          },
        ],
      },
      { newId: () => `n${++n}`, rosterName: "Raiders" },
    );
    const forceId = addForce(engine, "fe").forceId as string;
    const captain = selectEntry(engine, forceId, "se-cap").selectionId as string;
    selectChildEntry(engine, forceId, captain, "se-horse");
    selectEntry(engine, forceId, "se-spears");
    selectEntry(engine, forceId, "se-cap");
    const text = writeRosterText(en.t, snapshotRoster(engine));
    expect(text).toBe(
      [
        "Raiders (Skirmish)",
        "",
        "Warband",
        "- Captain [45 pts]: Horse",
        "- Captain [35 pts]",
        "- Spearmen [24 pts]: 3x Spearman",
        "",
        "Total: 104 pts",
        "",
        "Problems",
        "- Captain: 1 too many selections of Captain in Warband (maximum 1)",
        "",
      ].join("\n"),
    );
    expect(text).not.toMatch(/undefined|NaN|Secret/);
  });
});
