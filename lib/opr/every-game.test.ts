/**
 * Every One Page Rules game Army Forge serves, end to end on the pure side: its army book read,
 * a list read against it with the total checked by hand (the sum of named unit costs, written
 * below), the same list over a limit with the issue the game's rules give, and every unit of a
 * book priced as Army Forge prices it. Grimdark Future and Firefight use Army Forge's own files
 * from ../shared/corpus (skipped, saying so, when it is absent); the corpus has no Age of Fantasy,
 * Skirmish or Regiments book, so those use invented books in Army Forge's shape (fixtures/).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { gameSystemSchema, type GameSystem } from "../gamedata/catalogue-schema";
import { findCorpus } from "../../tests/support/corpus-path";
import { armyBookSchema, type ArmyBook } from "./book-schema";
import { findOprGameSystem, oprGameSystemTableSchema, type OprGameSystem } from "./game-systems";
import { parseArmyForgeList, type ArmyForgeList } from "./list-schema";
import { resolveListGame } from "./list-game";
import { armyForgeListToRoster } from "./list-to-roster";
import { convertBookFiles } from "./read-book-files";
import { formatArmyForgeText } from "./share-text";
import { checkBookPrices } from "./test-support/army-forge-prices";

const repo = path.resolve(__dirname, "../..");
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const table = oprGameSystemTableSchema.parse(readJson(path.join(repo, "data/opr/game-systems.json")));
const systemOf = (opr: OprGameSystem): GameSystem => gameSystemSchema.parse(readJson(path.join(repo, "data/systems", opr.musterSystemId, "system.json")));
const game = (armyForgeId: string) => {
  const opr = findOprGameSystem(table, armyForgeId)!;
  return { opr, system: systemOf(opr) };
};

function install(files: string[]) {
  const result = convertBookFiles(files.map((file) => ({ fileName: path.basename(file), text: readFileSync(file, "utf8") })), table);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.books;
}

/** A list read as the import reads it: the totals, the stored-versus-recomputed report, and the issues under its own limit or another. */
function check(listFile: string, bookFiles: string[], patch: Partial<ArmyForgeList> = {}) {
  const parsed = parseArmyForgeList({ ...(readJson(listFile) as object), ...patch });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const resolved = resolveListGame(table, parsed.list.gameSystem);
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.text));
  const books = install(bookFiles);
  const book = books.find((b) => b.catalogue.id.endsWith(parsed.list.armyId ?? parsed.list.units[0]!.armyId!) && b.system === resolved.system)!;
  const system = systemOf(resolved.system);
  let n = 0;
  const converted = armyForgeListToRoster(parsed.list, { system, catalogue: book.catalogue, opr: resolved.system }, () => `t${++n}`);
  const evaluation = evaluate(converted.roster, system, book.catalogue, { available: false });
  return { converted, evaluation, system, catalogue: book.catalogue, opr: resolved.system, codes: evaluation.issues.map((issue) => issue.code) };
}

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const corpus = findCorpus();
if (!corpus) console.warn("../shared/corpus is absent: the Grimdark Future and Firefight tests on Army Forge's own files are skipped");
const opr = (file: string) => path.join(corpus ?? "", "opr", file);

describe("the table of Army Forge games", () => {
  it("maps each game Army Forge serves books for to a Muster game system of the same name", () => {
    expect(table.gameSystems.map((g) => [g.armyForgeId, g.gameSystemId, g.name])).toEqual([
      ["gf", 2, "Grimdark Future"],
      ["gff", 3, "Grimdark Future: Firefight"],
      ["aof", 4, "Age of Fantasy"],
      ["aofs", 5, "Age of Fantasy: Skirmish"],
      ["aofr", 6, "Age of Fantasy: Regiments"],
    ]);
    for (const entry of table.gameSystems) expect(systemOf(entry).name).toBe(entry.name);
  });

  it("gives every game its Force Org as ruleset data, with the numbers of its rules", () => {
    // [hero every, copies every, 35%, unit every, model every]: see docs/opr.md for the source of each.
    const bands = table.gameSystems.map((entry) => {
      const forceOrg = systemOf(entry).rulesets.find((r) => r.id === entry.forceOrgRulesetId)!;
      const rule = (id: string, count?: string) => forceOrg.rules.find((r) => r.rule === id && (!count || r.params.count === count))?.params;
      const heroes = forceOrg.modifiers?.[0]?.repeats?.[0]?.value;
      return [entry.armyForgeId, heroes, (rule("duplicate-limit")?.perLimit as { every: number }).every, rule("unit-cost-share")?.maxPercent, rule("units-per-points", "units")?.every, rule("units-per-points", "models")?.every];
    });
    expect(bands).toEqual([
      ["gf", 500, 1000, 35, 200, undefined],
      ["gff", 150, 150, 35, 30, 20],
      ["aof", 375, 750, 35, 150, undefined],
      ["aofs", 125, 125, 35, undefined, undefined],
      ["aofr", 375, 750, 35, 150, undefined],
    ]);
  });
});

describe.skipIf(!corpus)("which Army Forge number is which game (../shared/corpus common rules)", () => {
  const rulesOf = (id: number) => {
    const file = readJson(opr(`common-rules-${id}.json`)) as { rules: { name: string; description: string }[] };
    return new Map(file.rules.map((rule) => [rule.name, rule.description]));
  };
  it("reads 3 and 5 as the skirmish games (wounds roll on the wound-effects table), 6 as Regiments (two front rows), 2 and 4 as the battle games", () => {
    for (const id of [3, 5]) expect(rulesOf(id).get("Tough")).toMatch(/wound effects/);
    expect(rulesOf(6).get("Impact")).toMatch(/two front rows/);
    for (const id of [2, 4]) {
      expect(rulesOf(id).get("Tough")).not.toMatch(/wound effects/);
      expect(rulesOf(id).get("Impact")).not.toMatch(/front rows/);
      // Heroes join units in the battle games, and not in the skirmish games.
      expect(rulesOf(id).get("Hero")).toMatch(/deploy as part of one multi-model unit/);
    }
    for (const id of [3, 5]) expect(rulesOf(id).get("Hero")).not.toMatch(/deploy as part of/);
  });

  it("reads every corpus book as the game its file name and its own gameSystemId say", () => {
    for (const file of readdirSync(opr("books"))) {
      const number = Number(file.match(/-(\d+)\.json$/)![1]);
      const [book] = install([opr(`books/${file}`), opr(`common-rules-${number}.json`)]);
      expect(book!.system.gameSystemId).toBe(number);
    }
  });
});

describe.skipIf(!corpus)("Grimdark Future: Robot Legions (Army Forge's book and lists, ../shared/corpus)", () => {
  const books = () => [opr("books/4k5amkxoybdiqotm-2.json"), opr("common-rules-2.json")];

  it("totals the 2000-point list by hand: 1940 pts under Force Org, a hero inside a unit being part of it", () => {
    const { converted, evaluation } = check(opr("lists/Mlwpoh1AGLC2.json"), books());
    // Chronomancer (Robot Lord 55 + Shadow-Protocol 25 + Staff-Shots and Combat Staff 30) 110
    // + Warriors LR (Warriors 115 + Ray Caster 50) 165 + Flesh-Eaters 140 + Bot Swarms 105
    // + Overseer (Robot Lord 55 + Wrist-Flamer 15 + Doom Scythe 15) 85 + Warriors SR 115
    // + Tri-Scorpion Lord 230 + Eternals (180 + Heavy Gauss Rifles 65) 245 + Spider Walker 535
    // + Technomancer (Robot Lord 55) 55 + Guardians (135 + Hyper Swords and Shields 20) 155 = 1940.
    expect(converted.recomputedTotal).toBe(110 + 165 + 140 + 105 + 85 + 115 + 230 + 245 + 535 + 55 + 155);
    expect(evaluation.totals.roster.costs.pts).toBe(1940);
    expect(converted.roster.rulesetId).toBe("force-org");
    // 11 selections, 4 of them heroes inside units: 7 units of at most 10, 4 heroes of at most 4.
    expect(evaluation.issues).toEqual([]);
    // Army Forge stored the list's total as 11619 and each unit at a later book's price: all named.
    expect(converted.storedTotal).toBe(11619);
    expect(converted.pointsDifferences).toContainEqual({ name: "Spider Walker", stored: 445, recomputed: 535 });
    expect(converted.pointsDifferences).toHaveLength(11);
  });

  it("at 1500 points gives the issue of each Force Org band: points, heroes, units, copies and the 35% share", () => {
    const { codes, evaluation } = check(opr("lists/Mlwpoh1AGLC2.json"), books(), { pointsLimit: 1500 });
    // 1940 > 1500; 4 heroes > 1500/500 = 3; 3 Robot Lords > 1 + 1500/1000 = 2 copies; the Spider
    // Walker's 535 > 35% of 1500 = 525. The 7 units fit 1500/200 = 7; at 1399 (6) they do not.
    expect(codes.sort()).toEqual(["category.too-many", "limit.exceeded", "unit.cost-share-exceeded", "unit.too-many-copies"]);
    expect(evaluation.issues.find((i) => i.code === "unit.cost-share-exceeded")?.params).toMatchObject({ name: "Spider Walker", cost: 535, maxCost: 525 });
    const { codes: tighter } = check(opr("lists/Mlwpoh1AGLC2.json"), books(), { pointsLimit: 1399 });
    expect(tighter).toContain("army.too-many-units");
  });

  it("prices every unit and every option of the book as Army Forge does", () => {
    const { opr: entry, system } = game("gf");
    const book = armyBookSchema.parse(readJson(opr("books/4k5amkxoybdiqotm-2.json")));
    const prices = checkBookPrices(book, system, entry);
    expect(prices.units).toBe(28);
    expect(prices.options).toBe(89);
    expect(prices.mismatches).toEqual([]);
  });

  it("prices the other Grimdark Future books of the corpus the same way", () => {
    const { opr: entry, system } = game("gf");
    for (const uid of ["7el7k3hgy5pb9o9i", "7oi8zeiqfamiur21", "oqnnu0gk8q6hyyny"]) {
      const book: ArmyBook = armyBookSchema.parse(readJson(opr(`books/${uid}-2.json`)));
      expect({ uid, mismatches: checkBookPrices(book, system, entry).mismatches }).toEqual({ uid, mismatches: [] });
    }
  });

  it("writes Army Forge's share text with the game's tag", () => {
    const { converted, system, catalogue, opr: entry } = check(opr("lists/Mlwpoh1AGLC2.json"), books());
    const text = formatArmyForgeText(converted.roster, system, catalogue, entry);
    expect(text.split("\n")[0]).toBe("++ Necrons 2000pts (GF) [1940pts] ++");
    expect(text).toContain("Spider Walker [1] Q3+ D2+ | 535pts");
  });
});

describe.skipIf(!corpus)("Grimdark Future: Firefight: Robot Legions (Army Forge's book and lists, ../shared/corpus)", () => {
  const books = () => [opr("books/4k5amkxoybdiqotm-3.json"), opr("common-rules-3.json")];

  it("totals the 200-point list by hand: exactly at the limit", () => {
    const { converted, codes } = check(opr("lists/dVlqH2ICxln2.json"), books());
    // Robot Lord 55 + Warrior 25 + Warrior 25 + Flesh-Eater 30 + Flesh-Eater 30 + Bot Swarm 35 = 200.
    expect(converted.recomputedTotal).toBe(55 + 25 + 25 + 30 + 30 + 35);
    expect(codes).toEqual([]);
    expect(converted.storedTotal).toBe(170);
  });

  it("reads the Firefight book of the same uid as its own catalogue, apart from the Grimdark Future one", () => {
    const [gf, gff] = install([opr("books/4k5amkxoybdiqotm-2.json"), opr("books/4k5amkxoybdiqotm-3.json"), opr("common-rules-3.json")]);
    expect([gf!.catalogue.id, gff!.catalogue.id]).toEqual(["af-gf-4k5amkxoybdiqotm", "af-gff-4k5amkxoybdiqotm"]);
    expect([gf!.catalogue.gameSystemId, gff!.catalogue.gameSystemId]).toEqual(["grimdark-future", "gf-firefight"]);
  });

  it("under Force Org at 250 points: over the points, and three Warriors and three Snipers are one copy too many each", () => {
    // Echo-3G01 80 + 3 Warriors 75 + 3 Snipers 105 + Eternal 35 = 295 > 250; copies 1 + 250/150 = 2.
    const { codes, converted } = check(opr("lists/ZIehRfQJO8-K.json"), books(), { pointsLimit: 250 });
    expect(converted.recomputedTotal).toBe(80 + 3 * 25 + 3 * 35 + 35);
    expect(codes).toEqual(["limit.exceeded", "unit.too-many-copies", "unit.too-many-copies"]);
  });

  it("counts models and units per points: at 150, 8 single models are over 1 per 20 pts (7) and 1 unit per 30 pts (5)", () => {
    const { codes } = check(opr("lists/ZIehRfQJO8-K.json"), books(), { pointsLimit: 150 });
    expect(codes).toContain("army.too-many-models");
    expect(codes).toContain("army.too-many-units");
  });

  it("prices every unit and every option of the book as Army Forge does", () => {
    const { opr: entry, system } = game("gff");
    const prices = checkBookPrices(armyBookSchema.parse(readJson(opr("books/4k5amkxoybdiqotm-3.json"))), system, entry);
    expect(prices.units).toBe(11);
    expect(prices.mismatches).toEqual([]);
  });
});

describe("Age of Fantasy (invented book Emberfolk: the corpus has no Age of Fantasy book)", () => {
  const books = [fixture("emberfolk-book.json"), fixture("common-rules-object.json")];

  it("totals the 750-point list by hand", () => {
    const { converted, codes } = check(fixture("emberfolk-list.json"), books);
    // Ember Lord 65 + Ember Steed 15 = 80; Ember Warriors 100 + Spears 15 + Banner 5 = 120; Fire Drake 260.
    expect(converted.recomputedTotal).toBe(80 + 120 + 260);
    expect(converted.pointsDifferences).toEqual([]);
    expect(codes).toEqual([]);
  });

  it("at 700 points the 260-point Fire Drake is over 35% (245)", () => {
    const { codes, evaluation } = check(fixture("emberfolk-list.json"), books, { pointsLimit: 700 });
    expect(codes).toEqual(["unit.cost-share-exceeded"]);
    expect(evaluation.issues[0]!.params).toMatchObject({ name: "Fire Drake", cost: 260, maxCost: 245 });
  });

  it("at 374 points: no hero is allowed (1 per 375), the Drake is over 35% (130.9), and the Lord inside the Warriors keeps them 2 units (of 2)", () => {
    expect(check(fixture("emberfolk-list.json"), books, { pointsLimit: 374 }).codes.sort()).toEqual(["category.too-many", "limit.exceeded", "unit.cost-share-exceeded"]);
  });

  it("prices every unit and option of the book as Army Forge does", () => {
    const { opr: entry, system } = game("aof");
    expect(checkBookPrices(armyBookSchema.parse(readJson(fixture("emberfolk-book.json"))), system, entry).mismatches).toEqual([]);
  });
});

describe("Age of Fantasy: Skirmish (invented book Mirewatch: the corpus has Skirmish lists but no Skirmish book)", () => {
  const books = [fixture("mirewatch-book.json"), fixture("common-rules-object.json")];

  it("totals the 250-point list by hand", () => {
    const { converted, codes } = check(fixture("mirewatch-list.json"), books);
    // Mire Captain 45 + Halberd 5 = 50; Bog Spearman 15 + Net and Spear 5 = 20; Bog Spearman 15; Reed Archers 40; Swamp Troll 80.
    expect(converted.recomputedTotal).toBe(50 + 20 + 15 + 40 + 80);
    expect(codes).toEqual([]);
  });

  it("at 200 points: over the points, and the 80-point Troll is over 35% (70)", () => {
    expect(check(fixture("mirewatch-list.json"), books, { pointsLimit: 200 }).codes).toEqual(["limit.exceeded", "unit.cost-share-exceeded"]);
  });

  it("at 124 points: no hero (1 per 125), one copy of each unit (1 + 0), and the Captain (50) and Troll (80) over 35% (43.4)", () => {
    expect(check(fixture("mirewatch-list.json"), books, { pointsLimit: 124 }).codes.sort()).toEqual(["category.too-many", "limit.exceeded", "unit.cost-share-exceeded", "unit.cost-share-exceeded", "unit.too-many-copies"]);
  });

  it("prices every unit and option of the book as Army Forge does", () => {
    const { opr: entry, system } = game("aofs");
    expect(checkBookPrices(armyBookSchema.parse(readJson(fixture("mirewatch-book.json"))), system, entry).mismatches).toEqual([]);
  });

  it.skipIf(!corpus)("names the game of Army Forge's own Skirmish list whose book is not installed", () => {
    const list = parseArmyForgeList(readJson(opr("lists/ZTgIvcYABynP.json")));
    expect(list.ok && resolveListGame(table, list.list.gameSystem)).toMatchObject({ ok: true, system: { name: "Age of Fantasy: Skirmish" } });
  });
});

describe("Age of Fantasy: Regiments (invented book Ironbound Holds: the corpus has no Regiments book)", () => {
  const books = [fixture("ironbound-book.json"), fixture("common-rules.json")];

  it("totals the 750-point list by hand", () => {
    const { converted, codes } = check(fixture("ironbound-list.json"), books);
    // Thane Grimbeard (Thane 60 + Great Weapon 10 + Banner of Oaths 20) 90 + Warriors, combined
    // ((110 + Spears 15 + Sergeant 10 + 2 Pistols 4) x 2) 278 + Rangers (75 + Sergeant 5) 80 + Steam Tank 180.
    expect(converted.recomputedTotal).toBe(90 + 278 + 80 + 180);
    expect(codes).toEqual([]);
  });

  it("under Force Org at 500 points: over the points, and the 278-point Warriors and 180-point Steam Tank are over 35% (175)", () => {
    const { codes } = check(fixture("ironbound-list.json"), books, { pointsLimit: 500, forceOrg: true });
    expect(codes).toEqual(["limit.exceeded", "unit.cost-share-exceeded", "unit.cost-share-exceeded"]);
  });

  it("prices every unit and option of the book as Army Forge does", () => {
    const { opr: entry, system } = game("aofr");
    expect(checkBookPrices(armyBookSchema.parse(readJson(fixture("ironbound-book.json"))), system, entry).mismatches).toEqual([]);
  });
});

describe("Grimdark Future (invented book Starfall Reclaimers, the one the browser journey imports)", () => {
  const books = [fixture("starfall-book.json"), fixture("common-rules-object.json")];

  it("totals the 1000-point list by hand and names the unit whose stored cost is stale", () => {
    const { converted, codes } = check(fixture("starfall-list.json"), books);
    // Captain Vell (70 + Storm Rifle 10 + Jump Pack 20) 100; Reclaimer Squad (100 + Plasma Rifle 15
    // + 2 Energy Swords 6 + Combat Shields 15) 136; two Reclaimer Squads combined (100 x 2) 200;
    // Strider Walker (160 + Lascannon 15) 175.
    expect(converted.recomputedTotal).toBe(100 + 136 + 200 + 175);
    expect(converted.pointsDifferences).toEqual([{ name: "Reclaimer Squad", stored: 131, recomputed: 136 }]);
    expect(codes).toEqual([]);
  });

  it("prices every unit and option of the book as Army Forge does", () => {
    const { opr: entry, system } = game("gf");
    expect(checkBookPrices(armyBookSchema.parse(readJson(fixture("starfall-book.json"))), system, entry).mismatches).toEqual([]);
  });
});

describe("Army Forge's share text for every game", () => {
  it.each([
    ["starfall-list.json", "starfall-book.json", "++ Starfall strike team (GF) [611pts] ++"],
    ["emberfolk-list.json", "emberfolk-book.json", "++ Emberfolk warband (AoF) [460pts] ++"],
    ["mirewatch-list.json", "mirewatch-book.json", "++ Mirewatch patrol (AoFS) [205pts] ++"],
    ["ironbound-list.json", "ironbound-book.json", "++ Ironbound vanguard (AoFR) [628pts] ++"],
  ])("%s is headed with its game's tag and the recomputed total", (list, book, heading) => {
    const { converted, system, catalogue, opr: entry } = check(fixture(list), [fixture(book), fixture("common-rules-object.json")]);
    expect(formatArmyForgeText(converted.roster, system, catalogue, entry).split("\n")[0]).toBe(heading);
  });
});
