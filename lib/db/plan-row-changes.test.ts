import { describe, expect, it } from "vitest";
import { planRowChanges } from "./plan-row-changes";

type Row = { id: string; name: string; data: Record<string, unknown> };

describe("planRowChanges", () => {
  const stored = [
    { id: "a", name: "Alpha", data: { x: 1, y: [1, 2] }, updatedAt: new Date(1) },
    { id: "b", name: "Beta", data: {}, updatedAt: new Date(1) },
    { id: "c", name: "Gamma", data: {}, updatedAt: new Date(1) },
  ];

  it("creates new rows, updates changed ones, deletes missing ones, leaves equal ones alone", () => {
    const wanted: Row[] = [
      { id: "a", name: "Alpha", data: { y: [1, 2], x: 1 } }, // same content, other key order
      { id: "b", name: "Beta 2", data: {} },
      { id: "d", name: "Delta", data: {} },
    ];
    expect(planRowChanges(stored, wanted)).toEqual({
      create: [wanted[2]],
      update: [wanted[1]],
      delete: ["c"],
    });
  });

  it("ignores columns the wanted rows do not have (timestamps)", () => {
    const wanted: Row[] = stored.map(({ id, name, data }) => ({ id, name, data }));
    expect(planRowChanges(stored, wanted)).toEqual({ create: [], update: [], delete: [] });
  });

  it("sees a changed array element or nested value", () => {
    const changes = planRowChanges(stored, [{ id: "a", name: "Alpha", data: { x: 1, y: [2, 1] } }]);
    expect(changes.update.map((row) => row.id)).toEqual(["a"]);
  });
});
