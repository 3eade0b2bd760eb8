/**
 * Armies on BSData written with New Recruit's editor (../shared/corpus, never copied here),
 * built through the roster operations the editor uses: the 40k 10th edition Space Marines. The
 * total is checked against a sum written out from the catalogue's own costs, read in the XML.
 */
import { describe, expect, it } from "vitest";
import { en } from "../i18n/translate";
import { corpusDir, readCorpusFiles } from "../../tests/support/bs-corpus";
import { forceBuilder, rootNamed, type ForceBuilder } from "../../tests/support/bs-battalion";
import { deselectSelection, setCostLimit } from "./engine/actions";
import type { Engine } from "./engine/engine";
import { createEngine } from "./engine/engine";
import { describeRosterError } from "./engine/error-words";
import { snapshotRoster } from "./engine/snapshot";
import { describeBsUnitCards } from "./export/roster-view";
import { readDataSet } from "./xml/read-data-files";

const corpus = corpusDir();
if (!corpus) console.warn("corpus-new-recruit skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

const PTS = "51b2-306e-1021-d207";

function errorsOf(engine: Engine): string[] {
  return snapshotRoster(engine).errors.map((e) => describeRosterError(en.t, e));
}

function total(engine: Engine): number {
  return snapshotRoster(engine).costs.find((c) => c.typeId === PTS)?.value ?? Number.NaN;
}

function gladiusTaskForce(): { engine: Engine; army: ForceBuilder } {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
  setCostLimit(engine, PTS, 2000);
  const army = forceBuilder(engine, "Army Roster", "Imperium - Adeptus Astartes - Space Marines");
  const { force, unit, option, child } = army;
  option(rootNamed(force, "Battle Size"), "2. Strike Force (2000 Point limit)");
  option(rootNamed(force, "Detachment"), "Gladius Task Force");
  const captain = unit("Captain");
  option(captain, "Warlord");
  option(captain, "Artificer Armour");
  for (const name of ["Lieutenant", "Librarian", "Intercessor Squad", "Intercessor Squad", "Intercessor Squad", "Redemptor Dreadnought", "Bladeguard Veteran Squad", "Land Raider", "Repulsor Executioner", "Terminator Squad", "Eliminator Squad", "Outrider Squad", "Whirlwind"]) unit(name);
  // Groups with a minimum and no default wait for the player, as in BattleScribe.
  option(child(unit("Hellblaster Squad"), "Hellblaster Sergeant"), "Bolt pistol");
  option(unit("Gladiator Lancer"), "Two storm bolters");
  return { engine, army };
}

describe.skipIf(!corpus)("an army on New Recruit data (../shared/corpus/bsdata/wh40k-10e)", () => {
  it("40k 10th edition: a legal 2000-point Gladius Task Force, its total from the catalogue's costs", () => {
    const { engine } = gladiusTaskForce();
    expect(errorsOf(engine)).toEqual([]);
    const expected =
      80 /* Captain (6c10-…) */ + 10 /* Artificer Armour (enhancement) */ + 0 /* Warlord */ +
      55 /* Lieutenant */ + 65 /* Librarian */ +
      3 * 80 /* Intercessor Squad, 5 models (160 from 6 models up) */ +
      205 /* Redemptor Dreadnought */ + 80 /* Bladeguard Veteran Squad, 3 models */ +
      110 /* Hellblaster Squad, 5 models */ + 220 /* Land Raider */ + 230 /* Repulsor Executioner */ +
      170 /* Terminator Squad, 5 models */ + 85 /* Eliminator Squad */ + 80 /* Outrider Squad */ +
      160 /* Gladiator Lancer */ + 190; /* Whirlwind */
    expect(expected).toBe(1980);
    expect(total(engine)).toBe(expected);
  });

  it("shows what an enhancement changes through affects: Artificer Armour makes the Captain's save 2+ on its card", () => {
    const { engine, army } = gladiusTaskForce();
    const save = () => {
      const card = describeBsUnitCards(snapshotRoster(engine)).find((c) => c.name === "Captain");
      const table = card?.profiles.find((p) => p.typeName === "Unit");
      return table?.rows[0]?.values[table.columns.indexOf("SV")];
    };
    expect(save()).toBe("2+");
    const captain = rootNamed(army.force, "Captain");
    deselectSelection(engine, army.forceId, army.child(captain, "Artificer Armour").id);
    expect(save()).toBe("3+");
  });

  it("reports what breaks it: over the points, a second copy of an enhancement, the data's own rule in its words", () => {
    const { engine, army } = gladiusTaskForce();
    army.unit("Vindicator"); // 185 pts
    expect(errorsOf(engine)).toEqual(["The roster is over its pts limit by 165 pts"]);
    deselectSelection(engine, army.forceId, rootNamed(army.force, "Vindicator").id);

    // Each enhancement once per army (its max 1 in scope roster).
    army.option(rootNamed(army.force, "Lieutenant"), "Artificer Armour");
    expect(errorsOf(engine).some((e) => e.includes("Artificer Armour"))).toBe(true);
    deselectSelection(engine, army.forceId, army.child(rootNamed(army.force, "Lieutenant"), "Artificer Armour").id);
    expect(errorsOf(engine)).toEqual([]);

    // Intercessors: at most one grenade launcher per 5 models, a rule the data raises itself.
    const squad = army.force.selections.find((s) => s.node.name === "Intercessor Squad")!;
    army.setCount(army.child(squad, "Intercessor"), 3);
    army.option(squad, "Intercessor w/ Grenade Launcher");
    expect(errorsOf(engine)).toEqual([]);
    const sergeant = army.child(squad, "Intercessor Sergeant");
    // Swapped in the Sergeant's "Weapon 1" group (max 1): the Bolt Rifle goes, the other comes.
    deselectSelection(engine, army.forceId, army.child(sergeant, "Bolt Rifle").id);
    army.option(sergeant, "Bolt Rifle w/ Grenade Launcher");
    expect(errorsOf(engine)).toEqual(["Astartes grenade launcher: Max 1 Astartes grenade launcher per 5 models", "Astartes grenade launcher: Max 1 Astartes grenade launcher per 5 models"]);
  });
});
