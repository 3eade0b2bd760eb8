import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CatalogueData, GameSystemData, SelectionEntry } from "../battlescribe/data-types";
import { addForce, selectChildEntry, selectEntry, setCostLimit } from "../battlescribe/engine/actions";
import { createEngine, type Engine } from "../battlescribe/engine/engine";
import { writeRosterXml } from "../battlescribe/ros/write-roster";
import { runValidate } from "./validate-rosters";

/**
 * `validate` on BattleScribe rosters of our own: a small game system whose second catalogue
 * revision no longer offers two entries, rosters written on the first and checked on the second.
 */
const tmp = mkdtempSync(path.join(tmpdir(), "muster-validate-bs-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runValidate(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const pts = (value: number) => [{ name: "pts", typeId: "pts", value }];
const troops = [{ id: "cl-t", targetId: "cat-troops", primary: true }];

const GAME_SYSTEM: GameSystemData = {
  id: "gs-dyn",
  name: "Dynasties",
  revision: 1,
  costTypes: [{ id: "pts", name: "pts", defaultCostLimit: -1 }],
  categoryEntries: [{ id: "cat-hq", name: "HQ" }, { id: "cat-troops", name: "Troops" }],
  forceEntries: [{ id: "fe-army", name: "Army", categoryLinks: [{ id: "cl-hq", targetId: "cat-hq", name: "HQ" }, { id: "cl-troops", targetId: "cat-troops", name: "Troops" }] }],
};

const overlord: SelectionEntry = {
  id: "se-overlord",
  name: "Overlord",
  type: "model",
  costs: pts(80),
  categoryLinks: [{ id: "cl-o", targetId: "cat-hq", primary: true }],
  constraints: [{ id: "c-one", type: "max", value: 1, field: "selections", scope: "force", shared: true }],
};
const warriors: SelectionEntry = {
  id: "se-warriors",
  name: "Warriors",
  type: "unit",
  categoryLinks: troops,
  selectionEntries: [
    {
      id: "se-sergeant",
      name: "Sergeant",
      type: "model",
      costs: pts(12),
      selectionEntries: [{ id: "se-blade", name: "Blade", type: "upgrade", costs: pts(1), constraints: [{ id: "c-blade", type: "max", value: 1, field: "selections", scope: "parent", shared: true }] }],
    },
    { id: "se-warrior", name: "Warrior", type: "model", collective: true, costs: pts(0.1) },
  ],
};
const cryptothralls: SelectionEntry = { id: "se-thralls", name: "Cryptothralls", type: "unit", costs: pts(30), categoryLinks: troops };
/** A lord offered through two links: each link checks the lord's limit, so breaking it is two errors alike. */
const lord: SelectionEntry = { id: "sse-lord", name: "Lord", type: "model", costs: pts(50), categoryLinks: [{ id: "cl-l", targetId: "cat-hq", primary: true }], constraints: [{ id: "c-lord", type: "max", value: 1, field: "selections", scope: "force", shared: true }] };
const OLD: CatalogueData = {
  id: "cat-dyn",
  name: "Dynasty",
  revision: 1,
  gameSystemId: "gs-dyn",
  sharedSelectionEntries: [lord],
  entryLinks: [
    { id: "el-lord", name: "Lord", targetId: "sse-lord", type: "selectionEntry" },
    { id: "el-lord-again", name: "Lord", targetId: "sse-lord", type: "selectionEntry" },
  ],
  selectionEntries: [
    overlord,
    warriors,
    { id: "se-bound", name: "Bound Creation", type: "upgrade", costs: pts(10), categoryLinks: troops, selectionEntries: [cryptothralls] },
    { id: "se-relic", name: "Old Relic", type: "upgrade", costs: pts(15), categoryLinks: troops },
  ],
};
/** Revision 2: no Bound Creation (its Cryptothralls are offered on their own) and no Old Relic. */
const NEW: CatalogueData = { ...OLD, revision: 2, selectionEntries: [overlord, warriors, cryptothralls] };

/** A folder of data files in New Recruit's JSON form, which `--bs-data` reads like the XML. */
function dataFolder(name: string, gameSystem: GameSystemData, catalogue: object): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "Dynasties.gst"), JSON.stringify({ gameSystem }));
  writeFileSync(path.join(dir, "Dynasty.cat"), JSON.stringify({ catalogue }));
  return dir;
}

const newData = dataFolder("new", GAME_SYSTEM, NEW);

function rosterFile(name: string, build: (engine: Engine, forceId: string) => void): string {
  let n = 0;
  const engine = createEngine({ gameSystem: GAME_SYSTEM, catalogues: [OLD] }, { newId: () => `${name}-${++n}`, rosterName: name });
  const forceId = addForce(engine, "fe-army").forceId as string;
  build(engine, forceId);
  const file = path.join(tmp, `${name}.ros`);
  writeFileSync(file, writeRosterXml(engine));
  return file;
}

describe("validate on BattleScribe rosters", () => {
  it("names each entry the data no longer offers with its points, keeps what can still be placed, and says how far the total moved", async () => {
    const file = rosterFile("Necron Court", (engine, forceId) => {
      selectEntry(engine, forceId, "se-overlord");
      const bound = selectEntry(engine, forceId, "se-bound").selectionId as string;
      selectChildEntry(engine, forceId, bound, "se-thralls");
      selectEntry(engine, forceId, "se-relic");
    });
    const result = await run(["--bs-data", newData, file]);
    expect(result.out).toContain("Necron Court.ros: INVALID — Necron Court (Dynasties)");
    // The file said 135 pts: the Overlord and the Cryptothralls (110) are still there.
    expect(result.out).toContain("  110 pts");
    expect(result.out).toContain("error: “Bound Creation” (Army / Bound Creation) is not offered by the data given: left out, with the 10 pts the file gave it");
    expect(result.out).toContain("note: “Cryptothralls”, which was inside “Bound Creation”, is still offered on its own: kept");
    expect(result.out).toContain("error: “Old Relic” (Army / Old Relic) is not offered by the data given: left out, with the 15 pts the file gave it");
    expect(result.out).toContain("note: What was left out moves the total by -25 pts from the file's");
    expect(result.code).toBe(1);

    const json = JSON.parse((await run(["--json", "--bs-data", newData, file])).out)[0];
    expect(json.dropped).toEqual([
      { name: "Bound Creation", path: "Army / Bound Creation", costs: { pts: 10 }, kept: ["Cryptothralls"] },
      { name: "Old Relic", path: "Army / Old Relic", costs: { pts: 15 }, kept: [] },
    ]);
  });

  it("says why a roster is INVALID when nothing but a left-out entry makes it so", async () => {
    const file = rosterFile("Relic Hunt", (engine, forceId) => void selectEntry(engine, forceId, "se-relic"));
    const result = await run(["--bs-data", newData, file]);
    const lines = result.out.split("\n");
    expect(lines[0]).toBe("Relic Hunt.ros: INVALID — Relic Hunt (Dynasties)");
    expect(lines.filter((l) => l.startsWith("  error: "))).toHaveLength(1);
  });

  it("names the unit an error concerns, and says each error once", async () => {
    const file = rosterFile("Two Courts", (engine, forceId) => {
      selectEntry(engine, forceId, "se-overlord");
      selectEntry(engine, forceId, "se-overlord");
      selectEntry(engine, forceId, "se-overlord");
      selectEntry(engine, forceId, "el-lord");
      selectEntry(engine, forceId, "el-lord");
      const squad = selectEntry(engine, forceId, "se-warriors").selectionId as string;
      const sergeant = selectChildEntry(engine, forceId, squad, "se-sergeant").selectionId as string;
      selectChildEntry(engine, forceId, sergeant, "se-blade");
      selectChildEntry(engine, forceId, sergeant, "se-blade");
    });
    const result = await run(["--bs-data", newData, file]);
    const errors = result.out.split("\n").filter((l) => l.startsWith("  error: "));
    expect(errors).toEqual([
      // Two Overlords too many: raised on the last one, said once.
      "  error: Overlord: 2 too many selections of Overlord in Army (maximum 1)",
      // Both links to the Lord check its limit: the same error twice, said once.
      "  error: Lord: 1 too many selections of Lord in Army (maximum 1)",
      "  error: Warriors: Sergeant has 1 too many selections of Blade (maximum 1)",
    ]);
  });

  it("prints decimal costs as decimals", async () => {
    const file = rosterFile("Swarm", (engine, forceId) => {
      const squad = selectEntry(engine, forceId, "se-warriors").selectionId as string;
      for (let i = 0; i < 3; i++) selectChildEntry(engine, forceId, squad, "se-warrior");
      setCostLimit(engine, "pts", 0.3);
    });
    const result = await run(["--bs-data", newData, file]);
    expect(result.out).toContain("Swarm.ros: valid — Swarm (Dynasties)");
    expect(result.out).toContain("  0.3/0.3 pts");
    expect(result.code).toBe(0);
  });

  it("refuses game data the reader refuses in one line, with exit code 2", async () => {
    // A repeated id is read with a warning, as New Recruit reads it (issue 33); broken JSON is refused.
    const broken = dataFolder("broken", GAME_SYSTEM, NEW);
    writeFileSync(path.join(broken, "Dynasty.cat"), '{ "catalogue": { "id": ');
    const file = rosterFile("Any", () => undefined);
    const result = await run(["--bs-data", broken, file]);
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.split("\n")).toHaveLength(1);
    expect(result.err).toMatch(/^Dynasty\.cat/);
    const missing = await run(["--bs-data", path.join(tmp, "no-such-folder"), file]);
    expect(missing.code).toBe(2);
    expect(missing.err.split("\n")).toHaveLength(1);
    expect(missing.err).toMatch(/^Invalid game data: .*no-such-folder/);
  });

  it("says which files it takes when a JSON file is no roster it reads", async () => {
    const notRoster = path.join(tmp, "settings.json");
    writeFileSync(notRoster, JSON.stringify({ theme: "dark" }));
    const broken = path.join(tmp, "broken.json");
    writeFileSync(broken, "{ nope");
    const result = await run([notRoster, broken]);
    expect(result.out).toContain("settings.json: INVALID (not a readable roster)");
    expect(result.out).toContain("(root): not a roster this command reads: it takes Muster rosters (.json), BattleScribe and New Recruit rosters (.ros, .rosz) and Army Forge lists (.json)");
    expect(result.out).not.toContain("schemaVersion");
    expect(result.out).toMatch(/broken\.json: INVALID[\s\S]*not valid JSON \(.*\): not a roster this command reads: it takes Muster rosters/);
  });
});
