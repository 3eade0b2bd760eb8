import { describe, expect, it } from "vitest";
import { ROSTER_LIMITS, rosterSchema, type Selection } from "./roster-schema";

function roster(units: number, childrenEach = 0, depth = 1) {
  const nested = (level: number): Selection[] => (level >= depth ? [] : [{ id: `c${level}`, entryId: "e", number: 1, selections: nested(level + 1) }]);
  const selections: Selection[] = Array.from({ length: units }, (_, i) => ({
    id: `u${i}`,
    entryId: "unit",
    number: 1,
    selections: [...Array.from({ length: childrenEach }, (_, j) => ({ id: `o${i}-${j}`, entryId: "opt", number: 1 })), ...nested(1)],
  }));
  const perForce = 200;
  const forces = Array.from({ length: Math.ceil(units / perForce) || 1 }, (_, f) => ({ id: `f${f}`, forceEntryId: "army", selections: selections.slice(f * perForce, (f + 1) * perForce) }));
  return { schemaVersion: 2, name: "Big", gameSystemId: "gs", catalogueId: "cat", rulesetId: "rs", limits: {}, forces };
}

describe("roster size limits", () => {
  it.each([
    ["exactly the unit limit", roster(ROSTER_LIMITS.units), true],
    ["one unit over", roster(ROSTER_LIMITS.units + 1), false],
    ["exactly the selection limit", roster(100, ROSTER_LIMITS.selections / 100 - 1), true],
    ["one selection over", roster(100, ROSTER_LIMITS.selections / 100 - 1).forces[0] ? { ...roster(100, ROSTER_LIMITS.selections / 100 - 1), forces: [...roster(100, ROSTER_LIMITS.selections / 100 - 1).forces, { id: "extra", forceEntryId: "army", selections: [{ id: "x", entryId: "u", number: 1 }] }] } : null, false],
    ["nesting at the depth limit", roster(1, 0, ROSTER_LIMITS.depth), true],
    ["one level deeper", roster(1, 0, ROSTER_LIMITS.depth + 1), false],
  ])("%s", (_label, value, accepted) => {
    expect(rosterSchema.safeParse(value).success).toBe(accepted);
  });
});
