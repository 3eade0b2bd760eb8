/** Every issue code the engine can report has English words, and the words use their parameters. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import type { IssueParams } from "../../engine/types";
import { describeIssueEn, issueMessagesEn } from "./issues";

const ENGINE = path.resolve(__dirname, "../../engine");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test-support" ? [] : sources(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Codes written as literals (`code: "unit.too-many-copies"`) and the constraint families. */
function reportedCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sources(ENGINE)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/code: "([a-z-]+\.[a-z-]+)"/g)) codes.add(match[1]!);
    for (const match of text.matchAll(/code: elsewhere \? "([a-z.-]+)" : "([a-z.-]+)"/g)) codes.add(match[1]!).add(match[2]!);
    for (const match of text.matchAll(/code: known \? "([a-z.-]+)" : "([a-z.-]+)"/g)) codes.add(match[1]!).add(match[2]!);
  }
  for (const family of ["slot", "category", "selection"]) codes.add(`${family}.too-few`).add(`${family}.too-many`);
  codes.add("unit-size.too-small").add("unit-size.too-large").add("cost.too-low").add("cost.too-high");
  return [...codes].filter((c) => !c.startsWith("sudden-death.") && !c.startsWith("battle-size.")).sort();
}

describe("issue wording", () => {
  it("finds the engine's codes", () => {
    expect(reportedCodes().length).toBeGreaterThan(40);
  });

  it.each(reportedCodes().map((c) => [c]))("%s has English words", (code) => {
    expect((issueMessagesEn as Record<string, string>)[code]).toBeDefined();
  });

  it("fills in the parameters", () => {
    expect(describeIssueEn("unit.too-many-copies", { name: "Eliminator Squad", actual: 4, max: 3 })).toBe("Eliminator Squad is taken 4 times; at most 3 allowed.");
  });

  // Issue 9 item 7: counts agree with their nouns, limits are not followed by a stray unit word.
  it.each([
    ["unit.too-many-copies", { name: "Lord", actual: 1, max: 0 }, "Lord is taken 1 time; at most 0 allowed."],
    ["unit-size.too-large", { subject: "Assault Intercessor", limit: 9, actual: 10 }, "Assault Intercessor: at most 9 models allowed (has 10)."],
    ["unit-size.too-small", { subject: "Lord", limit: 1, actual: 0 }, "Lord: at least 1 model needed (has 0)."],
    ["category.too-many", { subject: "Hero", limit: 4, actual: 5 }, "Hero: at most 4 allowed in the army (has 5)."],
    ["slot.too-many", { subject: "Heavy Support", limit: 3, actual: 4, forceName: "Patrol Detachment" }, "Heavy Support: at most 3 allowed in Patrol Detachment (has 4)."],
    ["slot.too-few", { subject: "Troops", limit: 2, actual: 1, forceName: null }, "Troops: at least 2 needed in this detachment (has 1)."],
    [
      "cost.too-low",
      { subject: "Core", limit: 900, actual: 450, percent: 20, field: "pts", fieldName: "pts", scope: "roster" },
      "Core must be worth at least 20% (900 pts) in the army (is 450 pts).",
    ],
    ["cost.too-high", { subject: "Characters", limit: 600, actual: 700, percent: null, field: "pts", fieldName: "pts", scope: "force" }, "Characters may be worth at most 600 pts in this detachment (is 700 pts)."],
    ["wizard.path-missing", { name: "Sorcerer", allowed: ["Occultism", "Evocation"] }, "Sorcerer: choose a Path of Magic (Occultism and Evocation)."],
    ["wizard.too-many-spells", { name: "Sorcerer", level: "Adept", actual: 3, max: 2 }, "Sorcerer (Adept) knows 3 spells; at most 2."],
    ["wizard.too-few-spells", { name: "Sorcerer", level: "Apprentice", actual: 0, max: 1 }, "Sorcerer (Apprentice) knows 0 of 1 spell."],
    ["force.transport-without-unit", { forceName: "Patrol", transports: 1, others: 0 }, "Patrol has 1 Dedicated Transport but no other units."],
  ] satisfies [string, IssueParams, string][])("%s reads %j", (code, params, words) => {
    expect(describeIssueEn(code, params)).toBe(words);
  });

  it.each(Object.entries(issueMessagesEn))("%s is valid ICU", (_code, template) => {
    expect(() => new IntlMessageFormat(template, "en", undefined, { ignoreTag: true })).not.toThrow();
  });
});
