/**
 * The game system's own roster-level rules, stated as constraints on category entries no force
 * links (../shared/corpus, never copied here): 40k 10th edition's Warlord is exactly one per
 * roster; The Old World asks each force for at least three units.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/english";
import { corpusDir, readCorpusFiles } from "../../../tests/support/bs-corpus";
import { forceBuilder, rootNamed } from "../../../tests/support/bs-battalion";
import { buildGladiusTaskForce } from "../../../tests/support/bs-gladius";
import { readBsDataSets } from "../../cli/read-bs-data";
import { openRosterFile } from "../ros/open-roster-file";
import { readDataSet } from "../xml/read-data-files";
import { deselectSelection, setCustomization } from "./actions";
import { createEngine, type Engine } from "./engine";
import { describeRosterError } from "./error-words";
import { snapshotRoster } from "./snapshot";

const corpus = corpusDir();
if (!corpus) console.warn("root-categories skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

function errorsOf(engine: Engine): string[] {
  return snapshotRoster(engine).errors.map((e) => describeRosterError(en.t, e));
}

let wh40k: ReturnType<typeof readDataSet> | undefined;
function wh40kData() {
  wh40k ??= readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false });
  return wh40k;
}

describe.skipIf(!corpus)("40k 10th edition's Warlord rule (Warhammer 40,000.gst: Warlord, min 1 and max 1 in the roster)", () => {
  const cases: { warlords: string[]; expected: string[] }[] = [
    { warlords: [], expected: ["New Roster must have 1 more selections of Warlord (minimum 1)"] },
    { warlords: ["Captain"], expected: [] },
    { warlords: ["Captain", "Lieutenant"], expected: ["Lieutenant: 1 too many selections of Warlord in the roster (maximum 1)"] },
    { warlords: ["Captain", "Lieutenant", "Librarian"], expected: ["Librarian: 2 too many selections of Warlord in the roster (maximum 1)"] },
  ];
  it.each(cases)("with Warlord chosen on $warlords: $expected", ({ warlords, expected }) => {
    const engine = createEngine(wh40kData());
    const army = buildGladiusTaskForce(engine);
    const captain = rootNamed(army.force, "Captain");
    deselectSelection(engine, army.forceId, army.child(captain, "Warlord").id);
    for (const name of warlords) army.option(rootNamed(army.force, name), "Warlord");
    expect(errorsOf(engine).filter((e) => e.includes("Warlord"))).toEqual(expected);
  });

  it("names the unit by the player's own name when it has one", () => {
    const engine = createEngine(wh40kData());
    const army = buildGladiusTaskForce(engine);
    const lieutenant = rootNamed(army.force, "Lieutenant");
    setCustomization(engine, { forceId: army.forceId, selectionId: lieutenant.id, customName: "Lieutenant Tarn" });
    army.option(lieutenant, "Warlord");
    expect(errorsOf(engine).filter((e) => e.includes("Warlord"))).toEqual(["Lieutenant Tarn: 1 too many selections of Warlord in the roster (maximum 1)"]);
  });

  it("says it once however many forces the roster has", () => {
    const engine = createEngine(wh40kData());
    const army = buildGladiusTaskForce(engine);
    deselectSelection(engine, army.forceId, army.child(rootNamed(army.force, "Captain"), "Warlord").id);
    forceBuilder(engine, "Army Roster", "Imperium - Adeptus Astartes - Space Marines");
    expect(errorsOf(engine).filter((e) => e.includes("Warlord"))).toEqual(["New Roster must have 1 more selections of Warlord (minimum 1)"]);
  });
});

describe.skipIf(!corpus)("The Old World's rule of three units per force (Warhammer_Old_World.gst)", () => {
  it.each([
    { units: ["Dwarf Warriors", "Quarrellers"], broken: true },
    { units: ["Dwarf Warriors", "Quarrellers", "Thunderers"], broken: false },
  ])("$units: broken $broken", ({ units, broken }) => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/old-world"), { strictLinks: false }));
    const army = forceBuilder(engine, "2. Combined Arms", "Dwarfen Mountain Holds");
    for (const name of units) army.unit(name);
    const threeUnits = errorsOf(engine).filter((e) => e.includes("Units (not including"));
    expect(threeUnits.length).toBe(broken ? 1 : 0);
  });
});

describe.skipIf(!corpus)("Age of Sigmar 4's roster rules on a roster New Recruit wrote (../shared/corpus/rosters/aos4-lots-o-letters.rosz)", () => {
  it("raises none of the game system's category rules on a roster within them (Bloodbound Warmonger, Slaughter Seeker, Baleful Lord: none in a force)", async () => {
    const { sets } = await readBsDataSets([path.join(corpus as string, "bsdata/aos4")]);
    const set = sets.find((s) => s.gameSystem.name.includes("Age of Sigmar"));
    const file = path.join(corpus as string, "rosters/aos4-lots-o-letters.rosz");
    const opened = openRosterFile(createEngine(set!), path.basename(file), new Uint8Array(fs.readFileSync(file)));
    const rootCategories = new Set([set!.gameSystem, ...set!.catalogues].flatMap((f) => (f.categoryEntries ?? []).filter((c) => (c.constraints ?? []).length > 0).map((c) => c.id)));
    expect(rootCategories.size).toBeGreaterThan(0);
    const fromThem = snapshotRoster(opened.engine).errors.filter((e) => rootCategories.has(e.entryId));
    expect(fromThem.map((e) => describeRosterError(en.t, e))).toEqual([]);
  });
});
