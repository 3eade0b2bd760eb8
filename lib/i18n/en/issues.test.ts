/** Every issue code the engine can report has English words, and the words use their parameters. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { issueMessagesEn } from "./issues";

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
    expect(issueMessagesEn[code]).toBeDefined();
  });

  it("fills in the parameters", () => {
    const message = issueMessagesEn["unit.too-many-copies"]!({ name: "Eliminator Squad", actual: 4, max: 3 });
    expect(message).toBe("Eliminator Squad is taken 4 times; at most 3 allowed.");
  });
});
