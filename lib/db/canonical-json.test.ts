import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, toPlainJson } from "./canonical-json";

/** The same object with its keys in another order, at every level. */
function reorder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reorder);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, inner]) => [key, reorder(inner)]));
}

describe("canonicalJson", () => {
  it("ignores key order at every level, as jsonb does", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reorder(value))).toBe(canonicalJson(value));
      }),
    );
  });

  it("keeps array order and tells different values apart", () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: "1" }));
    expect(canonicalJson({ b: { d: 1, c: 2 }, a: 0 })).toBe('{"a":0,"b":{"c":2,"d":1}}');
  });
});

describe("toPlainJson", () => {
  it("drops undefined members like a jsonb round trip", () => {
    expect(toPlainJson({ a: 1, b: undefined, c: [{ d: undefined }] })).toEqual({ a: 1, c: [{}] });
  });
});
