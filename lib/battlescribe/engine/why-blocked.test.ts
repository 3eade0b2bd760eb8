import { describe, expect, it } from "vitest";
import type { SelectionEntry } from "../data-types";
import { addForce, selectEntry } from "./actions";
import { availableEntries } from "./available";
import { createEngine } from "./engine";
import { settledFacts } from "./facts";
import { whyBlocked } from "./why-blocked";

const max = (value: number, scope = "parent", extra: Record<string, unknown> = {}) => ({ id: `max-${scope}-${value}`, type: "max" as const, field: "selections", scope, value, shared: true, ...extra });

function blockedAfter(entry: SelectionEntry, adds: number) {
  let n = 0;
  const engine = createEngine(
    {
      gameSystem: { id: "gs", name: "Skirmish", costTypes: [{ id: "pts", name: "pts" }], forceEntries: [{ id: "fe", name: "Warband" }] },
      catalogues: [{ id: "c", name: "Company", selectionEntries: [entry] }],
    },
    { newId: () => `n${++n}`, rosterName: "List" },
  );
  const forceId = addForce(engine, "fe").forceId as string;
  for (let i = 0; i < adds; i++) selectEntry(engine, forceId, entry.id);
  const force = engine.roster.forces.find((f) => f.id === forceId)!;
  const facts = settledFacts(engine);
  const offered = availableEntries(engine, force, facts).find((e) => e.node.entry.id === entry.id)!;
  return whyBlocked(engine, force, offered, facts);
}

describe("why one more of an entry cannot be added", () => {
  it.each([
    { title: "no constraint: never blocked", entry: { id: "se-a", name: "Archer", type: "unit" }, adds: 5, reason: undefined },
    { title: "under its maximum", entry: { id: "se-c", name: "Captain", type: "model", constraints: [max(1, "force")] }, adds: 0, reason: undefined },
    { title: "at its maximum in the force", entry: { id: "se-c", name: "Captain", type: "model", constraints: [max(1, "force")] }, adds: 1, reason: { entry: "Captain", limit: 1, actual: 1, owner: "Warband" } },
    { title: "a roster-wide maximum names the roster", entry: { id: "se-h", name: "Hero", type: "model", constraints: [max(2, "roster")] }, adds: 2, reason: { entry: "Hero", limit: 2, actual: 2, owner: "List" } },
    { title: "a maximum of 0 blocks the first", entry: { id: "se-z", name: "Zealot", type: "unit", constraints: [max(0, "force")] }, adds: 0, reason: { entry: "Zealot", limit: 0, actual: 0, owner: "Warband" } },
    { title: "a negative maximum is no limit", entry: { id: "se-n", name: "Nomad", type: "unit", constraints: [max(-1, "force")] }, adds: 3, reason: undefined },
    { title: "a percentage is left to the problems list", entry: { id: "se-p", name: "Pikes", type: "unit", constraints: [max(1, "force", { percentValue: true })] }, adds: 2, reason: undefined },
    { title: "a minimum never blocks", entry: { id: "se-m", name: "Militia", type: "unit", constraints: [{ ...max(1, "force"), type: "min" as const }] }, adds: 3, reason: undefined },
  ])("$title", ({ entry, adds, reason }) => {
    expect(blockedAfter(entry as SelectionEntry, adds)).toEqual(reason);
  });
});
