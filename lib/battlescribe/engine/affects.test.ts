import { describe, expect, it } from "vitest";
import { parseProfilePath, parseSelectionPath } from "./affects";

describe("reading New Recruit's affects paths", () => {
  it.each([
    { affects: "profiles.Unit", expected: { depth: "self", profileType: "Unit" } },
    { affects: "self.entries.profiles.Ranged Weapons", expected: { depth: "children", profileType: "Ranged Weapons" } },
    { affects: "self.entries.recursive.profiles.Melee Weapons", expected: { depth: "descendants", profileType: "Melee Weapons" } },
    { affects: "self.entries.recursive.9cfd-1c32-585f-7d5c.profiles.Unit", expected: { depth: "descendants", entryId: "9cfd-1c32-585f-7d5c", profileType: "Unit" } },
    { affects: "self.entries.ab12-cd34.profiles.Unit", expected: { depth: "children", entryId: "ab12-cd34", profileType: "Unit" } },
    { affects: "ab12-cd34.profiles.Melee Weapons", expected: { depth: "descendants", entryId: "ab12-cd34", profileType: "Melee Weapons" } },
  ])("$affects", ({ affects, expected }) => {
    expect(parseProfilePath(affects)).toEqual(expected);
  });

  it.each(["self.entries.recursive.ab12-cd34", "self", "profiles.", "self.entries.recursive.a.b.profiles.Unit", "myprofiles.Unit"])("%s does not reach profiles (not applied)", (affects) => {
    expect(parseProfilePath(affects)).toBeUndefined();
  });

  it.each([
    { affects: "self.entries.recursive.ab12-cd34", expected: { depth: "descendants", entryId: "ab12-cd34" } },
    { affects: "self.entries.ab12-cd34", expected: { depth: "children", entryId: "ab12-cd34" } },
    { affects: "ab12-cd34", expected: { depth: "descendants", entryId: "ab12-cd34" } },
    { affects: "self.entries", expected: { depth: "children" } },
    { affects: "self", expected: undefined },
    { affects: "self.entries.recursive.profiles.Unit", expected: undefined },
    { affects: "self.entries.recursive.a.b", expected: undefined },
  ])("$affects reaches selections: $expected", ({ affects, expected }) => {
    expect(parseSelectionPath(affects)).toEqual(expected);
  });
});
