import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/catalogues";
import { locales } from "../../i18n/locales";
import { describeRosterError } from "./error-words";
import type { RosterRoot } from "./roster";
import type { RosterError } from "./validate";

const roster: RosterRoot = { kind: "roster", id: "r", name: "New Roster", gameSystemId: "gs", forces: [], costLimits: new Map() };

function error(type: "min" | "max", params: Partial<RosterError["params"]>): RosterError {
  return {
    code: "constraint",
    entryId: "e",
    constraintId: "c",
    constraintType: type,
    raisedOn: roster,
    params: { owner: "New Roster", entry: "Artificer Armour", limit: 1, actual: 2, difference: 1, field: "selections", each: false, ...params },
  };
}

const cases = [
  { name: "a maximum across the roster, raised on a unit's selection", error: error("max", { unit: "Lieutenant", place: "roster" }), en: "Lieutenant: 1 too many selections of Artificer Armour in the roster (maximum 1)", shows: ["Lieutenant", "Artificer Armour", "1"] },
  { name: "a maximum across a force", error: error("max", { unit: "Captain", place: "force", owner: "Warband", entry: "Captain" }), en: "Captain: 1 too many selections of Captain in Warband (maximum 1)", shows: ["Captain", "Warband"] },
  { name: "a maximum share", error: error("max", { entry: "Characters", field: "pts", limit: 45, actual: 925, difference: 25, percent: 46.25 }), en: "Characters: at most 45% of the pts, now 46.3% (25 pts too many)", shows: ["Characters", "45", "46.3", "25"] },
  { name: "a minimum share", error: error("min", { entry: "Core", field: "pts", limit: 25, actual: 285, difference: 215, percent: 14.25 }), en: "Core: at least 25% of the pts, now 14.3% (215 pts short)", shows: ["Core", "25", "14.3", "215"] },
  { name: "a minimum where it was counted", error: error("min", { entry: "Warlord", actual: 0 }), en: "New Roster must have 1 more selections of Warlord (minimum 1)", shows: ["New Roster", "Warlord"] },
];

describe("BattleScribe problems in words", () => {
  it.each(cases)("$name, in English", ({ error: e, en }) => {
    expect(describeRosterError(translatorFor("en").t, e)).toBe(en);
  });

  it.each(locales.flatMap((locale) => cases.map((c) => ({ locale, ...c }))))("$name, in $locale: every value shown, no placeholder left", ({ locale, error: e, shows }) => {
    const text = describeRosterError(translatorFor(locale).t, e).replace(/[\u2066-\u2069]/g, "");
    for (const value of shows) expect(text).toContain(value);
    expect(text).not.toMatch(/[{}]|undefined/);
  });
});
