/** Every message of the catalogue is ICU MessageFormat that compiles, and counts agree with their nouns. */
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "../english";
import { messagesEn } from ".";

describe("message catalogue", () => {
  it.each(Object.entries(messagesEn))("%s is valid ICU", (_key, template) => {
    expect(() => new IntlMessageFormat(template, "en", undefined, { ignoreTag: true })).not.toThrow();
  });

  it.each([
    ["totals.errors", 1, "1 error"],
    ["totals.errors", 2, "2 errors"],
    ["totals.models", 1, "1 model"],
    ["list.count", 0, "0 rosters"],
    ["unit.issues", 1, "1 issue"],
    ["options.showChoices", 1, "Show 1 choice"],
  ] as const)("%s with %d reads %s", (key, count, words) => {
    expect(en.t(key, { count })).toBe(words);
  });

  it("keeps the element names of data-file warnings as text, not markup", () => {
    expect(en.t("dataFile.warning.unknown-element", { element: "foo", count: 2 })).toBe("<foo> is not part of the BattleScribe data format and was ignored (2×).");
  });

  it("leaves a missing parameter visible rather than failing", () => {
    expect(en.t("totals.errors", {})).toContain("{count");
  });
});
