/**
 * Army Forge army books installed from the Game data page (issue 37): for the browser that
 * installed them only. Listed, served and built on by that browser; another browser neither
 * lists nor gets them (not found, never forbidden); a share link's visitor sees the roster on
 * its owner's book; the seed and `npm run data:import` leave them alone.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import { strFromU8, unzipSync } from "fflate";
import * as armyBooksRoute from "../../app/api/army-books/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as events from "../../app/api/events/route";
import * as oneEvent from "../../app/api/events/[id]/route";
import * as download from "../../app/api/events/[id]/download/route";
import * as submit from "../../app/api/join/[token]/submit/route";
import * as armyBookRoute from "../../app/api/army-books/[id]/route";
import * as gameSystemsRoute from "../../app/api/game-systems/route";
import * as importRoute from "../../app/api/rosters/import/route";
import * as rostersRoute from "../../app/api/rosters/route";
import * as shareRoute from "../../app/api/rosters/[id]/share/route";
import * as sharedRoute from "../../app/api/share/[token]/route";
import * as rosterDataRoute from "../../app/api/game-systems/[system]/catalogues/[catalogue]/route";
import { listArmyBooks } from "../../lib/data-access/army-books";
import { getCatalogue, getGameData, listGameOptions, type GameOption } from "../../lib/data-access/game-data";
import { listGameSystems, listGameSystemsCached } from "../../lib/data-access/game-systems";
import { searchUnitEntries } from "../../lib/data-access/unit-entries";
import { ArmyBookInstallError, installArmyBook } from "../../lib/db/install-army-book";
import { seedGameData } from "../../lib/db/seed-game-data";
import type { ErrorBody } from "../../lib/errors/muster-error";
import { DEFAULT_DATA_DIR } from "../../lib/gamedata/load-dir";
import { convertBookFiles } from "../../lib/opr/read-book-files";
import { shippedOprGameSystems } from "../../lib/opr/shipped-game-systems";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import { TEST_ORIGIN, TestBrowser, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

const FIXTURES = path.resolve(__dirname, "../../lib/opr/fixtures");
const read = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const SHARED_ID = "af-ironbound-test";

async function upload(browser: TestBrowser, files: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [name, content] of Object.entries(files)) form.append("files", new Blob([content]), name);
  const request = new Request(`${TEST_ORIGIN}/api/army-books`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN, ...(browser.cookie ? { cookie: browser.cookie } : {}) } });
  const response = await armyBooksRoute.POST(request, { params: Promise.resolve({}) });
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) browser.cookie = setCookie.split(";")[0];
  return response;
}

async function ownerOf(browser: TestBrowser): Promise<string> {
  const row = await db.prisma.catalogue.findUniqueOrThrow({ where: { id: bookId }, select: { ownerId: true } });
  expect(browser.cookie).toBeDefined();
  return row.ownerId;
}

async function regimentsOption(browser: TestBrowser): Promise<GameOption | undefined> {
  const response = await browser.call(gameSystemsRoute.GET, "GET", "/api/game-systems");
  return ((await response.json()) as { gameSystems: GameOption[] }).gameSystems.find((g) => g.id === "aof-regiments");
}

let db: TestDatabase;
const alice = new TestBrowser();
const bob = new TestBrowser();
let bookId = "";
let aliceId = "";
let bobId = "";

beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
  // Bob is a browser with a book of his own (a Grimdark Future one) before he looks for Alice's.
  const response = await upload(bob, { "starfall-book.json": read("starfall-book.json"), "common-rules-object.json": read("common-rules-object.json") });
  const bobsBook = ((await response.json()) as { books: { id: string }[] }).books[0]!.id;
  bobId = (await db.prisma.catalogue.findUniqueOrThrow({ where: { id: bobsBook }, select: { ownerId: true } })).ownerId;
});
afterAll(async () => {
  await db.close();
});

describe("an army book installed from the Game data page", () => {
  it("refuses a file that is not an army book, naming it, and installs nothing", async () => {
    const response = await upload(bob, { "not-a-book.json": JSON.stringify({ hello: "world" }) });
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.message).toBe("not-a-book.json: neither an Army Forge army book (units and upgradePackages) nor common rules (rules with a name and a description, as a list or under \"rules\")");
    expect(await db.prisma.catalogue.count({ where: { importedFrom: "armyforge" } })).toBe(1);
  });

  it("installs for this browser under its own id, with its units", async () => {
    const response = await upload(alice, { "ironbound-book.json": read("ironbound-book.json"), "common-rules.json": read("common-rules.json") });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { books: { id: string; name: string; units: number; gameName: string }[] };
    expect(body.books).toHaveLength(1);
    bookId = body.books[0]!.id;
    expect(bookId).toMatch(/^af-ironbound-test:by-[A-Za-z0-9_-]{22}$/);
    expect(body.books[0]).toMatchObject({ name: "Ironbound Holds (Muster test book)", units: 4, gameName: "Age of Fantasy: Regiments" });
    aliceId = await ownerOf(alice);
    expect(aliceId).not.toBe("");
    // The owner id itself never shows in the catalogue id (a digest of it does).
    expect(bookId).not.toContain(aliceId);
    expect(await db.prisma.unitEntry.count({ where: { catalogueId: bookId } })).toBe(4);
  });

  it("is listed and served to its owner only", async () => {
    expect((await listArmyBooks(aliceId, db.prisma)).map((b) => [b.id, b.serverWide])).toEqual([[bookId, false]]);
    expect((await listArmyBooks(bobId, db.prisma)).map((b) => b.name)).toEqual(["Starfall Reclaimers (Muster test book)"]);
    expect(await listArmyBooks(null, db.prisma)).toEqual([]);
    const bobsList = await bob.call(armyBooksRoute.GET, "GET", "/api/army-books");
    expect(((await bobsList.json()) as { books: { id: string }[] }).books.map((b) => b.id)).not.toContain(bookId);

    expect((await regimentsOption(alice))?.catalogues.map((c) => c.id)).toContain(bookId);
    expect((await regimentsOption(bob))?.catalogues.map((c) => c.id) ?? []).not.toContain(bookId);
    expect((await listGameOptions(db.prisma)).flatMap((g) => g.catalogues.map((c) => c.id))).not.toContain(bookId);

    const catalogueIds = (systems: { catalogues: { id: string }[] }[]) => systems.flatMap((s) => s.catalogues.map((c) => c.id));
    expect(catalogueIds(await listGameSystemsCached(db.prisma, aliceId))).toContain(bookId);
    expect(catalogueIds(await listGameSystemsCached(db.prisma, bobId))).not.toContain(bookId);
    expect(catalogueIds(await listGameSystems(db.prisma))).not.toContain(bookId);

    expect(await getCatalogue(bookId, db.prisma, aliceId)).not.toBeNull();
    expect(await getCatalogue(bookId, db.prisma, bobId)).toBeNull();
    expect(await getCatalogue(bookId, db.prisma)).toBeNull();
    expect(await getGameData("aof-regiments", bookId, db.prisma, bobId)).toBeNull();
    expect(await searchUnitEntries({ catalogueId: bookId }, db.prisma, aliceId)).toHaveLength(4);
    expect(await searchUnitEntries({ catalogueId: bookId }, db.prisma, bobId)).toEqual([]);

    // The editor's data route: the owner's, not cached by anyone shared; another browser's 404, whatever ETag it sends.
    const editorData = (browser: TestBrowser, headers: Record<string, string> = {}) =>
      browser.call(rosterDataRoute.GET, "GET", `/api/game-systems/aof-regiments/catalogues/${bookId}`, { params: { system: "aof-regiments", catalogue: bookId }, headers });
    const own = await editorData(alice);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(((await own.json()) as { catalogue: { id: string } }).catalogue.id).toBe(bookId);
    expect((await editorData(bob)).status).toBe(404);
    expect((await editorData(bob, { "if-none-match": own.headers.get("etag") as string })).status).toBe(404);
  });

  it("builds a roster for its owner; another browser cannot build on it, and a share link shows the owner's roster on it", async () => {
    const option = (await regimentsOption(alice))!;
    const request = { name: "Ironbound test", gameSystemId: "aof-regiments", catalogueId: bookId, rulesetId: option.rulesets[0]!.id, battleSizeId: option.rulesets[0]!.battleSizes[0]?.id };
    const created = await alice.call(rostersRoute.POST, "POST", "/api/rosters", { body: request });
    expect(created.status).toBe(201);
    const roster = (await created.json()) as RosterRecord;
    expect(roster.catalogueId).toBe(bookId);

    const refused = await bob.call(rostersRoute.POST, "POST", "/api/rosters", { body: request });
    expect(refused.status).toBe(422);
    // Word for word what an id no one installed gets: nothing tells that the book exists.
    const unknown = await bob.call(rostersRoute.POST, "POST", "/api/rosters", { body: { ...request, catalogueId: `${SHARED_ID}:by-nobody` } });
    expect(((await refused.json()) as ErrorBody).error.code).toBe(((await unknown.json()) as ErrorBody).error.code);

    const shared = await alice.call(shareRoute.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id } });
    const { token } = (await shared.json()) as { token: string };
    const visit = await bob.call(sharedRoute.GET, "GET", `/api/share/${token}`, { params: { token } });
    expect(visit.status).toBe(200);
    const seen = (await visit.json()) as { view: { factionName: string } | null };
    expect(seen.view?.factionName).toBe("Ironbound Holds (Muster test book)");
  });

  it("is the book an Army Forge list naming it opens on, for its owner only", async () => {
    const imported = await alice.call(importRoute.POST, "POST", "/api/rosters/import", { body: read("ironbound-list.json") });
    expect(imported.status).toBe(201);
    const { roster } = (await imported.json()) as { roster: RosterRecord };
    expect(roster.catalogueId).toBe(bookId);
    expect(roster.totals).toEqual({ pts: 628 });
    const refused = await bob.call(importRoute.POST, "POST", "/api/rosters/import", { body: read("ironbound-list.json") });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.message).toContain("on the Game data page");

    // Its share link shows the units, priced by the owner's book, to any visitor.
    const shared = await alice.call(shareRoute.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id } });
    const { token } = (await shared.json()) as { token: string };
    const visit = await bob.call(sharedRoute.GET, "GET", `/api/share/${token}`, { params: { token } });
    const seen = JSON.stringify(((await visit.json()) as { view: unknown }).view);
    expect(seen).toContain("Thane Grimbeard");
    expect(seen).toContain("628");
  });

  it("is the book an event reads a participant's list on: the organiser's download has it priced", async () => {
    const organiser = new TestBrowser();
    expect((await organiser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "organiser@example.com", password: "organiser password" } })).status).toBe(201);
    const pack = { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 2000 } };
    const made = await organiser.call(events.POST, "POST", "/api/events", { body: { name: "Ironbound open", pack, deadline: new Date(Date.now() + 86_400_000).toISOString() } });
    expect(made.status).toBe(201);
    const event = (await made.json()) as { id: string };
    const { joinToken } = (await (await organiser.call(oneEvent.GET, "GET", `/api/events/${event.id}`, { params: { id: event.id } })).json()) as { joinToken: string };
    const imported = await alice.call(importRoute.POST, "POST", "/api/rosters/import", { body: read("ironbound-list.json") });
    const { roster } = (await imported.json()) as { roster: RosterRecord };
    const sent = await alice.call(submit.POST, "POST", `/api/join/${joinToken}/submit`, { params: { token: joinToken }, body: { rosterId: roster.id, playerName: "Alice" } });
    expect(sent.status).toBe(201);
    const zip = await organiser.call(download.GET, "GET", `/api/events/${event.id}/download`, { params: { id: event.id } });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const text = strFromU8(files["lists/001-Alice.txt"]!);
    expect(text).toContain("Thane Grimbeard");
    expect(text).toContain("628");
  });

  it("puts a list's books side by side for that browser only when one of them is its own", async () => {
    // A second Grimdark Future book of Bob's, made from the Starfall fixture with other prices.
    const outriders = { ...JSON.parse(read("starfall-book.json")), uid: "outriders-test", name: "Starfall Outriders (Muster test book)" } as { units: { cost: number }[] };
    for (const unit of outriders.units) unit.cost += 15;
    expect((await upload(bob, { "outriders.json": JSON.stringify(outriders), "common-rules-object.json": read("common-rules-object.json") })).status).toBe(201);
    const list = JSON.parse(read("starfall-list.json")) as { units: Record<string, unknown>[] };
    const squad = list.units.find((u) => u.selectionId === "sel-squad-a")!;
    list.units.push({ ...squad, armyId: "outriders-test", selectionId: "sel-squad-d", cost: 115, selectedUpgrades: [] });
    const response = await bob.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify(list) });
    expect(response.status).toBe(201);
    const { roster } = (await response.json()) as { roster: RosterRecord };
    expect(roster.catalogueId).toMatch(/^af-gf-starfall-test\.with\.outriders-test:by-/);
    expect(roster.totals).toEqual({ pts: 611 + 115 });
    expect(await db.prisma.catalogue.findUnique({ where: { id: roster.catalogueId }, select: { ownerId: true } })).toEqual({ ownerId: bobId });
    // Not a book anyone installed: not listed; and Alice gets neither it nor Bob's books.
    expect((await listArmyBooks(bobId, db.prisma)).map((b) => b.id)).not.toContain(roster.catalogueId);
    expect(await getCatalogue(roster.catalogueId, db.prisma, aliceId)).toBeNull();
    const hers = await alice.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify(list) });
    expect(hers.status).toBe(422);
  });

  it("is left alone by the seed and by the same book installed for everyone, which never replaces it", async () => {
    await seedGameData(db.prisma, DEFAULT_DATA_DIR);
    expect(await db.prisma.catalogue.findUnique({ where: { id: bookId }, select: { ownerId: true } })).toEqual({ ownerId: aliceId });
    expect(await db.prisma.unitEntry.count({ where: { catalogueId: bookId } })).toBe(4);

    const converted = convertBookFiles([{ fileName: "ironbound-book.json", text: read("ironbound-book.json") }], shippedOprGameSystems());
    if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
    const catalogue = converted.books[0]!.catalogue;
    await installArmyBook(db.prisma, { ...catalogue, revision: catalogue.revision + 7 });
    expect(await db.prisma.catalogue.findUnique({ where: { id: bookId }, select: { revision: true, ownerId: true } })).toEqual({ revision: catalogue.revision, ownerId: aliceId });
    // An install for everyone (or for another owner) whose id is made to be Alice's is refused.
    await expect(installArmyBook(db.prisma, { ...catalogue, id: bookId })).rejects.toThrow(ArmyBookInstallError);
    await expect(installArmyBook(db.prisma, { ...catalogue, id: bookId }, { ownerId: "someone-else" })).rejects.toThrow(ArmyBookInstallError);

    // Both are listed to Alice; her list still opens on her own copy, and Bob's on the shared one.
    expect((await listArmyBooks(aliceId, db.prisma)).map((b) => [b.id, b.serverWide])).toEqual(expect.arrayContaining([[bookId, false], [SHARED_ID, true]]));
    const mine = await alice.call(importRoute.POST, "POST", "/api/rosters/import", { body: read("ironbound-list.json") });
    expect(((await mine.json()) as { roster: RosterRecord }).roster.catalogueId).toBe(bookId);
    const his = await bob.call(importRoute.POST, "POST", "/api/rosters/import", { body: read("ironbound-list.json") });
    expect(((await his.json()) as { roster: RosterRecord }).roster.catalogueId).toBe(SHARED_ID);
  });

  it("is removed by its owner only: another browser gets not found", async () => {
    const byBob = await bob.call(armyBookRoute.DELETE, "DELETE", `/api/army-books/${encodeURIComponent(bookId)}`, { params: { id: bookId } });
    expect(byBob.status).toBe(404);
    const shared = await alice.call(armyBookRoute.DELETE, "DELETE", `/api/army-books/${SHARED_ID}`, { params: { id: SHARED_ID } });
    expect(shared.status).toBe(404);
    const removed = await alice.call(armyBookRoute.DELETE, "DELETE", `/api/army-books/${encodeURIComponent(bookId)}`, { params: { id: bookId } });
    expect(removed.status).toBe(204);
    expect(await db.prisma.catalogue.count({ where: { id: bookId } })).toBe(0);
    expect(await db.prisma.unitEntry.count({ where: { catalogueId: bookId } })).toBe(0);
    expect(await db.prisma.catalogue.count({ where: { id: SHARED_ID } })).toBe(1);
  });
});
