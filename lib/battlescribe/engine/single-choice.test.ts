import { describe, expect, it } from "vitest";
import type { Constraint } from "../data-types";
import type { GroupNode } from "./entry-nodes";
import { isSingleChoice } from "./single-choice";

const c = (type: Constraint["type"], value: number, extra: Partial<Constraint> = {}): Constraint => ({ id: `${type}-${value}`, type, value, field: "selections", scope: "parent", ...extra });
const group = (constraints: Constraint[]) => ({ constraints }) as unknown as GroupNode;

describe("a group of options that asks for exactly one", () => {
  it.each([
    { title: "min 1 and max 1", constraints: [c("min", 1), c("max", 1)], single: true },
    { title: "no constraints", constraints: [], single: false },
    { title: "max 1 only (none allowed)", constraints: [c("max", 1)], single: false },
    { title: "min 1 only", constraints: [c("min", 1)], single: false },
    { title: "min 1, max 2", constraints: [c("min", 1), c("max", 2)], single: false },
    { title: "a second, larger max", constraints: [c("min", 1), c("max", 1), c("max", 3, { id: "other" })], single: false },
    { title: "counted in the force, not the group", constraints: [c("min", 1, { scope: "force" }), c("max", 1, { scope: "force" })], single: false },
    { title: "a percentage", constraints: [c("min", 1, { percentValue: true }), c("max", 1, { percentValue: true })], single: false },
    { title: "a points limit", constraints: [c("min", 1, { field: "pts" }), c("max", 1, { field: "pts" })], single: false },
    { title: "scope left out means parent", constraints: [c("min", 1, { scope: undefined }), c("max", 1, { scope: undefined })], single: true },
  ])("$title", ({ constraints, single }) => {
    expect(isSingleChoice(group(constraints))).toBe(single);
  });
});
