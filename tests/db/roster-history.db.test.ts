/**
 * A roster's history through the routes: every save keeps the version it replaced, versions are
 * read-only, restoring saves a kept version as a new one, only the owner sees any of it, and the
 * number kept is bounded.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as history from "../../app/api/rosters/[id]/history/route";
import * as version from "../../app/api/rosters/[id]/history/[version]/route";
import * as restore from "../../app/api/rosters/[id]/history/[version]/restore/route";
import { HISTORY_LIMIT, keepReplacedVersion } from "../../lib/data-access/roster-history";
import type { Roster } from "../../lib/gamedata/roster-schema";
import type { RosterHistoryEntry, RosterRecord, RosterVersionRecord } from "../../lib/schemas/roster-requests";
import { TestBrowser, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

async function create(browser: TestBrowser): Promise<RosterRecord> {
  const body = { name: "Border Watch", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {}, exampleFile: "aof-regiments-750.json" };
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

async function save(browser: TestBrowser, record: RosterRecord, change: (roster: Roster) => void): Promise<RosterRecord> {
  const document = structuredClone(record.document);
  change(document);
  const response = await browser.call(one.PUT, "PUT", `/api/rosters/${record.id}`, { params: { id: record.id }, body: { document, version: record.version } });
  expect(response.status).toBe(200);
  return (await response.json()) as RosterRecord;
}

const withoutGriffin = (roster: Roster) => {
  roster.forces[0]!.selections = roster.forces[0]!.selections.filter((s) => s.entryId !== "he-griffin");
};

describe("roster history", () => {
  it("keeps the version each save replaced, lists them newest first, and serves one read-only", async () => {
    const me = new TestBrowser();
    const first = await create(me);
    const second = await save(me, first, withoutGriffin);
    const third = await save(me, second, (r) => (r.name = "Border Watch II"));
    const listed = await me.call(history.GET, "GET", `/api/rosters/${first.id}/history`, { params: { id: first.id } });
    expect(listed.status).toBe(200);
    const entries = (await listed.json()) as RosterHistoryEntry[];
    expect(entries.map((e) => [e.version, e.current, e.name])).toEqual([
      [third.version, true, "Border Watch II"],
      [second.version, false, "Border Watch"],
      [first.version, false, "Border Watch"],
    ]);
    expect(entries[2]!.totals.pts).toBeGreaterThan(entries[1]!.totals.pts!);

    const kept = await me.call(version.GET, "GET", `/api/rosters/${first.id}/history/${first.version}`, { params: { id: first.id, version: String(first.version) } });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as RosterVersionRecord).document.forces).toEqual(first.document.forces);
  });

  it("restores a kept version as a new version, keeping the one it replaced", async () => {
    const me = new TestBrowser();
    const first = await create(me);
    const second = await save(me, first, withoutGriffin);
    const response = await me.call(restore.POST, "POST", `/api/rosters/${first.id}/history/${first.version}/restore`, {
      params: { id: first.id, version: String(first.version) },
      body: { version: second.version },
    });
    expect(response.status).toBe(200);
    const restored = (await response.json()) as RosterRecord;
    expect(restored.version).toBe(second.version + 1);
    expect(restored.document.forces).toEqual(first.document.forces);
    const entries = (await (await me.call(history.GET, "GET", `/api/rosters/${first.id}/history`, { params: { id: first.id } })).json()) as RosterHistoryEntry[];
    expect(entries.map((e) => e.version)).toEqual([restored.version, second.version, first.version]);

    // A restore from a stale editor is a conflict, and changes nothing.
    const stale = await me.call(restore.POST, "POST", `/api/rosters/${first.id}/history/${first.version}/restore`, {
      params: { id: first.id, version: String(first.version) },
      body: { version: second.version },
    });
    expect(stale.status).toBe(409);
    expect((await db.prisma.roster.findUnique({ where: { id: first.id } }))?.version).toBe(restored.version);
  });

  it("shows nothing of it to another browser, and refuses a version that is not a number or not kept", async () => {
    const me = new TestBrowser();
    const first = await create(me);
    await save(me, first, withoutGriffin);
    const other = new TestBrowser();
    await create(other);
    const params = { id: first.id, version: String(first.version) };
    expect((await other.call(history.GET, "GET", `/api/rosters/${first.id}/history`, { params: { id: first.id } })).status).toBe(404);
    expect((await other.call(version.GET, "GET", `/api/rosters/${first.id}/history/${first.version}`, { params })).status).toBe(404);
    expect((await other.call(restore.POST, "POST", `/api/rosters/${first.id}/history/${first.version}/restore`, { params, body: { version: 2 } })).status).toBe(404);
    expect((await me.call(version.GET, "GET", `/api/rosters/${first.id}/history/abc`, { params: { id: first.id, version: "abc" } })).status).toBe(400);
    expect((await me.call(version.GET, "GET", `/api/rosters/${first.id}/history/99`, { params: { id: first.id, version: "99" } })).status).toBe(404);
  });

  it("refuses a restore forged by another site (403) or sent as a form (415), changing nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const me = new TestBrowser();
    const first = await create(me);
    const second = await save(me, first, withoutGriffin);
    const params = { id: first.id, version: String(first.version) };
    const forged = await me.call(restore.POST, "POST", `/api/rosters/${first.id}/history/${first.version}/restore`, { params, body: { version: second.version }, headers: { origin: "http://127.0.0.1:3305" } });
    expect(forged.status).toBe(403);
    const form = await me.call(restore.POST, "POST", `/api/rosters/${first.id}/history/${first.version}/restore`, { params, body: `version=${second.version}`, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect((await db.prisma.roster.findUnique({ where: { id: first.id } }))?.version).toBe(second.version);
  });

  it(`keeps at most ${HISTORY_LIMIT} versions, dropping the oldest`, async () => {
    const me = new TestBrowser();
    let record = await create(me);
    const firstVersion = record.version;
    for (let i = 0; i < HISTORY_LIMIT + 2; i++) record = await save(me, record, (r) => (r.name = `Border Watch ${i}`));
    const kept = await db.prisma.rosterVersion.findMany({ where: { rosterId: record.id }, orderBy: { version: "asc" }, select: { version: true } });
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]!.version).toBe(firstVersion + 2);
    expect(kept.at(-1)!.version).toBe(record.version - 1);
  });

  it("also bounds the bytes kept per roster, dropping the oldest first but never the newest", async () => {
    const me = new TestBrowser();
    const record = await create(me);
    const row = await db.prisma.roster.findUniqueOrThrow({ where: { id: record.id } });
    const size = new TextEncoder().encode(JSON.stringify(row.document)).length;
    // Room for two documents: the third save drops the oldest.
    for (const version of [101, 102, 103]) {
      await db.prisma.$transaction((tx) => keepReplacedVersion(tx, { ...row, version }, { count: 100, bytes: size * 2 }));
    }
    const kept = await db.prisma.rosterVersion.findMany({ where: { rosterId: record.id }, orderBy: { version: "asc" }, select: { version: true, bytes: true } });
    expect(kept).toEqual([{ version: 102, bytes: size }, { version: 103, bytes: size }]);
    // One document over the bound is still kept: the newest version always stays.
    await db.prisma.$transaction((tx) => keepReplacedVersion(tx, { ...row, version: 104 }, { count: 100, bytes: 1 }));
    expect(await db.prisma.rosterVersion.findMany({ where: { rosterId: record.id }, select: { version: true } })).toEqual([{ version: 104 }]);
  });
});
