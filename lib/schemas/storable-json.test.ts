import { describe, expect, it } from "vitest";
import { findUnstorable, MAX_JSON_DEPTH } from "./storable-json";

const nest = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { selections: [value] };
  return value;
};

describe("findUnstorable", () => {
  it.each([
    ["plain text", { name: "Knights", n: 3 }, null],
    ["a NUL in a value", { name: "a\u0000b" }, { path: "(root).name", problem: "nul" }],
    ["a NUL in a key", { ["k\u0000"]: 1 }, { path: "(root).(key)", problem: "nul" }],
    ["a lone high surrogate", ["ok", "\uD800x"], { path: "(root)[1]", problem: "surrogate" }],
    ["a lone low surrogate", "\uDC00", { path: "(root)", problem: "surrogate" }],
    ["a proper surrogate pair (an emoji)", "⚔️🛡️", null],
  ])("%s", (_label, value, expected) => {
    expect(findUnstorable(value)).toEqual(expected);
  });

  it("allows nesting up to the limit and refuses one level more", () => {
    // Each level of nest() is an object and an array: two JSON levels.
    expect(findUnstorable(nest(MAX_JSON_DEPTH / 2 - 1))).toBeNull();
    expect(findUnstorable(nest(MAX_JSON_DEPTH / 2 + 1))?.problem).toBe("depth");
    expect(findUnstorable(nest(5000))?.problem).toBe("depth");
  });
});
