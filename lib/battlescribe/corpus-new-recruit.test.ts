/**
 * Armies on BSData written with New Recruit's editor (../shared/corpus, never copied here),
 * built through the roster operations the editor uses: 40k 10th edition Space Marines and The Old
 * World's Dwarfen Mountain Holds. Totals are checked against sums written out from the
 * catalogues' own costs, read in the XML.
 */
import { describe, expect, it } from "vitest";
import { en } from "../i18n/english";
import { corpusDir, readCorpusFiles } from "../../tests/support/bs-corpus";
import { forceBuilder, rootNamed, type ForceBuilder } from "../../tests/support/bs-battalion";
import { deselectSelection, setAssociation } from "./engine/actions";
import { loadRosterXml } from "./ros/read-roster";
import { writeRosterXml } from "./ros/write-roster";
import { writeRosterText } from "./export/roster-text";
import { buildGladiusTaskForce, WH40K_10E_POINTS } from "../../tests/support/bs-gladius";
import type { Engine } from "./engine/engine";
import { createEngine } from "./engine/engine";
import { describeRosterError } from "./engine/error-words";
import { snapshotRoster } from "./engine/snapshot";
import { formatCardsText } from "../exchange/cards-text";
import { describeBsRoster, describeBsUnitCards } from "./export/roster-view";
import { readDataSet } from "./xml/read-data-files";

const corpus = corpusDir();
if (!corpus) console.warn("corpus-new-recruit skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

const PTS = WH40K_10E_POINTS;

function errorsOf(engine: Engine): string[] {
  return snapshotRoster(engine).errors.map((e) => describeRosterError(en.t, e));
}

function total(engine: Engine): number {
  return snapshotRoster(engine).costs.find((c) => c.typeId === PTS)?.value ?? Number.NaN;
}

function gladiusTaskForce(): { engine: Engine; army: ForceBuilder } {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-10e"), { strictLinks: false }));
  return { engine, army: buildGladiusTaskForce(engine) };
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
      const card = describeBsUnitCards(snapshotRoster(engine), en).find((c) => c.name === "Captain");
      const table = card?.profiles.find((p) => p.typeName === "Unit");
      return table?.rows[0]?.values[table.columns.indexOf("SV")];
    };
    expect(save()).toBe("2+");
    // The text export's reference cards carry the same changed line, labelled by the data's annotation.
    const cardsText = formatCardsText(describeBsUnitCards(snapshotRoster(engine), en), en);
    const captainCard = cardsText.slice(cardsText.indexOf("\nCaptain"));
    expect(captainCard).toContain("\n    Captain (Artificer Armour): 6\" | 4 | 2+ | 5 | 6+ | 1\n");
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
    // Checked under each of the three characters that offer it, said once, naming the unit.
    expect(errorsOf(engine)).toEqual(["Lieutenant: 1 too many selections of Artificer Armour in the roster (maximum 1)"]);
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

  it("links the Helix Gauntlet to the Infiltrator who carries it (New Recruit's association), and says when it is not", () => {
    const { engine, army } = gladiusTaskForce();
    deselectSelection(engine, army.forceId, rootNamed(army.force, "Whirlwind").id); // room for the squad: 1790 pts
    const squad = army.unit("Infiltrator Squad"); // 100 pts
    const gauntlet = army.option(squad, "Helix Gauntlet");
    // The data's association (min 1, max 1, scope the squad's entry, childId the Infiltrator model) has one candidate.
    expect(errorsOf(engine)).toEqual([]);
    const linked = () => snapshotRoster(engine).forces[0]?.selections.find((s) => s.name === "Infiltrator Squad")?.children.find((c) => c.name === "Helix Gauntlet")?.associations;
    expect(linked()).toEqual([expect.objectContaining({ name: "Helix Gauntlet", targetName: "Infiltrator", to: army.child(squad, "Infiltrator").id })]);
    expect(writeRosterText(en.t, snapshotRoster(engine))).toContain("Helix Gauntlet (with Infiltrator)");
    // The PDF list and the print view are drawn from the same roster view.
    const listed = describeBsRoster(snapshotRoster(engine), en).forces.flatMap((f) => f.groups.flatMap((g) => g.units)).find((u) => u.name === "Infiltrator Squad");
    expect(listed?.options.map((o) => o.name)).toContain("Helix Gauntlet (with Infiltrator)");

    const reread = loadRosterXml(engine, writeRosterXml(engine));
    expect(snapshotRoster(reread).errors).toEqual([]);
    expect(writeRosterXml(reread)).toContain(`<association associationId="fee1-020d-f500-b855" to="${army.child(squad, "Infiltrator").id}"/>`);

    setAssociation(engine, army.forceId, gauntlet.id, "fee1-020d-f500-b855", []);
    expect(errorsOf(engine)).toEqual(["Helix Gauntlet needs 1 more link for Helix Gauntlet (at least 1)"]);
    expect(() => setAssociation(engine, army.forceId, gauntlet.id, "fee1-020d-f500-b855", [army.child(squad, "Infiltrator Sergeant").id])).toThrow(/cannot be linked/);
  });
});

function dwarfHold(): { engine: Engine; army: ForceBuilder } {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/old-world"), { strictLinks: false }));
  const army = forceBuilder(engine, "2. Combined Arms", "Dwarfen Mountain Holds");
  const { force, unit, option, child, setCount } = army;
  const regiment = (name: string, model?: string, count?: number) => {
    const selection = unit(name);
    if (model) setCount(child(selection, model), count as number);
    return selection;
  };
  option(child(regiment("King"), "King"), "Master Rune of Smiting");
  option(child(regiment("Thane"), "Thane"), "Battle Standard Bearer");
  regiment("Runesmith");
  for (let i = 0; i < 2; i++) {
    const warriors = regiment("Dwarf Warriors", "Dwarf Warrior", 20);
    for (const command of ["Veteran", "Standard Bearer", "Musician"]) option(warriors, command);
  }
  regiment("Quarrellers", "Quarreller", 15);
  regiment("Thunderers", "Thunderer", 15);
  regiment("Hammerers", "Hammerer", 15);
  regiment("Ironbreakers", "Ironbreaker", 15);
  for (const name of ["Cannon", "Cannon", "Organ Gun", "Gyrocopters", "Gyrocopters", "Bolt Thrower"]) regiment(name);
  expect(force.selections.length).toBe(15);
  return { engine, army };
}

const POINTS = "points";

describe.skipIf(!corpus)("an army on New Recruit data (../shared/corpus/bsdata/old-world)", () => {
  it("The Old World: a legal Dwarfen Mountain Holds army in Combined Arms at the data's default 2000 points", () => {
    const { engine } = dwarfHold();
    const snapshot = snapshotRoster(engine);
    expect(snapshot.costLimits).toEqual([{ name: "pts", typeId: POINTS, value: 2000 }]);
    expect(errorsOf(engine)).toEqual([]);
    const characters = 125 /* King */ + 75 /* Master Rune of Smiting */ + 60 /* Thane */ + 25 /* Battle Standard Bearer */ + 65; /* Runesmith */
    const core =
      2 * (20 * 8 /* Dwarf Warrior */ + 5 /* Veteran */ + 5 /* Standard Bearer */ + 5) /* Musician */ +
      15 * 9 /* Quarreller */ +
      15 * 10; /* Thunderer */
    const special = 15 * 16 /* Hammerer */ + 15 * 15 /* Ironbreaker */ + 2 * 95 /* Cannon */ + 2 * 60 /* Gyrocopter */ + 55; /* Bolt Thrower */
    const rare = 115; /* Organ Gun */
    expect(core).toBeGreaterThanOrEqual(500); // Core: at least 25% of 2000
    expect(snapshot.costs.find((c) => c.typeId === POINTS)?.value).toBe(characters + core + special + rare);
    expect(characters + core + special + rare).toBe(1930);
  });

  it("reports what breaks it: over the points, a second master rune on one character, too little Core", () => {
    const { engine, army } = dwarfHold();
    const more = army.unit("Dwarf Warriors");
    army.setCount(army.child(more, "Dwarf Warrior"), 20); // 160 pts more, all Core
    expect(errorsOf(engine)).toEqual(["The roster is over its pts limit by 90 pts"]);
    deselectSelection(engine, army.forceId, more.id);

    const king = army.child(rootNamed(army.force, "King"), "King");
    army.option(king, "Master Rune of Dragon Slaying");
    expect(errorsOf(engine)).toEqual(["King has 1 too many selections of Master Runes (maximum 1)"]);
    deselectSelection(engine, army.forceId, army.child(king, "Master Rune of Dragon Slaying").id);

    for (const warriors of army.force.selections.filter((s) => s.node.name === "Dwarf Warriors")) deselectSelection(engine, army.forceId, warriors.id);
    // Core left: 135 + 150 = 285 of the 500 that 25% of 2000 asks for.
    expect(errorsOf(engine)).toEqual(["Core: at least 25% of the pts, now 14.3% (215 pts short)"]);
  });
  it("ties a Detachment to a Regimental Unit of its force (New Recruit's association): the player chooses among two", () => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/old-world"), { strictLinks: false }));
    const army = forceBuilder(engine, "2. Combined Arms", "Dwarfen Mountain Holds");
    const associationErrors = () => errorsOf(engine).filter((e) => e.includes("link"));
    const first = army.unit("Ironbreakers"); // a Regimental Unit by the catalogue's category link
    const detachment = army.option(army.unit("Irondrakes"), "Detachment");
    expect(associationErrors()).toEqual([]); // one regiment in the force: linked to it
    const second = army.unit("Ironbreakers");
    expect(associationErrors()).toEqual([]);
    setAssociation(engine, army.forceId, detachment.id, "8a3-f6f1-b585-dab5", [first.id, second.id]);
    expect(associationErrors()).toEqual(["Detachment has 1 link too many for Regimental Unit (at most 1)"]);
    setAssociation(engine, army.forceId, detachment.id, "8a3-f6f1-b585-dab5", [second.id]);
    expect(associationErrors()).toEqual([]);
    deselectSelection(engine, army.forceId, second.id);
    expect(associationErrors()).toEqual(["Detachment needs 1 more link for Regimental Unit (at least 1)"]);
  });
});
