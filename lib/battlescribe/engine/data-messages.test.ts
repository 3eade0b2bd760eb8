import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { describeBsRoster } from "../export/roster-view";
import { addForce, selectEntry } from "./actions";
import { createEngine } from "./engine";
import { describeRosterError } from "./error-words";
import { snapshotRoster } from "./snapshot";
import { isBlocking } from "./validate";

function rosterWith(field: string) {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Army" }] },
      catalogues: [
        {
          id: "c",
          name: "Company",
          selectionEntries: [
            { id: "se-gun", name: "Heavy Gun", type: "upgrade", costs: [{ name: "pts", typeId: "pts", value: 20 }], modifiers: [{ type: "add", field, value: "Take {this} only with a Loader", conditions: [{ type: "lessThan", value: 1, field: "selections", scope: "force", childId: "se-loader", shared: true }] }] },
            { id: "se-loader", name: "Loader", type: "model", costs: [{ name: "pts", typeId: "pts", value: 5 }] },
          ],
        },
      ],
    },
    { newId: () => `n${++n}`, rosterName: "Battery" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  selectEntry(engine, forceId, "se-gun");
  return { engine, forceId };
}

describe("messages the data raises (New Recruit's error, warning and info fields)", () => {
  it.each([
    { field: "error", blocking: true, words: "Heavy Gun: Take Heavy Gun only with a Loader", severity: "error" },
    { field: "warning", blocking: false, words: "Heavy Gun (warning): Take Heavy Gun only with a Loader", severity: "warning" },
    { field: "info", blocking: false, words: "Heavy Gun (note): Take Heavy Gun only with a Loader", severity: "warning" },
  ])("$field: shown in the data's words; the roster is legal unless it is an error", ({ field, blocking, words, severity }) => {
    const { engine, forceId } = rosterWith(field);
    const snapshot = snapshotRoster(engine);
    expect(snapshot.errors.map((e) => [e.code, e.severity, isBlocking(e)])).toEqual([["message", field, blocking]]);
    expect(describeRosterError(en.t, snapshot.errors[0]!)).toBe(words);
    const view = describeBsRoster(snapshot, en);
    expect(view.valid).toBe(!blocking);
    expect(view.issues).toEqual([{ severity, message: words, unitName: "Heavy Gun" }]);
    // Once its condition no longer holds, the message goes.
    selectEntry(engine, forceId, "se-loader");
    expect(snapshotRoster(engine).errors).toEqual([]);
  });
});
