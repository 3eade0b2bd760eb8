import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadGameData } from "../gamedata/load-dir";
import { evaluate } from "./evaluate";
import { unitsOfIssue } from "./issue-units";
import { applyScenario, scenarioSchema } from "./test-support/scenario";

const dir = path.join(__dirname, "scenarios");
const data = await loadGameData();

for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  const scenarios = scenarioSchema.array().parse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  describe(file, () => {
    it.each(scenarios.map((s) => [s.title, s] as const))("%s", (_title, scenario) => {
      const example = data.examples.find((e) => e.file === scenario.example);
      if (!example) throw new Error(`no example roster ${scenario.example}`);
      const roster = applyScenario(example.roster, scenario);
      const system = data.systems.find((s) => s.id === roster.gameSystemId);
      const catalogue = data.catalogues.find((c) => c.id === roster.catalogueId);
      if (!system || !catalogue) throw new Error(`example ${scenario.example} names unknown data`);
      const result = evaluate(roster, system, catalogue);
      expect(result.issues.map((i) => i.code).sort()).toEqual([...scenario.expect.issues].sort());
      expect(result.valid).toBe(scenario.expect.valid);
      for (const [key, value] of Object.entries(scenario.expect.totals ?? {})) {
        const actual = key === "models" ? result.totals.roster.models : (result.totals.roster.costs[key] ?? 0);
        expect(actual, key).toBe(value);
      }
      for (const [code, units] of Object.entries(scenario.expect.concerns ?? {})) {
        const issue = result.issues.find((i) => i.code === code);
        expect(issue && unitsOfIssue(issue).sort(), code).toEqual([...units].sort());
      }
    });
  });
}
