import { describe, expect, it } from "vitest";
import { paramIsPlainText, pathDecodes } from "./path-guard";

describe("pathDecodes", () => {
  it.each([
    ["/api/rosters/abc", true],
    ["/api/rosters/%20x", true],
    ["/api/rosters/%E2%82%AC", true],
    ["/api/rosters/%F0%9F%98%80", true],
    ["/api/rosters/%00", true],
    ["/api/rosters/%C0%AF", false],
    ["/api/rosters/%FF%FE", false],
    ["/api/rosters/%ED%A0%80", false],
    ["/api/share/%C0%AF", false],
    ["/api/rosters/%E0%A4", false],
    ["/api/rosters/%", false],
    ["/api/rosters/%zz", false],
    ["/rosters/%C0%AF/edit", false],
  ])("%s -> %s", (path, ok) => {
    expect(pathDecodes(path)).toBe(ok);
  });
});

describe("paramIsPlainText", () => {
  it.each([
    ["abc", true],
    ["x".repeat(200), true],
    ["x".repeat(201), false],
    ["a\u0000b", false],
    ["a\u001fb", false],
    ["a\u007fb", false],
    ["\uD800", false],
    ["a\uDFFFb", false],
    ["\uD83D\uDE00", true],
    ["\uFFFD/", true],
  ])("%j -> %s", (value, ok) => {
    expect(paramIsPlainText(value)).toBe(ok);
  });
});
