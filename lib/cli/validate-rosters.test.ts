import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runValidate } from "./validate-rosters";

const examples = path.resolve(__dirname, "../../data/examples");
const tmp = mkdtempSync(path.join(tmpdir(), "muster-validate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runValidate(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

let copies = 0;
function brokenCopy(example: string, edit: (roster: Record<string, unknown>) => void): string {
  const roster = JSON.parse(readFileSync(path.join(examples, example), "utf8"));
  edit(roster);
  const file = path.join(tmp, `broken-${++copies}-${example}`);
  writeFileSync(file, JSON.stringify(roster));
  return file;
}

describe("validate command", () => {
  it("passes legal rosters with exit code 0 and prints totals", async () => {
    const result = await run([path.join(examples, "aof-regiments-1500.json"), path.join(examples, "t9a-4500.json")]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("aof-regiments-1500.json: valid");
    expect(result.out).toContain("1500/1500 pts, 50 models");
    expect(result.out).toContain("2 of 2 rosters valid");
  });

  it("reads files of older Muster versions as Import does (schemaVersion 1)", async () => {
    const older = brokenCopy("aof-regiments-1500.json", (r) => {
      r.schemaVersion = 1;
      delete r.dataRevisions;
    });
    const result = await run([older]);
    expect(result.out).toContain(": valid");
    expect(result.code).toBe(0);
  });

  it("fails when any roster is invalid and says why in words", async () => {
    const over = brokenCopy("aof-regiments-1500.json", (r) => ((r.limits as Record<string, number>).pts = 1499));
    const result = await run([path.join(examples, "aof-regiments-750.json"), over]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("INVALID");
    expect(result.out).toContain("The army costs 1500 pts, over its limit of 1499 pts.");
    expect(result.out).toContain("1 of 2 rosters valid");
  });

  it("reports files that are not rosters with the path of the problem", async () => {
    const notJson = path.join(tmp, "not-json.json");
    writeFileSync(notJson, "{ nope");
    const wrongShape = brokenCopy("t9a-4500.json", (r) => ((r.forces as { selections: { number: unknown }[] }[])[0]!.selections[0]!.number = "many"));
    const unknownSystem = brokenCopy("t9a-4500.json", (r) => (r.gameSystemId = "chess"));
    const result = await run([notJson, wrongShape, unknownSystem, path.join(tmp, "missing.json")]);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/not-json\.json: INVALID[\s\S]*not valid JSON/);
    expect(result.out).toContain("forces[0].selections[0].number:");
    expect(result.out).toContain('unknown game system "chess"');
    expect(result.out).toContain("cannot read file (ENOENT)");
  });

  it("prints machine-readable results with --json", async () => {
    const over = brokenCopy("aof-regiments-1500.json", (r) => ((r.limits as Record<string, number>).pts = 1000));
    const result = await run(["--json", over]);
    const parsed = JSON.parse(result.out);
    expect(parsed[0]).toMatchObject({ valid: false, totals: { costs: { pts: 1500 }, models: 50 } });
    expect(parsed[0].issues.map((i: { code: string }) => i.code)).toContain("limit.exceeded");
    expect(parsed[0].issues[0].message).toEqual(expect.any(String));
  });

  it("explains its usage", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(["--bogus", "x.json"])).err).toContain("unknown option --bogus");
  });
});
