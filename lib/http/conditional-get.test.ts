import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch } from "./conditional-get";

describe("matchesIfNoneMatch", () => {
  it.each([
    [null, false],
    ["", false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"other", "abc"', true],
    ['"other"', false],
    ['"abcd"', false],
    ["*", true],
    ["abc", false],
  ])("%j against \"abc\" is %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
  });
});
