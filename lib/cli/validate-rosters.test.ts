import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runValidate } from "./validate-rosters";
import { findCorpus } from "../../tests/support/corpus-path";

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
    expect(result.out).toContain("The army costs 1,500 pts, over its limit of 1,499 pts.");
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

const opr = path.resolve(__dirname, "../opr/fixtures");
const book = ["--army-book", path.join(opr, "ironbound-book.json"), "--army-book", path.join(opr, "common-rules.json")];

describe("validate command with an event pack (--pack)", () => {
  const packFile = (pack: unknown) => {
    const file = path.join(tmp, `pack-${++copies}.json`);
    writeFileSync(file, JSON.stringify(pack));
    return file;
  };

  it.each([
    { title: "the roster's own limit: valid", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 1500 } }, code: 0, says: "1500/1500 pts" },
    { title: "one point lower: the pack's limit applies, not the roster's", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 1499 } }, code: 1, says: "1500/1499 pts" },
    { title: "the event.json of an organiser's download", pack: { name: "Autumn Clash", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 1499 } } }, code: 1, says: "over its limit" },
    { title: "a faction the event does not allow", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", allowedCatalogues: ["someone-else"] }, code: 1, says: "does not allow the faction" },
    { title: "another game system", pack: { gameSystemId: "t9a", rulesetId: "standard" }, code: 1, says: "for another game" },
  ])("$title", async ({ pack, code, says }) => {
    const result = await run(["--pack", packFile(pack), path.join(examples, "aof-regiments-1500.json")]);
    expect(result.code).toBe(code);
    expect(`${result.out}\n${result.err}`).toContain(says);
  });

  it("refuses a file that is not a pack, naming the field", async () => {
    const result = await run(["--pack", packFile({ gameSystemId: "aof-regiments" }), path.join(examples, "aof-regiments-1500.json")]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/not an event pack: rulesetId/);
  });
});

describe("validate command on Army Forge lists", () => {
  it("checks a list against the army book given, naming stale points and what the book lacks", async () => {
    const result = await run([...book, path.join(opr, "ironbound-list.json")]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("ironbound-list.json: INVALID — Ironbound vanguard (Age of Fantasy: Regiments, Ironbound Holds (Muster test book))");
    expect(result.out).toContain("628/750 pts");
    expect(result.out).toContain("note: Rangers: the list says 75 pts, the army book makes it 80 pts.");
    expect(result.out).toContain("Gyrocopter");
  });

  it("passes a list the book fully covers", async () => {
    const list = JSON.parse(readFileSync(path.join(opr, "ironbound-list.json"), "utf8"));
    list.units = list.units.filter((unit: { name: string }) => unit.name !== "Gyrocopter");
    const file = path.join(tmp, "covered-list.json");
    writeFileSync(file, JSON.stringify(list));
    const result = await run([...book, file]);
    expect(result.out).toContain("covered-list.json: valid");
    expect(result.code).toBe(0);
  });

  it("says which flag is missing for a list or a BattleScribe roster without its data", async () => {
    const ros = path.join(tmp, "some.ros");
    writeFileSync(ros, "<roster/>");
    const result = await run([path.join(opr, "ironbound-list.json"), ros]);
    expect(result.code).toBe(1);
    expect(result.out).toContain('This Age of Fantasy: Regiments list uses the army book "ironbound-test", which was not given: add --army-book');
    expect(result.out).toContain("give its game data with --bs-data");
  });

  it("checks lists of every One Page Rules game in one run, each against its own game's book", async () => {
    const books = ["starfall-book.json", "emberfolk-book.json", "mirewatch-book.json", "common-rules-object.json"].flatMap((file) => ["--army-book", path.join(opr, file)]);
    const result = await run([...books, ...["starfall-list.json", "emberfolk-list.json", "mirewatch-list.json"].map((file) => path.join(opr, file))]);
    expect(result.out).toContain("starfall-list.json: valid — Starfall strike team (Grimdark Future, Starfall Reclaimers (Muster test book))");
    expect(result.out).toContain("611/1000 pts");
    expect(result.out).toContain("note: Reclaimer Squad: the list says 131 pts, the army book makes it 136 pts.");
    expect(result.out).toContain("note: The list's total was 640 pts; Muster counts 611 pts with the army book.");
    expect(result.out).toContain("emberfolk-list.json: valid — Emberfolk warband (Age of Fantasy, Emberfolk (Muster test book))");
    expect(result.out).toContain("mirewatch-list.json: valid — Mirewatch patrol (Age of Fantasy: Skirmish, Mirewatch (Muster test book))");
    expect(result.code).toBe(0);
  });

  it("checks the limit on the recomputed total, not the total the list stored", async () => {
    const list = JSON.parse(readFileSync(path.join(opr, "starfall-list.json"), "utf8"));
    // The list says 640 pts; the book makes it 611: a 620-point limit is met, a 610-point one is not.
    const at = (limit: number) => {
      const file = path.join(tmp, `starfall-${limit}.json`);
      writeFileSync(file, JSON.stringify({ ...list, pointsLimit: limit, forceOrg: false }));
      return file;
    };
    const books = ["--army-book", path.join(opr, "starfall-book.json")];
    expect((await run([...books, at(620)])).code).toBe(0);
    const over = await run([...books, at(610)]);
    expect(over.code).toBe(1);
    expect(over.out).toContain("The army costs 611 pts, over its limit of 610 pts.");
  });

  it("names the game of a list Muster does not read, and the games it does", async () => {
    const file = path.join(tmp, "warfleets.json");
    writeFileSync(file, JSON.stringify({ gameSystem: "gfwf", units: [] }));
    const result = await run([file]);
    expect(result.out).toContain("gameSystem: This is a Grimdark Future: Warfleets list, which Muster does not read. Muster reads Army Forge lists of: Grimdark Future, Grimdark Future: Firefight, Age of Fantasy, Age of Fantasy: Skirmish, Age of Fantasy: Regiments.");
  });

  it("names the game of a book Muster does not read", async () => {
    const file = path.join(tmp, "quest-book.json");
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(path.join(opr, "mirewatch-book.json"), "utf8")), gameSystemId: 7, gameSystemKey: "AOFQ", gameSystemSlug: "age-of-fantasy-quest" }));
    const result = await run(["--army-book", file, path.join(opr, "mirewatch-list.json")]);
    expect(result.code).toBe(2);
    expect(result.err).toContain("quest-book.json gameSystemKey: an army book of Age of Fantasy: Quest, which Muster does not read.");
  });
});

const corpus = findCorpus();
describe.skipIf(!corpus)("validate command on a BattleScribe roster (../shared/corpus)", () => {
  it("opens squigs.ros on its own data with the file's 1990 points and reports what the data requires", async () => {
    const result = await run(["--bs-data", path.join(corpus!, "rosters/squigs-data"), path.join(corpus!, "rosters/squigs.ros")]);
    expect(result.out).toContain("squigs.ros: INVALID — New Roster (Age of Sigmar)");
    expect(result.out).toContain("  1990 pts");
    // The file holds no weapon selections although the data asks for one of each (min 1).
    expect(result.out).toContain("error: Sneaky Shufflers must have 1 more selections of Loonfungus Sickle (minimum 1)");
    expect(result.code).toBe(1);
  });
});
