/**
 * One Page Rules through the database: an Army Forge army book installed as the data:import
 * command installs it, kept by the seed, and an Army Forge list imported and exported through
 * the routes as a browser calls them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as importRoute from "../../app/api/rosters/import/route";
import * as exportRoute from "../../app/api/rosters/[id]/export/route";
import { ArmyBookInstallError, installArmyBook } from "../../lib/db/install-army-book";
import { seedGameData } from "../../lib/db/seed-game-data";
import type { ErrorBody } from "../../lib/errors/muster-error";
import type { ImportNotice } from "../../lib/exchange/roster-json";
import { DEFAULT_DATA_DIR } from "../../lib/gamedata/load-dir";
import { convertBookFiles, type ConvertedBook } from "../../lib/opr/read-book-files";
import { shippedOprGameSystems } from "../../lib/opr/shipped-game-systems";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import { TestBrowser, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

const FIXTURES = path.resolve(__dirname, "../../lib/opr/fixtures");
const fixture = (name: string) => ({ fileName: name, text: readFileSync(path.join(FIXTURES, name), "utf8") });
const listText = fixture("ironbound-list.json").text;

let db: TestDatabase;
let book: ConvertedBook;

beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
  const converted = convertBookFiles([fixture("ironbound-book.json"), fixture("common-rules.json")], shippedOprGameSystems());
  if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
  book = converted.books[0]!;
});
afterAll(async () => {
  await db.close();
});

describe("installing an Army Forge army book", () => {
  it("stores the catalogue and its units for everyone, and the seed keeps it", async () => {
    const installed = await installArmyBook(db.prisma, book.catalogue);
    expect(installed).toEqual({ id: "af-ironbound-test", name: "Ironbound Holds (Muster test book)", revision: 30500, units: 4 });
    const row = await db.prisma.catalogue.findUnique({ where: { id: "af-ironbound-test" } });
    expect(row).toMatchObject({ gameSystemId: "aof-regiments", importedFrom: "armyforge" });
    expect(await db.prisma.unitEntry.count({ where: { catalogueId: "af-ironbound-test" } })).toBe(4);

    await seedGameData(db.prisma, DEFAULT_DATA_DIR);
    expect(await db.prisma.catalogue.count({ where: { id: "af-ironbound-test" } })).toBe(1);
    expect(await db.prisma.unitEntry.count({ where: { catalogueId: "af-ironbound-test" } })).toBe(4);
  });

  it("replaces the book when installed again, saying which revision it replaced", async () => {
    const again = await installArmyBook(db.prisma, { ...book.catalogue, revision: 30501 });
    expect(again.previousRevision).toBe(30500);
    expect(await db.prisma.unitEntry.count({ where: { catalogueId: "af-ironbound-test" } })).toBe(4);
    await installArmyBook(db.prisma, book.catalogue);
  });

  it("never replaces one of Muster's own catalogues", async () => {
    const before = await db.prisma.catalogue.findUnique({ where: { id: "aofr-human-empire" } });
    await expect(installArmyBook(db.prisma, { ...book.catalogue, id: "aofr-human-empire" })).rejects.toThrow(ArmyBookInstallError);
    expect(await db.prisma.catalogue.findUnique({ where: { id: "aofr-human-empire" } })).toEqual(before);
  });

  it("refuses a book for a game Muster does not read, naming the file and the game", () => {
    const book = JSON.parse(fixture("ironbound-book.json").text) as Record<string, unknown>;
    const result = convertBookFiles([{ fileName: "quest.json", text: JSON.stringify({ ...book, gameSystemId: 7, gameSystemKey: "AOFQ", gameSystemSlug: "age-of-fantasy-quest" }) }], shippedOprGameSystems());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatchObject({ file: "quest.json", path: "gameSystemKey" });
    expect(!result.ok && result.problems[0]!.message).toContain("Age of Fantasy: Quest");
  });

  it("installs a Grimdark Future book into the Grimdark Future system, which the seed installed from data/", async () => {
    const converted = convertBookFiles([fixture("starfall-book.json"), fixture("common-rules-object.json")], shippedOprGameSystems());
    if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
    const installed = await installArmyBook(db.prisma, converted.books[0]!.catalogue);
    expect(installed).toMatchObject({ id: "af-gf-starfall-test", units: 4 });
    expect(await db.prisma.catalogue.findUnique({ where: { id: "af-gf-starfall-test" }, select: { gameSystemId: true } })).toEqual({ gameSystemId: "grimdark-future" });
    expect(await db.prisma.gameSystem.count({ where: { id: { in: ["grimdark-future", "gf-firefight", "age-of-fantasy", "aof-skirmish", "aof-regiments"] } } })).toBe(5);
  });
});

describe("an Army Forge list through the routes", () => {
  it("imports as a new roster with the points recomputed and every difference named", async () => {
    const me = new TestBrowser();
    const response = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: listText });
    expect(response.status).toBe(201);
    const { roster, notices } = (await response.json()) as { roster: RosterRecord; notices: ImportNotice[] };
    expect(roster.catalogueId).toBe("af-ironbound-test");
    expect(roster.document.forces[0]!.selections).toHaveLength(4);
    expect(roster.totals).toEqual({ pts: 628 });
    expect(notices).toEqual([
      { code: "import.af-unmatched-unit", params: { name: "Gyrocopter" } },
      { code: "import.af-points-differ", params: { unit: "Rangers", stored: 75, recomputed: 80 } },
      { code: "import.af-total-differs", params: { stored: 713, recomputed: 628 } },
    ]);
    expect(roster.document.notes).toContain("Gyrocopter");

    const exported = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=armyforge`, { params: { id: roster.id } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="ironbound-vanguard-army-forge.txt"');
    const text = await exported.text();
    expect(text.split("\n")[0]).toBe("++ Ironbound vanguard (AoFR) [628pts] ++");
    expect(text).toContain("Warriors [20] Q4+ D4+ | 278pts | Fearless");
  });

  it("refuses a list whose army book is not installed (422) and a malformed one (400), creating nothing", async () => {
    const me = new TestBrowser();
    const count = await db.prisma.roster.count();
    const otherBook = JSON.stringify({ ...JSON.parse(listText), armyId: "not-installed", units: [{ id: "x", name: "X", cost: 10, armyId: "not-installed" }] });
    const missing = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: otherBook });
    expect(missing.status).toBe(422);
    const missingError = ((await missing.json()) as ErrorBody).error;
    expect(missingError.code).toBe("UNKNOWN_GAME_DATA");
    expect(missingError.message).toContain("not-installed");

    const broken = JSON.stringify({ ...JSON.parse(listText), units: [{ name: "No id", cost: 5 }] });
    const bad = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: broken });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.problems?.map((p) => p.path)).toContain("units[0].id");

    // A Grimdark Future list with this book's id: the Grimdark Future book of that id is not installed.
    const otherGame = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify({ ...JSON.parse(listText), gameSystem: "gf" }) });
    expect(otherGame.status).toBe(422);
    expect(((await otherGame.json()) as ErrorBody).error.message).toContain("This Grimdark Future list uses an army book that is not installed here");
    const warfleets = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify({ ...JSON.parse(listText), gameSystem: "gfwf" }) });
    expect(warfleets.status).toBe(422);
    expect(((await warfleets.json()) as ErrorBody).error.message).toContain("This is a Grimdark Future: Warfleets list, which Muster does not read.");
    expect(await db.prisma.roster.count()).toBe(count);
  });

  it("imports a Grimdark Future list against its book, and exports it as Army Forge's text tagged GF", async () => {
    const me = new TestBrowser();
    const response = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: fixture("starfall-list.json").text });
    expect(response.status).toBe(201);
    const { roster, notices } = (await response.json()) as { roster: RosterRecord; notices: ImportNotice[] };
    expect(roster.catalogueId).toBe("af-gf-starfall-test");
    expect(roster.document.rulesetId).toBe("force-org");
    expect(roster.totals).toEqual({ pts: 611 });
    expect(notices).toEqual([
      { code: "import.af-points-differ", params: { unit: "Reclaimer Squad", stored: 131, recomputed: 136 } },
      { code: "import.af-total-differs", params: { stored: 640, recomputed: 611 } },
    ]);
    const exported = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=armyforge`, { params: { id: roster.id } });
    expect((await exported.text()).split("\n")[0]).toBe("++ Starfall strike team (GF) [611pts] ++");
  });

  it("imports a list with allies against both its books side by side, and names a unit of a book not installed", async () => {
    // A second Grimdark Future book made from the Starfall fixture, with other prices.
    const outriders = { ...JSON.parse(fixture("starfall-book.json").text), uid: "outriders-test", name: "Starfall Outriders (Muster test book)" } as { units: { cost: number }[] };
    for (const unit of outriders.units) unit.cost += 15;
    const converted = convertBookFiles([{ fileName: "outriders.json", text: JSON.stringify(outriders) }, fixture("common-rules-object.json")], shippedOprGameSystems());
    if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
    await installArmyBook(db.prisma, converted.books[0]!.catalogue);
    const list = JSON.parse(fixture("starfall-list.json").text) as { units: Record<string, unknown>[] };
    const squad = list.units.find((u) => u.selectionId === "sel-squad-a")!;
    list.units.push({ ...squad, armyId: "outriders-test", selectionId: "sel-squad-d", cost: 115, selectedUpgrades: [] });
    list.units.push({ ...squad, armyId: "no-such-book", selectionId: "sel-squad-e", customName: "Lost squad", selectedUpgrades: [] });
    const me = new TestBrowser();
    const response = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify(list) });
    expect(response.status).toBe(201);
    const { roster, notices } = (await response.json()) as { roster: RosterRecord; notices: ImportNotice[] };
    expect(roster.catalogueId).toBe("af-gf-starfall-test.with.outriders-test");
    expect(roster.totals).toEqual({ pts: 611 + 115 });
    expect(notices[0]).toEqual({ code: "import.af-unmatched-book", params: { name: "Lost squad", book: "no-such-book" } });
    expect(roster.document.notes).toContain("Lost squad (army book no-such-book)");
    const stored = await db.prisma.catalogue.findUnique({ where: { id: roster.catalogueId }, select: { name: true, importedFrom: true } });
    expect(stored).toEqual({ name: "Starfall Reclaimers (Muster test book) + Starfall Outriders (Muster test book)", importedFrom: "armyforge" });
    // The same books again reuse the catalogue installed the first time.
    const again = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify(list) });
    expect(((await again.json()) as { roster: RosterRecord }).roster.catalogueId).toBe(roster.catalogueId);
    expect(await db.prisma.catalogue.count({ where: { id: { startsWith: "af-gf-starfall-test.with." } } })).toBe(1);

    // A newer Outriders book rebuilds the side-by-side catalogue at once, with the new price.
    const outridersBook = converted.books[0]!.catalogue;
    const newer = { ...outridersBook, revision: outridersBook.revision + 1, selectionEntries: outridersBook.selectionEntries.map((e) => (e.id === "af-gf-outriders-test.squad" ? { ...e, costs: [{ typeId: "pts", value: 120 }] } : e)) };
    await installArmyBook(db.prisma, newer);
    const rebuilt = await db.prisma.catalogue.findUnique({ where: { id: roster.catalogueId }, select: { revision: true, data: true } });
    const starfallRevision = (await db.prisma.catalogue.findUnique({ where: { id: "af-gf-starfall-test" }, select: { revision: true } }))!.revision;
    expect(rebuilt!.revision).toBe(starfallRevision + newer.revision);
    const squadEntry = (rebuilt!.data as { selectionEntries: { id: string; costs?: { value: number }[] }[] }).selectionEntries.find((e) => e.id === "af-gf-outriders-test.squad");
    expect(squadEntry?.costs?.[0]?.value).toBe(120);
  });

  it("offers Army Forge's text only for a game Army Forge has", async () => {
    const me = new TestBrowser();
    const response = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: readFileSync(path.join(DEFAULT_DATA_DIR, "examples", "t9a-4500.json"), "utf8") });
    const { roster } = (await response.json()) as { roster: RosterRecord };
    const exported = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=armyforge`, { params: { id: roster.id } });
    expect(exported.status).toBe(400);
  });
});
