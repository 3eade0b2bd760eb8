import { describe, expect, it } from "vitest";
import { acceptsGzip, matchesIfNoneMatch } from "./conditional-get";

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

describe("acceptsGzip", () => {
  it.each([
    [null, false],
    ["gzip, deflate, br, zstd", true],
    ["br", false],
    ["gzip;q=0", false],
    ["gzip;q=0.5", true],
    ["*", true],
    ["identity", false],
    ["GZIP", true],
  ])("%j is %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
