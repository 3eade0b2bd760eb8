/**
 * The army-wide gauges (evaluation.armyLimits): role counts (Age of Fantasy: 1 hero per 375
 * points), role shares (The 9th Age: Characters at most 40%), copies of one unit. Each gauge
 * agrees with the engine's verdict at the limit and one past it.
 */
import { describe, expect, it } from "vitest";
import { loadGameData } from "../gamedata/load-dir";
import type { Roster } from "../gamedata/roster-schema";
import { evaluate } from "./evaluate";

const data = await loadGameData();

function run(file: string, change: (r: Roster) => Roster = (r) => r) {
  const roster = change(structuredClone(data.examples.find((e) => e.file === file)!.roster));
  const system = data.systems.find((s) => s.id === roster.gameSystemId)!;
  const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId)!;
  return evaluate(roster, system, catalogue);
}

const atPoints = (pts: number) => (r: Roster) => ({ ...r, limits: { ...r.limits, pts } });

describe("army limit gauges", () => {
  // Age of Fantasy: Regiments, Force Org: heroes at most 1 per 375 pts; the example has 3 heroes and 9 units.
  it.each([
    [1500, { actual: 3, limit: 4, state: "ok" }],
    [1125, { actual: 3, limit: 3, state: "ok" }],
    [1124, { actual: 3, limit: 2, state: "over" }],
  ] as const)("AoF heroes at %d pts", (pts, expected) => {
    const evaluation = run("aof-regiments-1500.json", atPoints(pts));
    const heroes = evaluation.armyLimits.find((l) => l.kind === "role-count" && l.categoryId === "hero");
    expect(heroes).toMatchObject({ name: "Hero", type: "max", ...expected });
    expect(evaluation.issues.some((i) => i.code === "category.too-many" && i.params.subjectId === "hero")).toBe(expected.state === "over");
  });

  it("AoF units: one per 150 points, the Champion inside the Greatswords being part of that unit", () => {
    const units = run("aof-regiments-1500.json").armyLimits.find((l) => l.kind === "role-count" && l.categoryId === "unit");
    expect(units).toMatchObject({ actual: 8, limit: 10, state: "ok" });
  });

  it("AoF copies: 1 + 1 per 750 points, counting the most-taken unit", () => {
    const evaluation = run("aof-regiments-1500.json", (r) => {
      const force = r.forces[0]!;
      const knights = force.selections.find((s) => s.id === "r1-knights")!;
      force.selections.push({ ...structuredClone(knights), id: "k2", selections: [] }, { ...structuredClone(knights), id: "k3", selections: [] }, { ...structuredClone(knights), id: "k4", selections: [] });
      return r;
    });
    const copies = evaluation.armyLimits.find((l) => l.kind === "copies");
    expect(copies).toMatchObject({ limit: 3, actual: 4, state: "over" });
    expect(copies?.name).toBeTruthy();
    expect(evaluation.issues.some((i) => i.code === "unit.too-many-copies")).toBe(true);
  });

  it("The 9th Age: one share gauge per percentage rule of the ruleset and army book, as a share of the points limit", () => {
    const evaluation = run("t9a-4500.json");
    const roster = data.examples.find((e) => e.file === "t9a-4500.json")!.roster;
    const ruleset = data.systems.find((s) => s.id === roster.gameSystemId)!.rulesets.find((r) => r.id === roster.rulesetId)!;
    const rules = [...(ruleset.constraints ?? []), ...(data.catalogues.find((c) => c.id === roster.catalogueId)!.constraints ?? [])].filter(
      (c) => c.percentValue && c.scope === "roster" && c.field === "pts",
    );
    const shares = evaluation.armyLimits.filter((l) => l.kind === "role-share");
    expect(shares.map((s) => s.id).sort()).toEqual(rules.map((c) => c.id).sort());
    for (const share of shares) {
      expect(share.limit).toBeCloseTo((share.percent! / 100) * 4500, 2);
      expect(share.actualPercent).toBeCloseTo((share.actual / 4500) * 100, 1);
    }
  });

  it("The 9th Age: Characters turn over exactly past their share", () => {
    const characters = run("t9a-4500.json").armyLimits.find((l) => l.kind === "role-share" && l.type === "max")!;
    const exact = (characters.actual * 100) / characters.percent!;
    const at = run("t9a-4500.json", atPoints(Math.ceil(exact))).armyLimits.find((l) => l.id === characters.id)!;
    const under = run("t9a-4500.json", atPoints(Math.ceil(exact) - 1)).armyLimits.find((l) => l.id === characters.id)!;
    expect(at.state).toBe("ok");
    expect(under.state).toBe("over");
  });
});
