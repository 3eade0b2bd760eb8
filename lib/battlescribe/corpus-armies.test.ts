/**
 * Whole, legal armies built on the community's real BattleScribe data (../shared/corpus, never
 * copied here) through the roster operations the editor uses. Each roster must validate clean
 * and its total must equal a sum written out by hand from the catalogue's own costs, read in
 * the XML files, not from the engine.
 */
import { describe, expect, it } from "vitest";
import { en } from "../i18n/english";
import { corpusDir, readCorpusFiles, WH40K_9E_ULTRAMARINES } from "../../tests/support/bs-corpus";
import { forceBuilder, rootNamed } from "../../tests/support/bs-battalion";
import { deselectSelection, setCostLimit } from "./engine/actions";
import type { Engine } from "./engine/engine";
import { createEngine } from "./engine/engine";
import { describeRosterError } from "./engine/error-words";
import type { ForceNode, SelectionNode } from "./engine/roster";
import { walkSelections } from "./engine/roster";
import type { SelectionSnapshot } from "./engine/snapshot";
import { snapshotRoster } from "./engine/snapshot";
import { readDataSet } from "./xml/read-data-files";

/** Stormcast Eternals and every catalogue it links, transitively (all of aos3 but Sylvaneth's own). */
const AOS3_STORMCAST = [
  "Age of Sigmar.gst",
  "Order - Stormcast Eternals.cat",
  "Order - Stormcast Eternals - Data.cat",
  "Order Data.cat",
  "Destruction - Sons of Behemat - Data.cat",
  "Destruction - Data.cat",
  "Endless Spells.cat",
  "Regiments of Renown.cat",
  "Death - Data.cat",
  "Order - Idoneth Deepkin - Data.cat",
  "Order - Sylvaneth - Data.cat",
];

const corpus = corpusDir();
if (!corpus) console.warn("corpus-armies skipped: ../shared/corpus (third-party BattleScribe data) is not on this machine.");

/** What the root selections of a category cost, their options and models included. */
function categoryCost(engine: Engine, force: ForceNode, categoryName: string, costTypeId: string): number {
  const snapshot = snapshotRoster(engine).forces.find((f) => f.id === force.id);
  const subtree = (s: SelectionSnapshot): number =>
    (s.costs.find((c) => c.typeId === costTypeId)?.value ?? 0) + s.children.reduce((n, c) => n + subtree(c), 0);
  return (snapshot?.selections ?? []).filter((s) => s.categories.some((c) => c.name === categoryName)).reduce((n, s) => n + subtree(s), 0);
}

function errorsOf(engine: Engine): string[] {
  return snapshotRoster(engine).errors.map((e) => describeRosterError(en.t, e));
}

function total(engine: Engine, costName: string): number {
  return snapshotRoster(engine).costs.find((c) => c.name.trim() === costName)?.value ?? Number.NaN;
}

/** Root selections of a force in a category (as modifiers leave it), by category name. */
function inCategory(engine: Engine, force: ForceNode, categoryName: string): string[] {
  const snapshot = snapshotRoster(engine).forces.find((f) => f.id === force.id);
  return (snapshot?.selections ?? []).filter((s) => s.categories.some((c) => c.name === categoryName)).map((s) => s.name);
}

describe.skipIf(!corpus)("legal armies on real BattleScribe data (../shared/corpus)", () => {
  it("40k 9th edition: a 2000-point Ultramarines Battalion", () => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/wh40k-9e", WH40K_9E_ULTRAMARINES)));
    setCostLimit(engine, "points", 2000);
    const { force, unit, option, child, setCount } = forceBuilder(engine, "Battalion Detachment -3CP", "Imperium - Adeptus Astartes - Ultramarines");

    // Made on their own when the force is created: the data's min constraints ask for them.
    expect(rootNamed(force, "**Chapter Selector**").children.map((s) => s.node.name)).toEqual(["Ultramarines"]);
    expect(rootNamed(force, "Battle Size").children.map((s) => s.node.name.trim())).toEqual(["3. Strike Force (101-200 Total PL / 1001-2000 Points)"]);
    // Game Type's group has a min of 1 and no default: the player picks one.
    expect(errorsOf(engine)).toContain("Game Type must have 1 more selections of Game Type (minimum 1)");
    option(rootNamed(force, "Game Type"), "1. Eternal War");

    const captain = unit("Captain");
    // Captain's "Weapon Options" group: min 2 / max 2 (constraints 9db3-…, 362f-…).
    expect(errorsOf(engine)).toContain("Captain must have 2 more selections of Weapon Options (minimum 2)");
    option(captain, "Master-crafted boltgun");
    option(captain, "Thunder hammer");
    option(captain, "Warlord");
    option(captain, "Adept of the Codex");
    const lieutenant = unit("Lieutenant");
    option(lieutenant, "Master-crafted boltgun");
    option(lieutenant, "Astartes Chainsword");
    const librarian = unit("Librarian");
    option(librarian, "Boltgun");
    for (let i = 0; i < 3; i++) setCount(child(unit("Intercessor Squad"), "Intercessor"), 9);
    unit("Redemptor Dreadnought");
    setCount(child(unit("Bladeguard Veteran Squad"), "Bladeguard Veteran"), 5);
    unit("Primaris Apothecary");
    unit("Outrider Squad");
    unit("Repulsor Executioner");
    unit("Land Raider");
    unit("Hellblaster Squad");

    expect(errorsOf(engine)).toEqual([]);
    const expected =
      85 /* Captain (Space Marines a0b8-…) */ +
      10 /* Thunder hammer: link fbc7-… sets pts to 10 with a Captain as ancestor */ +
      0 /* Master-crafted boltgun, Warlord, Adept of the Codex: 0 pts */ +
      70 /* Lieutenant */ +
      80 /* Librarian */ +
      3 * 10 * 18 /* Intercessor Squad x3: 9 Intercessor + 1 Intercessor Sergeant at 18 each */ +
      185 /* Redemptor Dreadnought */ +
      6 * 35 /* Bladeguard Veteran Squad: 5 Bladeguard Veteran + 1 Sergeant at 35 */ +
      70 /* Primaris Apothecary */ +
      3 * 35 /* Outrider Squad: 2 Outrider + 1 Outrider Sgt at 35 */ +
      250 /* Repulsor Executioner */ +
      245 /* Land Raider */ +
      5 * 30 /* Hellblaster Squad: 4 Hellblaster + 1 Hellblaster Sergeant at 30 */;
    expect(total(engine, "pts")).toBe(expected);
    expect(expected).toBeLessThanOrEqual(2000);
    expect(expected).toBeGreaterThan(1950);

    expect(inCategory(engine, force, "HQ").length).toBeGreaterThanOrEqual(2);
    expect(inCategory(engine, force, "Troops")).toEqual(["Intercessor Squad", "Intercessor Squad", "Intercessor Squad"]);
    // A Warlord in the force makes the Battalion free: its name and the CP refund say so.
    const snapshot = snapshotRoster(engine);
    expect(snapshot.forces[0]?.name).toBe("Battalion Detachment 0CP");
    expect(snapshot.costs.find((c) => c.name === "CP")?.value).toBe(12 /* 3. Strike Force */ + 0 /* Detachment Command Cost: -3 only for a Battalion with no Warlord (gst 9d97-…) */);
    const models = [...walkSelections(force.selections)].filter((s) => s.node.type === "model").reduce((n, s) => n + s.number, 0);
    expect(models).toBe(7 /* 4 characters, Redemptor, Repulsor Executioner, Land Raider */ + 30 + 6 + 3 + 5);
  });

  it("Age of Sigmar 3: a 2000-point Stormcast Eternals army (points on the units' required children)", () => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/aos3", AOS3_STORMCAST)));
    setCostLimit(engine, "points", 2000);
    const { force, unit, option } = forceBuilder(engine, "**Pitched Battle GHB 2023-24**", "Order - Stormcast Eternals");
    // Made on their own: the allegiance, and Game Type's default, which sets the force's own
    // points cap (constraint 9c79-… on the force entry) to 2000.
    expect(rootNamed(force, "Allegiance").children.map((s) => s.node.name)).toEqual(["Allegiance: Stormcast Eternals"]);
    expect(rootNamed(force, "Game Type").children.map((s) => s.node.name)).toEqual(["2000 Points - Battlehost"]);

    const lordCelestant = unit("Lord-Celestant on Dracoth");
    expect(errorsOf(engine)).toContain("Lord-Celestant on Dracoth must have 1 more selections of Weapons (minimum 1)");
    option(lordCelestant, "Tempestos Hammer");
    option(lordCelestant, "General");
    unit("Lord-Relictor");
    unit("Knight-Incantor");
    unit("Knight-Arcanum");
    const vindictors = unit("Vindictors");
    // The unit itself costs 0: its points sit on "5 Vindictors", selected on its own (min 1).
    expect(vindictors.costs.get("points") ?? 0).toBe(0);
    expect(vindictors.children.map((s) => s.node.name)).toContain("5 Vindictors");
    option(vindictors, "Reinforced");
    const liberators = unit("Liberators");
    option(liberators, "Reinforced");
    option(liberators, "Heavens-wrought Weapon and Sigmarite Shield");
    option(unit("Vanquishers"), "Reinforced");
    unit("Judicators with Skybolt Bow");
    option(unit("Annihilators"), "Reinforced");
    const praetors = unit("Praetors");
    unit("Celestar Ballista");
    option(unit("Stormstrike Chariot"), "Great Stormbow and Stormstrike Axe");
    // The game system's own rule (category Grand Strategy: min 1 in the roster) asks for one.
    expect(errorsOf(engine)).toEqual(["New Roster must have 1 more selections of Grand Strategy (minimum 1)"]);
    option(rootNamed(force, "Grand Strategy"), "Pillars of Victory");

    expect(errorsOf(engine)).toEqual([]);
    const expected =
      150 /* Lord-Celestant on Dracoth (Tempestos Hammer, General: 0) */ +
      120 /* Lord-Relictor */ +
      120 /* Knight-Incantor */ +
      90 /* Knight-Arcanum */ +
      (110 /* 5 Vindictors */ + 110) /* Reinforced: link df4b-… on Vindictors */ +
      (100 /* 5 Liberators */ + 100) /* Reinforced: link ae53-… */ +
      (100 /* 5 Vanquishers */ + 100) /* Reinforced: link 2511-… */ +
      200 /* 5 Judicators with Skybolt Bow */ +
      (150 /* 3 Annihilators */ + 150) /* Reinforced: link a1b0-… */ +
      130 /* 3 Praetors */ +
      130 /* Celestar Ballista */ +
      140; /* 1 Stormstrike Chariot */
    expect(total(engine, "pts")).toBe(expected);
    expect(expected).toBe(2000);

    const snapshot = snapshotRoster(engine);
    expect(snapshot.forces[0]?.name).toBe("**Pitched Battle GHB 2023-24** 2,000");
    expect(inCategory(engine, force, "Battleline").sort()).toEqual(["Judicators with Skybolt Bow", "Liberators", "Vanquishers", "Vindictors"]);
    expect(inCategory(engine, force, "Leader")).toHaveLength(4);
    const names = (id: string) => snapshot.forces[0]?.selections.find((s) => s.id === id)?.children.map((c) => c.name);
    // Reinforcing renames the points-carrying child: "5 Liberators" becomes "10 Liberators".
    expect(names(liberators.id)).toContain("10 Liberators");

    // A fifth Reinforced unit breaks the Battlehost's max of 4 and the force's 2000-point cap.
    const fifth = option(praetors, "Reinforced");
    expect(errorsOf(engine)).toEqual([
      "The roster is over its pts limit by 130 pts",
      "New Roster has 130 too many pts of **Pitched Battle GHB 2023-24** 2,000 (maximum 2000)",
      "New Roster has 1 too many selections of Reinforced (maximum 4)",
    ]);
    deselectSelection(engine, force.id, fifth.id);
    expect(errorsOf(engine)).toEqual([]);
  });

  it("The 9th Age 2nd edition: a 4500-point Warriors of the Dark Gods army within its army percentages", () => {
    const engine = createEngine(readDataSet(readCorpusFiles("bsdata/t9a-2nd", ["2nd-theNinthAge-FantasyBattles.gst", "2nd-warriorsOfTheDarkGods.cat"])));
    const pts = "24fd-8af8-0c78-001c";
    // The percentages are of the roster's limit (field limit::<cost type>): set it first.
    setCostLimit(engine, pts, 4500);
    const { force, unit, option, child, setCount } = forceBuilder(engine, "Warriors of the Dark Gods", "Warriors of the Dark Gods 2024");
    expect(errorsOf(engine)).toEqual(["Core: at least 20% of the pts, now 0% (900 pts short)"]);
    // The editor swaps a default choice: take the auto-selected one off, then pick another.
    const swap = (parent: SelectionNode, from: string, to: string) => {
      deselectSelection(engine, force.id, child(parent, from).id);
      return option(parent, to);
    };

    const doomlord = unit("Doomlord");
    // "Army General" (gst d664-…) has min 1 in the roster: the first character gets it.
    expect(child(doomlord, "Army General").children.map((s) => s.node.name)).toEqual(["Doomlord General"]);
    swap(doomlord, "Hand Weapon", "Great Weapon");
    const chosenLord = unit("Chosen Lord");
    expect(chosenLord.children.map((s) => s.node.name)).not.toContain("Army General");
    expect(errorsOf(engine)).toContain("Chosen Lord must have 1 more selections of Favour of the Dark Gods (minimum 1)");
    option(chosenLord, "Favour of Vanadra, Goddess of Wrath");
    swap(chosenLord, "Hand Weapon", "Great Weapon");
    const sorcerer = unit("Sorcerer");
    swap(sorcerer, "Wizard Apprentice", "Wizard Adept");
    option(sorcerer, "Occultism");
    for (let i = 0; i < 2; i++) {
      const warriors = unit("Warriors");
      setCount(child(warriors, "Warrior"), 15);
      option(warriors, "Musician");
      option(warriors, "Standard Bearer");
      option(warriors, "Favoured Champion");
    }
    setCount(child(unit("Barbarians"), "Barbarian"), 35);
    option(unit("Chosen Knights"), "Favour of Savar, God of Pride");
    unit("Warrior Chariot");
    unit("Warrior Chariot");
    option(unit("Marauding Giant"), "Giant Club");
    unit("Chimera");
    unit("Forsaken One");
    unit("Hellmaw");
    option(unit("Chosen"), "Favour of Savar, God of Pride");
    unit("Battleshrine");

    expect(errorsOf(engine)).toEqual([]);
    const characters =
      340 /* Doomlord */ + 45 /* Great Weapon: Doomlord's link cost */ +
      275 /* Chosen Lord */ + 20 /* Favour of Vanadra: link cost */ + 20 /* Great Weapon: Chosen Lord's link cost */ +
      130 /* Sorcerer */ + 95; /* Wizard Adept (Occultism, Army General, Hand Weapon... 0) */
    const core =
      2 * (30 /* Warriors */ + 15 * 20 /* Warrior */ + 10 /* Musician (gst) */ + 10 /* Standard Bearer (gst) */ + 30) /* Favoured Champion */ +
      45 /* Barbarians */ + 35 * 6; /* Barbarian */
    const special =
      55 /* Chosen Knights */ + 3 * 120 /* Chosen Knight (Favour of Savar: +0) */ +
      2 * 210 /* Warrior Chariot */ +
      290 /* Marauding Giant (Giant Club 0) */ +
      190 /* Chimera */ +
      390 /* Forsaken One */ +
      310 /* Hellmaw */ +
      -30 /* Chosen: the unit's own cost is negative */ + 5 * 53 /* Chosen (model) */ +
      310; /* Battleshrine */
    expect(total(engine, "pts")).toBe(characters + core + special);
    expect(characters + core + special).toBe(4500);
    expect(categoryCost(engine, force, "Characters", pts)).toBe(characters);
    expect(categoryCost(engine, force, "Core", pts)).toBe(core);
    expect(characters).toBeLessThanOrEqual(0.45 * 4500);
    expect(core).toBeGreaterThanOrEqual(0.2 * 4500);

    // The same army at a 2000-point limit: over it, and 925 pts of characters exceed 45% of 2000.
    setCostLimit(engine, pts, 2000);
    expect(errorsOf(engine)).toEqual(["The roster is over its pts limit by 2500 pts", "Characters: at most 45% of the pts, now 46.3% (25 pts too many)"]);
    setCostLimit(engine, pts, 4500);
    expect(errorsOf(engine)).toEqual([]);
  });
});
