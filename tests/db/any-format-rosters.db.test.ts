/**
 * One roster library for every format (issue 32), through the real route handlers: a roster on
 * installed BattleScribe data and a Muster roster side by side on My rosters, renamed,
 * duplicated, deleted and restored the same way; its history diffed and restored; its share link
 * read-only, exported, copied and revoked; and a browser's rosters of both kinds moved into an
 * account, counted as My rosters lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as gameData from "../../app/api/game-data/route";
import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as duplicate from "../../app/api/rosters/[id]/duplicate/route";
import * as restore from "../../app/api/rosters/[id]/restore/route";
import * as history from "../../app/api/rosters/[id]/history/route";
import * as keptVersion from "../../app/api/rosters/[id]/history/[version]/route";
import * as diff from "../../app/api/rosters/[id]/history/[version]/diff/route";
import * as restoreVersion from "../../app/api/rosters/[id]/history/[version]/restore/route";
import * as share from "../../app/api/rosters/[id]/share/route";
import * as revoke from "../../app/api/rosters/[id]/share/[token]/route";
import * as shared from "../../app/api/share/[token]/route";
import * as sharedExport from "../../app/api/share/[token]/export/route";
import * as copy from "../../app/api/share/[token]/copy/route";
import { moveOwnerData } from "../../lib/data-access/account-data";
import { listRosters } from "../../lib/data-access/rosters";
import type { BsRosterRecord, RosterRecord, RosterSummary } from "../../lib/schemas/roster-requests";
import { TEST_ORIGIN, TestBrowser, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

const gst = `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="lib-gs" name="Library Skirmish" revision="2" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const cat = `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="lib-cat" name="Library Faction" revision="1" gameSystemId="lib-gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="se-a" name="Archer" type="model" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries>
</catalogue>`;
const ros = (name: string, archers: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="${name}" battleScribeVersion="2.03" gameSystemId="lib-gs" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Warband" entryId="fe" catalogueId="lib-cat"><selections><selection id="s" name="Archer" entryId="se-a" number="${archers}" type="model"/></selections></force></forces></roster>`;

async function upload(browser: TestBrowser): Promise<void> {
  const form = new FormData();
  form.append("files", new Blob([gst]), "Library Skirmish.gst");
  form.append("files", new Blob([cat]), "Library Faction.cat");
  const request = new Request(`${TEST_ORIGIN}/api/game-data`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN, ...(browser.cookie ? { cookie: browser.cookie } : {}) } });
  const response = await gameData.POST(request, { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) browser.cookie = setCookie.split(";")[0];
}

const musterBody = { name: "Shipped Host", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard" };

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await response).json() as Promise<T>;
}

describe("My rosters holds rosters of both formats", () => {
  it("lists, renames, duplicates, deletes and restores a BattleScribe roster like any other", async () => {
    const me = new TestBrowser();
    await upload(me);
    const bs = await json<BsRosterRecord>(me.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", xml: ros("Archer Line", 3) } }));
    const muster = await json<RosterRecord>(me.call(rosters.POST, "POST", "/api/rosters", { body: musterBody }));
    expect(bs).toMatchObject({ format: "battlescribe", name: "Archer Line", gameSystemId: "lib-gs", catalogueId: "lib-cat", totals: { pts: 21 }, models: 3, valid: true, version: 1 });
    expect(muster.format).toBe("muster");

    const list = async (q = "") => json<RosterSummary[]>(me.call(rosters.GET, "GET", `/api/rosters?sort=name${q ? `&q=${encodeURIComponent(q)}` : ""}`));
    expect((await list()).map((r) => [r.name, r.format, r.systemName, r.factionName, r.shownTotals])).toEqual([
      ["Archer Line", "battlescribe", "Library Skirmish", "Library Faction", [{ id: "pts", name: "pts", value: 21 }]],
      ["Shipped Host", "muster", expect.any(String), expect.any(String), []],
    ]);
    // Search finds it by its game system's name as by its own.
    expect((await list("library skirm")).map((r) => r.id)).toEqual([bs.id]);

    const params = { id: bs.id };
    const renamed = await json<BsRosterRecord>(me.call(one.PATCH, "PATCH", `/api/rosters/${bs.id}`, { params, body: { name: "Archers & Co" } }));
    expect(renamed).toMatchObject({ name: "Archers & Co", version: 2 });
    expect(renamed.document.xml).toBe(ros("Archers &amp; Co", 3));

    const copied = await json<BsRosterRecord>(me.call(duplicate.POST, "POST", `/api/rosters/${bs.id}/duplicate`, { params }));
    expect(copied).toMatchObject({ format: "battlescribe", name: "Archers & Co (copy)", totals: { pts: 21 }, version: 1 });
    expect(copied.id).not.toBe(bs.id);

    expect((await me.call(one.DELETE, "DELETE", `/api/rosters/${bs.id}`, { params })).status).toBe(204);
    expect((await list()).map((r) => r.name)).toEqual(["Archers & Co (copy)", "Shipped Host"]);
    expect((await me.call(one.GET, "GET", `/api/rosters/${bs.id}`, { params })).status).toBe(404);
    expect(await json<BsRosterRecord>(me.call(restore.POST, "POST", `/api/rosters/${bs.id}/restore`, { params }))).toMatchObject({ name: "Archers & Co", version: 2 });
    expect((await list()).map((r) => r.name)).toEqual(["Archers & Co", "Archers & Co (copy)", "Shipped Host"]);

    // Game data's "Build a roster": an empty roster on the installed system, started by the server.
    const fresh = await json<BsRosterRecord>(me.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", gameSystemId: "lib-gs", name: "Fresh" } }));
    expect(fresh).toMatchObject({ format: "battlescribe", name: "Fresh", gameSystemId: "lib-gs", catalogueId: "", totals: {}, models: 0, valid: true });
    expect(fresh.document.xml).toMatch(/<roster [^>]*name="Fresh"[^>]*gameSystemId="lib-gs"/);
    expect((await me.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", name: "Nothing" } })).status).toBe(400);
    expect((await me.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", gameSystemId: "not-installed" } })).status).toBe(422);
    await me.call(one.DELETE, "DELETE", `/api/rosters/${fresh.id}`, { params: { id: fresh.id } });

    // A save of the wrong format, or of another game, changes nothing.
    expect((await me.call(one.PUT, "PUT", `/api/rosters/${bs.id}`, { params, body: { document: muster.document, version: 2 } })).status).toBe(400);
    expect((await me.call(one.PUT, "PUT", `/api/rosters/${muster.id}`, { params: { id: muster.id }, body: { format: "battlescribe", xml: ros("X", 1), version: 1 } })).status).toBe(400);
    expect((await me.call(one.PUT, "PUT", `/api/rosters/${bs.id}`, { params, body: { format: "battlescribe", xml: ros("X", 1).replace('gameSystemId="lib-gs"', 'gameSystemId="other"'), version: 2 } })).status).toBe(400);
    expect(await json<BsRosterRecord>(me.call(one.GET, "GET", `/api/rosters/${bs.id}`, { params }))).toMatchObject({ name: "Archers & Co", version: 2, totals: { pts: 21 } });
  });
});

describe("history of a BattleScribe roster", () => {
  it("keeps each saved version, says what changed and restores one as a new version", async () => {
    const me = new TestBrowser();
    await upload(me);
    const bs = await json<BsRosterRecord>(me.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", xml: ros("Growing", 2) } }));
    const params = { id: bs.id };
    await me.call(one.PUT, "PUT", `/api/rosters/${bs.id}`, { params, body: { format: "battlescribe", xml: ros("Growing", 5), version: 1 } });
    const entries = await json<{ version: number; totals: Record<string, number>; current: boolean }[]>(me.call(history.GET, "GET", `/api/rosters/${bs.id}/history`, { params }));
    expect(entries.map((e) => [e.version, e.totals.pts, e.current])).toEqual([
      [2, 35, true],
      [1, 14, false],
    ]);
    const kept = await json<{ format: string; document: { xml: string } }>(me.call(keptVersion.GET, "GET", `/api/rosters/${bs.id}/history/1`, { params: { ...params, version: "1" } }));
    expect(kept).toMatchObject({ format: "battlescribe", document: { xml: ros("Growing", 2) } });
    const changes = await json<{ changes: unknown[] }>(me.call(diff.GET, "GET", `/api/rosters/${bs.id}/history/1/diff?to=2`, { params: { ...params, version: "1" } }));
    expect(changes.changes).toEqual([
      { kind: "unit-models", unit: "Archer", from: 2, to: 5 },
      { kind: "cost", costType: "pts", costTypeId: "pts", from: 14, to: 35 },
    ]);
    const restored = await json<BsRosterRecord>(me.call(restoreVersion.POST, "POST", `/api/rosters/${bs.id}/history/1/restore`, { params: { ...params, version: "1" }, body: { version: 2 } }));
    expect(restored).toMatchObject({ version: 3, totals: { pts: 14 }, document: { xml: ros("Growing", 2) } });
    // Another browser learns nothing of it.
    expect((await new TestBrowser().call(history.GET, "GET", `/api/rosters/${bs.id}/history`, { params })).status).toBe(404);
  });
});

describe("share links of a BattleScribe roster", () => {
  it("open read-only for anyone with the link, export, copy into their rosters, and stop when revoked", async () => {
    const owner = new TestBrowser();
    await upload(owner);
    const bs = await json<BsRosterRecord>(owner.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", xml: ros("Shared Line", 4) } }));
    const params = { id: bs.id };
    expect((await owner.call(share.POST, "POST", `/api/rosters/${bs.id}/share`, { params, body: { hidden: true } })).status).toBe(400);
    const link = await json<{ token: string }>(owner.call(share.POST, "POST", `/api/rosters/${bs.id}/share`, { params, body: {} }));

    // The visitor has no data of their own: the roster is read on its owner's data.
    const visitor = new TestBrowser();
    const tokenParams = { token: link.token };
    const view = await json<{ roster: { format: string; name: string }; view: { name: string; forces: { groups: { units: { name: string }[] }[] }[] } | null }>(visitor.call(shared.GET, "GET", `/api/share/${link.token}`, { params: tokenParams }));
    expect(view.roster).toMatchObject({ format: "battlescribe", name: "Shared Line" });
    expect(view.view?.forces.flatMap((f) => f.groups.flatMap((g) => g.units.map((u) => u.name)))).toContain("Archer");
    const text = await visitor.call(sharedExport.GET, "GET", `/api/share/${link.token}/export?format=text`, { params: tokenParams });
    expect(await text.text()).toContain("Shared Line");
    expect(await (await visitor.call(sharedExport.GET, "GET", `/api/share/${link.token}/export?format=ros`, { params: tokenParams })).text()).toBe(ros("Shared Line", 4));

    // Copying needs the data on the visitor's side; with it, the copy is theirs.
    expect((await visitor.call(copy.POST, "POST", `/api/share/${link.token}/copy`, { params: tokenParams })).status).toBe(422);
    await upload(visitor);
    const copied = await json<BsRosterRecord>(visitor.call(copy.POST, "POST", `/api/share/${link.token}/copy`, { params: tokenParams }));
    expect(copied).toMatchObject({ format: "battlescribe", name: "Shared Line", totals: { pts: 28 } });
    expect(copied.id).not.toBe(bs.id);

    expect((await owner.call(revoke.DELETE, "DELETE", `/api/rosters/${bs.id}/share/${link.token}`, { params: { id: bs.id, token: link.token } })).status).toBe(204);
    expect((await visitor.call(shared.GET, "GET", `/api/share/${link.token}`, { params: tokenParams })).status).toBe(404);
  });
});

describe("moving a browser's rosters into an account", () => {
  it("moves both kinds and counts them as My rosters lists them (deleted ones move, uncounted)", async () => {
    const browser = new TestBrowser();
    await upload(browser);
    await browser.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", xml: ros("Moving", 1) } });
    await browser.call(rosters.POST, "POST", "/api/rosters", { body: musterBody });
    const gone = await json<RosterRecord>(browser.call(rosters.POST, "POST", "/api/rosters", { body: { ...musterBody, name: "Deleted" } }));
    await browser.call(one.DELETE, "DELETE", `/api/rosters/${gone.id}`, { params: { id: gone.id } });
    const from = (await db.prisma.roster.findUniqueOrThrow({ where: { id: gone.id } })).ownerId;
    const moved = await db.prisma.$transaction((tx) => moveOwnerData(tx, from, "account-owner"));
    expect(moved).toMatchObject({ rosters: 1, bsRosters: 1 });
    const listed = await listRosters("account-owner", { sort: "updated" }, db.prisma);
    expect(listed.length).toBe(moved.rosters + moved.bsRosters);
    expect(await db.prisma.roster.count({ where: { ownerId: "account-owner" } })).toBe(3);
  });
});
