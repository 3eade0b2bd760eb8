import { describe, expect, it } from "vitest";
import { readOriginPolicy } from "./origin-policy";

describe("readOriginPolicy", () => {
  it("derives the origin from the request when MUSTER_PUBLIC_ORIGIN is unset or empty", () => {
    expect(readOriginPolicy({})).toEqual({ publicOrigins: [], allowCookieWithoutOrigin: false });
    expect(readOriginPolicy({ MUSTER_PUBLIC_ORIGIN: " " }).publicOrigins).toEqual([]);
  });

  it("reads one or several origins, written as browsers write them", () => {
    expect(readOriginPolicy({ MUSTER_PUBLIC_ORIGIN: "https://Muster.Example:443/" }).publicOrigins).toEqual(["https://muster.example"]);
    expect(readOriginPolicy({ MUSTER_PUBLIC_ORIGIN: "https://muster.example, http://localhost:3000" }).publicOrigins).toEqual([
      "https://muster.example",
      "http://localhost:3000",
    ]);
  });

  it.each(["muster.example", "https://muster.example/app", "ftp://muster.example", "https://muster.example/?a=1"])("refuses %s", (value) => {
    expect(() => readOriginPolicy({ MUSTER_PUBLIC_ORIGIN: value })).toThrow(/MUSTER_PUBLIC_ORIGIN/);
  });

  it.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["", false],
  ])("MUSTER_ALLOW_NO_ORIGIN=%s: %s", (value, expected) => {
    expect(readOriginPolicy({ MUSTER_ALLOW_NO_ORIGIN: value }).allowCookieWithoutOrigin).toBe(expected);
  });
});
