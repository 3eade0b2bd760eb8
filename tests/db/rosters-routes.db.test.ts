/**
 * The route handlers of docs/api.md, called as Next calls them (a Request and the route's
 * params), against a test database that stands in for the app's own.
 */
import { en } from "../../lib/i18n/english";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as importRoute from "../../app/api/rosters/import/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as restore from "../../app/api/rosters/[id]/restore/route";
import * as duplicate from "../../app/api/rosters/[id]/duplicate/route";
import * as exportRoute from "../../app/api/rosters/[id]/export/route";
import * as share from "../../app/api/rosters/[id]/share/route";
import * as gameSystems from "../../app/api/game-systems/route";
import { getGameData } from "../../lib/data-access/game-data";
import { exportRosterJson } from "../../lib/exchange/roster-json";
import { formatRosterText } from "../../lib/exchange/roster-text";
import { describeRoster } from "../../lib/exchange/roster-view";
import type { Roster } from "../../lib/gamedata/roster-schema";
import { MAX_ROSTER_BYTES, type CreateRosterRequest, type RosterRecord, type RosterSummary } from "../../lib/schemas/roster-requests";
import type { ErrorBody } from "../../lib/errors/muster-error";
import { TestBrowser, createSeededDatabase, readExampleRoster, readPdf, readRow } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;

beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

const stormcast = readExampleRoster("aos-stormcast-pitched-2000.json");

const newRosterRequest: CreateRosterRequest = {
  name: "Stormhost",
  gameSystemId: "aos",
  catalogueId: "stormcast-eternals",
  rulesetId: "pitched-battle",
  limits: {},
  exampleFile: "aos-stormcast-pitched-2000.json",
};

async function createAs(browser: TestBrowser, request: CreateRosterRequest = newRosterRequest): Promise<RosterRecord> {
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body: request });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

async function errorOf(response: Response): Promise<ErrorBody["error"]> {
  const body = (await response.json()) as ErrorBody;
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error;
}

describe("identity through the routes", () => {
  it("gives a new browser an identity on its first write, and shows it only its own rosters", async () => {
    const alice = new TestBrowser();
    const empty = await alice.call(rosters.GET, "GET", "/api/rosters");
    expect(await empty.json()).toEqual([]);
    expect(empty.headers.get("set-cookie")).toBeNull(); // reads create no identity
    const created = await createAs(alice);
    expect(alice.cookie).toMatch(/^muster_owner=/);
    const listed = (await (await alice.call(rosters.GET, "GET", "/api/rosters")).json()) as RosterSummary[];
    expect(listed.map((r) => r.id)).toEqual([created.id]);

    const bob = new TestBrowser();
    await createAs(bob);
    const bobs = (await (await bob.call(rosters.GET, "GET", "/api/rosters")).json()) as RosterSummary[];
    expect(bobs.map((r) => r.id)).not.toContain(created.id);
    expect(bobs).toHaveLength(1);
  });

  it("answers 404 to another browser, and to a tampered cookie, for every request on a roster; nothing changes", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner);
    const before = await readRow(db, roster.id);
    const stranger = new TestBrowser();
    await createAs(stranger);
    const tampered = new TestBrowser(`${owner.cookie!.slice(0, -4)}AAAA`);
    for (const visitor of [stranger, tampered, new TestBrowser()]) {
      const params = { id: roster.id };
      const responses = [
        await visitor.call(one.GET, "GET", `/api/rosters/${roster.id}`, { params }),
        await visitor.call(one.PUT, "PUT", `/api/rosters/${roster.id}`, { params, body: { document: { ...roster.document, name: "Mine now" }, version: roster.version } }),
        await visitor.call(one.PATCH, "PATCH", `/api/rosters/${roster.id}`, { params, body: { name: "Mine now" } }),
        await visitor.call(one.DELETE, "DELETE", `/api/rosters/${roster.id}`, { params }),
        await visitor.call(restore.POST, "POST", `/api/rosters/${roster.id}/restore`, { params }),
        await visitor.call(duplicate.POST, "POST", `/api/rosters/${roster.id}/duplicate`, { params }),
        await visitor.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=text`, { params }),
        await visitor.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, { params, body: {} }),
        await visitor.call(share.GET, "GET", `/api/rosters/${roster.id}/share`, { params }),
      ];
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe("NOT_FOUND");
      }
    }
    expect(await readRow(db, roster.id)).toEqual(before);
    expect(await db.prisma.shareLink.count({ where: { rosterId: roster.id } })).toBe(0);
  });
});

describe("roster routes", () => {
  it("lists the game systems with what POST /api/rosters needs, and a roster made from it is created", async () => {
    const client = new TestBrowser();
    const listed = await client.call(gameSystems.GET, "GET", "/api/game-systems");
    expect(listed.status).toBe(200);
    const { gameSystems: systems } = (await listed.json()) as { gameSystems: { id: string; name: string; catalogues: { id: string }[]; rulesets: { id: string; battleSizes: { id: string }[] }[] }[] };
    expect(systems.map((s) => s.id).sort()).toEqual(["aof-regiments", "aos", "t9a", "wh40k-9e"]);
    for (const system of systems) {
      const ruleset = system.rulesets[0]!;
      const body = { name: `From the API: ${system.name}`, gameSystemId: system.id, catalogueId: system.catalogues[0]!.id, rulesetId: ruleset.id, ...(ruleset.battleSizes[0] ? { battleSizeId: ruleset.battleSizes[0].id } : {}) };
      expect((await client.call(rosters.POST, "POST", "/api/rosters", { body })).status).toBe(201);
    }
  });

  it("creates, reads, saves, renames, deletes, restores and duplicates", async () => {
    const me = new TestBrowser();
    const created = await createAs(me, { ...newRosterRequest, exampleFile: undefined, battleSizeId: "warhost" });
    const params = { id: created.id };
    const read = await me.call(one.GET, "GET", `/api/rosters/${created.id}`, { params });
    expect(await read.json()).toEqual(created);

    const saved = await me.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params, body: { document: { ...stormcast, name: "Saved" }, version: 1 } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: "Saved", version: 2, valid: true });

    const renamed = await me.call(one.PATCH, "PATCH", `/api/rosters/${created.id}`, { params, body: { name: "Renamed" } });
    expect(await renamed.json()).toMatchObject({ name: "Renamed", version: 3 });

    const deleted = await me.call(one.DELETE, "DELETE", `/api/rosters/${created.id}`, { params });
    expect(deleted.status).toBe(204);
    expect((await me.call(one.GET, "GET", `/api/rosters/${created.id}`, { params })).status).toBe(404);
    const restored = await me.call(restore.POST, "POST", `/api/rosters/${created.id}/restore`, { params });
    expect(await restored.json()).toMatchObject({ id: created.id, name: "Renamed", version: 3 });

    const copy = await me.call(duplicate.POST, "POST", `/api/rosters/${created.id}/duplicate`, { params });
    expect(copy.status).toBe(201);
    expect(await copy.json()).toMatchObject({ name: "Renamed (copy)", version: 1 });
  });

  it("answers a stale save with 409 and the stored record, changing nothing", async () => {
    const me = new TestBrowser();
    const created = await createAs(me);
    const params = { id: created.id };
    const first = await me.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params, body: { document: { ...created.document, name: "Tab one" }, version: 1 } });
    expect(first.status).toBe(200);
    const before = await readRow(db, created.id);
    const second = await me.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params, body: { document: { ...created.document, name: "Tab two" }, version: 1 } });
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe("CONFLICT");
    expect(error.data).toEqual({ current: await first.json() });
    expect(await readRow(db, created.id)).toEqual(before);
  });

  it("refuses invalid payloads with the problems named, changing nothing", async () => {
    const me = new TestBrowser();
    const created = await createAs(me);
    const params = { id: created.id };
    const before = await readRow(db, created.id);
    const badForces = { ...created.document, forces: [{ id: "f", forceEntryId: "bad id!", selections: "none" }] };
    const cases: { body: unknown; path?: string }[] = [
      { body: "{ not json", path: "(root)" },
      { body: { document: created.document }, path: "version" },
      { body: { document: created.document, version: 0 }, path: "version" },
      { body: { document: badForces, version: 1 }, path: "document.forces[0].forceEntryId" },
      { body: { document: { ...created.document, schemaVersion: 99 }, version: 1 }, path: "document.schemaVersion" },
      { body: { document: { ...created.document, name: "" }, version: 1 }, path: "document.name" },
    ];
    for (const { body, path } of cases) {
      const response = await me.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params, body });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("INVALID_INPUT");
      expect(error.problems.map((p) => p.path)).toContain(path);
    }
    const rename = await me.call(one.PATCH, "PATCH", `/api/rosters/${created.id}`, { params, body: { name: "   " } });
    expect(rename.status).toBe(400);
    const create = await me.call(rosters.POST, "POST", "/api/rosters", { body: { ...newRosterRequest, gameSystemId: "" } });
    expect(create.status).toBe(400);
    const badQuery = await me.call(rosters.GET, "GET", "/api/rosters?sort=price");
    expect(badQuery.status).toBe(400);
    expect(await readRow(db, created.id)).toEqual(before);
  });

  it("refuses bodies over 5 MB with 413, declared or not, changing nothing", async () => {
    const me = new TestBrowser();
    const created = await createAs(me);
    const params = { id: created.id };
    const before = await readRow(db, created.id);
    const count = await db.prisma.roster.count();
    const huge = JSON.stringify({ document: { ...created.document, notes: "x".repeat(MAX_ROSTER_BYTES) }, version: 1 });
    const declared = await me.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params, body: huge, headers: { "content-length": String(huge.length) } });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe("TOO_LARGE");
    // Without a Content-Length the stream itself is counted.
    const streamed = await me.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params, body: huge });
    expect(streamed.status).toBe(413);
    const imported = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify({ ...stormcast, notes: "x".repeat(MAX_ROSTER_BYTES) }) });
    expect(imported.status).toBe(413);
    expect(await readRow(db, created.id)).toEqual(before);
    expect(await db.prisma.roster.count()).toBe(count);
  });
});

describe("import and export routes", () => {
  it("imports a file as a new roster and exports it back identically (JSON round trip)", async () => {
    const me = new TestBrowser();
    const data = (await getGameData("t9a", "wdg", db.prisma))!;
    const file = exportRosterJson(readExampleRoster("t9a-4500.json"), data.system, data.catalogue);
    const response = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: file });
    expect(response.status).toBe(201);
    const { roster, notices } = (await response.json()) as { roster: RosterRecord; notices: unknown[] };
    expect(notices).toEqual([]);
    expect(me.cookie).toBeDefined();
    const exported = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=json`, { params: { id: roster.id } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("application/json");
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="warriors-of-the-dark-gods-4500-pts-recommended-size.json"');
    expect(await exported.text()).toBe(file);

    // Imported again beside the first: the copy's name says it is one; the file is unchanged.
    const again = (await (await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: file })).json()) as { roster: RosterRecord };
    expect(again.roster.name).toBe(en.t("import.importedName", { name: roster.name }));
    expect(again.roster.document.forces).toEqual(roster.document.forces);
  });

  it("refuses corrupt JSON (400), an unknown game (422) and reports unknown entries", async () => {
    const me = new TestBrowser();
    const corrupt = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: '{"schemaVersion": 2,' });
    expect(corrupt.status).toBe(400);
    const unknown = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify({ ...stormcast, gameSystemId: "chess" }) });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).code).toBe("UNKNOWN_GAME_DATA");
    const withMystery: Roster = structuredClone(stormcast);
    withMystery.forces[0]!.selections.push({ id: "m1", entryId: "mystery", number: 1 });
    const reported = await me.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify(withMystery) });
    expect(reported.status).toBe(201);
    expect((await reported.json()).notices).toContainEqual({ code: "import.unknown-entries", params: { entryIds: ["mystery"] } });
  });

  it("exports full and compact text and a BattleScribe .rosz as attachments", async () => {
    const me = new TestBrowser();
    const roster = await createAs(me);
    const params = { id: roster.id };
    const data = (await getGameData("aos", "stormcast-eternals", db.prisma))!;
    const view = describeRoster(roster.document, data.system, data.catalogue);
    const full = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=text`, { params });
    expect(full.headers.get("content-disposition")).toBe('attachment; filename="stormhost.txt"');
    expect(full.headers.get("content-type")).toContain("text/plain");
    const text = await full.text();
    expect(text).toBe(formatRosterText(view, "full"));
    for (const unit of view.forces.flatMap((f) => f.groups.flatMap((g) => g.units))) expect(text).toContain(unit.name);
    const compact = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=compact`, { params });
    expect(compact.headers.get("content-disposition")).toBe('attachment; filename="stormhost-compact.txt"');
    expect(await compact.text()).toBe(formatRosterText(view, "compact"));
    const rosz = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=rosz`, { params });
    expect(rosz.headers.get("content-disposition")).toBe('attachment; filename="stormhost.rosz"');
    const ros = strFromU8(Object.values(unzipSync(new Uint8Array(await rosz.arrayBuffer())))[0]!);
    expect(ros).toContain(`<roster id="${roster.id}" name="${roster.document.name}" battleScribeVersion="2.03"`);
    for (const unit of view.forces.flatMap((f) => f.groups.flatMap((g) => g.units))) expect(ros).toContain(`<selection id="${unit.id}"`);
    const badFormat = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=docx`, { params });
    expect(badFormat.status).toBe(400);
  });

  it("exports a PDF list, with reference cards on request, on A4 or Letter", async () => {
    const me = new TestBrowser();
    const roster = await createAs(me);
    const params = { id: roster.id };
    const data = (await getGameData("aos", "stormcast-eternals", db.prisma))!;
    const units = describeRoster(roster.document, data.system, data.catalogue).forces.flatMap((f) => f.groups.flatMap((g) => g.units));
    const list = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=pdf`, { params });
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toBe("application/pdf");
    expect(list.headers.get("content-disposition")).toBe('attachment; filename="stormhost.pdf"');
    const listPdf = await readPdf(list);
    expect(listPdf.pageSize).toMatch(/595\.\d* x 841\.\d*/); // A4 in points
    expect(listPdf.text).toContain("Stormhost");
    for (const unit of units) expect(listPdf.text).toContain(unit.name);

    const cards = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=pdf&paper=letter&cards=1`, { params });
    expect(cards.headers.get("content-disposition")).toBe('attachment; filename="stormhost-cards.pdf"');
    const cardsPdf = await readPdf(cards);
    expect(cardsPdf.pageSize).toMatch(/612 x 792/); // Letter
    expect(cardsPdf.pages).toBeGreaterThan(listPdf.pages);
    const badPaper = await me.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=pdf&paper=a3`, { params });
    expect(badPaper.status).toBe(400);
  });
});
