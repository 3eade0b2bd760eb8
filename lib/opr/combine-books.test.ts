/**
 * Lists with allies: every unit read against its own army book and priced there, the books put
 * side by side in one catalogue, and a unit of a book that is not installed named with its book.
 * An invented pair of books (the Starfall fixture and a second book made from it here, with other
 * prices) and, when ../shared/corpus is there, Army Forge's own three-book list p2KIbSBOYpSB.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "../engine";
import { gameSystemSchema, type Catalogue } from "../gamedata/catalogue-schema";
import { findCorpus } from "../../tests/support/corpus-path";
import { bookUidsOfCombinedId, catalogueIdOfBooks, combineArmyBooks, listBookUids } from "./combine-books";
import { findOprGameSystem, oprGameSystemTableSchema } from "./game-systems";
import { parseArmyForgeList, type ArmyForgeList } from "./list-schema";
import { armyForgeListToRoster } from "./list-to-roster";
import { convertBookFiles } from "./read-book-files";

const repo = path.resolve(__dirname, "../..");
const readText = (file: string) => readFileSync(file, "utf8");
const table = oprGameSystemTableSchema.parse(JSON.parse(readText(path.join(repo, "data/opr/game-systems.json"))));
const opr = findOprGameSystem(table, "gf")!;
const system = gameSystemSchema.parse(JSON.parse(readText(path.join(repo, "data/systems/grimdark-future/system.json"))));
const fixture = (name: string) => path.join(__dirname, "fixtures", name);

function booksOf(files: { fileName: string; text: string }[]): Catalogue[] {
  const result = convertBookFiles(files, table);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.books.map((b) => b.catalogue);
}

function listOf(json: unknown): ArmyForgeList {
  const parsed = parseArmyForgeList(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.list;
}

/** The list read as the import reads it, against those of its books given here. */
function convert(list: ArmyForgeList, books: Catalogue[]) {
  const uids = listBookUids(list);
  const present = uids.flatMap((uid) => books.filter((b) => b.id === `${opr.catalogueIdPrefix}${uid}`).map((catalogue) => ({ uid, catalogue })));
  const catalogue = combineArmyBooks(present.map((b) => b.catalogue), present.map((b) => b.uid), opr);
  let n = 0;
  const converted = armyForgeListToRoster(list, { system, catalogue, opr, bookCatalogueIds: present.map((b) => b.catalogue.id) }, () => `m${++n}`);
  return { converted, catalogue, evaluation: evaluate(converted.roster, system, catalogue, { available: false }) };
}

// A second book of the same game made from the Starfall fixture: other uid, name and prices.
const starfallText = readText(fixture("starfall-book.json"));
const outriders = JSON.parse(starfallText) as { uid: string; name: string; units: { id: string; cost: number }[] };
outriders.uid = "outriders-test";
outriders.name = "Starfall Outriders (Muster test book)";
for (const unit of outriders.units) unit.cost += 15;
const twoBooks = booksOf([
  { fileName: "starfall-book.json", text: starfallText },
  { fileName: "outriders-book.json", text: JSON.stringify(outriders) },
]);

// The Starfall fixture list with its walker (160 in Starfall) taken from the Outriders instead, and one more plain Outrider squad (100 + 15).
const starfallList = JSON.parse(readText(fixture("starfall-list.json"))) as { units: Record<string, unknown>[] };
const squad = starfallList.units.find((u) => u.selectionId === "sel-squad-a")!;
const mixed = listOf({
  ...starfallList,
  units: [
    ...starfallList.units.map((unit) => (unit.selectionId === "sel-walker" ? { ...unit, armyId: "outriders-test", cost: 175 } : unit)),
    { ...squad, armyId: "outriders-test", selectionId: "sel-squad-d", cost: 115, selectedUpgrades: [] },
  ],
});

describe("a list with units of two army books", () => {
  it("names every book it uses, its own first", () => {
    expect(listBookUids(mixed)).toEqual(["starfall-test", "outriders-test"]);
    expect(catalogueIdOfBooks(["starfall-test", "outriders-test"], opr)).toBe("af-gf-starfall-test.with.outriders-test");
    expect(catalogueIdOfBooks(["starfall-test"], opr)).toBe("af-gf-starfall-test");
  });

  it.each([
    ["af-gf-starfall-test.with.outriders-test", ["starfall-test", "outriders-test"]],
    ["af-gf-a.with.b.c", ["a", "b", "c"]],
    ["af-gf-starfall-test", undefined],
    ["af-gff-a.with.b", undefined],
    ["af-gf-a.with.b.with.c", undefined],
  ])("reads the books back from the combined id %s", (id, uids) => {
    expect(bookUidsOfCombinedId(id, opr)).toEqual(uids);
  });

  it("reads each unit against its own book and prices it there", () => {
    const { converted, catalogue, evaluation } = convert(mixed, twoBooks);
    expect(catalogue.id).toBe("af-gf-starfall-test.with.outriders-test");
    expect(catalogue.name).toBe("Starfall Reclaimers (Muster test book) + Starfall Outriders (Muster test book)");
    expect(converted.unmatched).toEqual([]);
    const selections = converted.roster.forces[0]!.selections;
    const byId = (id: string) => selections.find((s) => s.id === `af-${id}`)!;
    expect(byId("sel-squad-a").entryId).toBe("af-gf-starfall-test.squad");
    expect(byId("sel-walker").entryId).toBe("af-gf-outriders-test.walker");
    expect(byId("sel-squad-d").entryId).toBe("af-gf-outriders-test.squad");
    const cost = (id: string) => evaluation.totals.selections[`af-${id}`]?.costs.pts;
    // The walker's upgrade is priced as before; only the unit's own cost is the Outriders' (160 + 15).
    expect(cost("sel-walker")! - 15).toBe(convert(listOf(starfallList), twoBooks).evaluation.totals.selections["af-sel-walker"]?.costs.pts);
    expect(cost("sel-squad-d")).toBe(115);
    // The fixture list's recomputed total, + 15 for the walker now an Outrider, + the Outrider squad's 115.
    expect(converted.recomputedTotal).toBe(convert(listOf(starfallList), twoBooks).converted.recomputedTotal + 15 + 115);
    // Both Outrider units stored at the Outriders' prices: no difference but the one the fixture list already has.
    expect(converted.pointsDifferences).toEqual(convert(listOf(starfallList), twoBooks).converted.pointsDifferences);
  });

  it("names each unit of a book that is not installed with its book, and keeps the others", () => {
    const { converted, catalogue } = convert(mixed, twoBooks.filter((b) => b.id === "af-gf-starfall-test"));
    expect(catalogue.id).toBe("af-gf-starfall-test");
    expect(converted.unmatched).toEqual([
      { kind: "unit", name: "Strider Walker", book: "outriders-test" },
      { kind: "unit", name: "Reclaimer Squad", book: "outriders-test" },
    ]);
    expect(converted.roster.forces[0]!.selections.map((s) => s.id)).toEqual(["af-sel-captain", "af-sel-squad-a", "af-sel-squad-b"]);
  });

  it("still names a unit its own book does not have, without a book", () => {
    const list = listOf({ ...mixed, units: [...mixed.units, { ...squad, id: "no-such-unit", name: "Phantom", selectionId: "sel-x", joinToUnit: null, selectedUpgrades: [] }] });
    expect(convert(list, twoBooks).converted.unmatched).toEqual([{ kind: "unit", name: "Phantom" }]);
  });
});

const corpus = findCorpus();
if (!corpus) console.warn("../shared/corpus is absent: the three-book Army Forge list test is skipped");
const corpusFile = (...parts: string[]) => path.join(corpus ?? "", "opr", ...parts);

describe.skipIf(!corpus)("Army Forge's own list with allies p2KIbSBOYpSB (Prime Brothers, Machine Cult, Blessed Sisters)", () => {
  const bookFiles = ["oqnnu0gk8q6hyyny-2.json", "7el7k3hgy5pb9o9i-2.json", "7oi8zeiqfamiur21-2.json"];
  const books = () => booksOf(bookFiles.map((file) => ({ fileName: file, text: readText(corpusFile("books", file)) })));
  const list = () => listOf(JSON.parse(readText(corpusFile("lists", "p2KIbSBOYpSB.json"))));

  it("reads all 24 units, each against its own book, priced as that book alone prices it", () => {
    const all = books();
    const { converted, evaluation } = convert(list(), all);
    expect(converted.unmatched.filter((item) => item.kind === "unit")).toEqual([]);
    const selections = converted.roster.forces[0]!.selections;
    expect(selections).toHaveLength(24);
    for (const unit of list().units) {
      const selection = selections.find((s) => s.id === `af-${unit.selectionId!.replace(/[^A-Za-z0-9_.:-]/g, "_")}`)!;
      expect(selection.entryId.startsWith(`af-gf-${unit.armyId}.`)).toBe(true);
      // The same unit alone in a list of its own book costs the same.
      const alone = convert(listOf({ ...list(), units: [unit] }), all.filter((b) => b.id === `af-gf-${unit.armyId}`));
      expect(evaluation.totals.selections[selection.id]?.costs.pts).toBe(alone.converted.recomputedTotal);
    }
    const sum = selections.reduce((total, s) => total + (evaluation.totals.selections[s.id]?.costs.pts ?? 0), 0);
    expect(converted.recomputedTotal).toBe(sum);
  });

  it("names the Machine Cult units with their book when only the other two are installed", () => {
    const { converted } = convert(list(), books().filter((b) => b.id !== "af-gf-7el7k3hgy5pb9o9i"));
    const missing = converted.unmatched.filter((item) => item.kind === "unit");
    expect(missing.map((item) => item.name)).toEqual(["Skitarii Rangers", "Skitarii Rangers", "Tech Priest Dominus", "Tech Priest Enginseer", "Destroyer Cyborgs", "Sktarii Marshal"]);
    expect(new Set(missing.map((item) => (item.kind === "unit" ? item.book : "")))).toEqual(new Set(["7el7k3hgy5pb9o9i"]));
    expect(converted.roster.forces[0]!.selections).toHaveLength(18);
  });
});
