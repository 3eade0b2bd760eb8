/**
 * Share links through their route handlers: read-only access for whoever has the token,
 * revocation, hidden rosters (The 9th Age) revealed item by item, and copies for visitors.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as restore from "../../app/api/rosters/[id]/restore/route";
import * as ownExport from "../../app/api/rosters/[id]/export/route";
import * as share from "../../app/api/rosters/[id]/share/route";
import * as revoke from "../../app/api/rosters/[id]/share/[token]/route";
import * as reveal from "../../app/api/rosters/[id]/share/[token]/reveal/route";
import * as shared from "../../app/api/share/[token]/route";
import * as sharedExport from "../../app/api/share/[token]/export/route";
import * as copy from "../../app/api/share/[token]/copy/route";
import * as compareRoute from "../../app/api/compare/route";
import { getGameData } from "../../lib/data-access/game-data";
import { listConcealedIds, type SharedRoster } from "../../lib/data-access/share-links";
import { describeRoster } from "../../lib/exchange/roster-view";
import type { Roster, Selection } from "../../lib/gamedata/roster-schema";
import type { CreateRosterRequest, RosterRecord, RosterSummary } from "../../lib/schemas/roster-requests";
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

type LinkAnswer = { token: string; url: string; hidden: boolean; revealed: string[] };

function exampleRequest(file: string): CreateRosterRequest {
  const example = readExampleRoster(file);
  return { name: example.name, gameSystemId: example.gameSystemId, catalogueId: example.catalogueId, rulesetId: example.rulesetId, limits: {}, exampleFile: file };
}

async function createAs(browser: TestBrowser, file: string): Promise<RosterRecord> {
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body: exampleRequest(file) });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

async function shareAs(browser: TestBrowser, roster: RosterRecord, body: unknown = undefined): Promise<LinkAnswer> {
  const response = await browser.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id }, ...(body !== undefined ? { body } : {}) });
  expect(response.status).toBe(201);
  return (await response.json()) as LinkAnswer;
}

const openShared = (browser: TestBrowser, token: string) => browser.call(shared.GET, "GET", `/api/share/${token}`, { params: { token } });
const exportShared = (browser: TestBrowser, token: string, format: string) =>
  browser.call(sharedExport.GET, "GET", `/api/share/${token}/export?format=${format}`, { params: { token } });

/** pdftotext breaks lines where the layout does; compare words, not line breaks. */
const flatten = (text: string) => text.replace(/\s+/g, " ");

function allSelections(roster: Roster): Selection[] {
  const out: Selection[] = [];
  const walk = (list: Selection[]) => {
    for (const s of list) {
      out.push(s);
      walk(s.selections ?? []);
    }
  };
  for (const force of roster.forces) walk(force.selections);
  return out;
}

describe("share links", () => {
  it("gives an unguessable read-only link that any browser can open, but not write through", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "aos-stormcast-pitched-2000.json");
    const link = await shareAs(owner, roster);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(link.url).toBe(`http://127.0.0.1:3200/share/${link.token}`);
    expect(link.hidden).toBe(false);

    const visitor = new TestBrowser();
    const opened = await openShared(visitor, link.token);
    expect(opened.status).toBe(200);
    const body = (await opened.json()) as SharedRoster;
    expect(body).toMatchObject({ hidden: false, revealed: [], roster: { ...roster, updatedAt: roster.updatedAt } });
    expect(body.roster).not.toHaveProperty("ownerId");
    expect(body.view?.name).toBe(roster.name);
    expect(visitor.cookie).toBeUndefined(); // reading creates no identity

    // The link reads; it does not open the roster's write routes to the visitor.
    const before = await readRow(db, roster.id);
    const params = { id: roster.id };
    expect((await visitor.call(one.PUT, "PUT", `/api/rosters/${roster.id}`, { params, body: { document: roster.document, version: roster.version } })).status).toBe(404);
    expect((await visitor.call(one.DELETE, "DELETE", `/api/rosters/${roster.id}`, { params })).status).toBe(404);
    expect((await visitor.call(revoke.DELETE, "DELETE", `/api/rosters/${roster.id}/share/${link.token}`, { params: { id: roster.id, token: link.token } })).status).toBe(404);
    expect(await readRow(db, roster.id)).toEqual(before);
    expect(Object.keys(shared).sort()).toEqual(["GET"]);
    expect(Object.keys(sharedExport).sort()).toEqual(["GET"]);

    const listed = await owner.call(share.GET, "GET", `/api/rosters/${roster.id}/share`, { params });
    expect(((await listed.json()) as LinkAnswer[]).map((l) => l.token)).toEqual([link.token]);
  });

  it("builds the link on the public address when behind a proxy", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "aos-open-stormcast.json");
    const response = await owner.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, {
      params: { id: roster.id },
      // The browser is on the public address, so that is its Origin too.
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "muster.example.org", origin: "https://muster.example.org" },
    });
    const link = (await response.json()) as LinkAnswer;
    expect(link.url).toBe(`https://muster.example.org/share/${link.token}`);
  });

  it("stops working at once when revoked, for reading, exporting and copying", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "aof-regiments-1500.json");
    const link = await shareAs(owner, roster, {});
    const visitor = new TestBrowser();
    expect((await openShared(visitor, link.token)).status).toBe(200);
    const revoked = await owner.call(revoke.DELETE, "DELETE", `/api/rosters/${roster.id}/share/${link.token}`, { params: { id: roster.id, token: link.token } });
    expect(revoked.status).toBe(204);
    const count = await db.prisma.roster.count();
    for (const response of [
      await openShared(visitor, link.token),
      await exportShared(visitor, link.token, "json"),
      await visitor.call(copy.POST, "POST", `/api/share/${link.token}/copy`, { params: { token: link.token } }),
    ]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
    expect(await db.prisma.roster.count()).toBe(count);
    const listed = await owner.call(share.GET, "GET", `/api/rosters/${roster.id}/share`, { params: { id: roster.id } });
    expect(await listed.json()).toEqual([]);
    // Made-up tokens find nothing either.
    expect((await openShared(visitor, "x".repeat(43))).status).toBe(404);
    expect((await openShared(visitor, "../rosters")).status).toBe(404);
  });

  it("stops working while the roster is deleted, and works again once it is restored", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "aof-regiments-750.json");
    const link = await shareAs(owner, roster);
    const params = { id: roster.id };
    await owner.call(one.DELETE, "DELETE", `/api/rosters/${roster.id}`, { params });
    expect((await openShared(new TestBrowser(), link.token)).status).toBe(404);
    await owner.call(restore.POST, "POST", `/api/rosters/${roster.id}/restore`, { params });
    expect((await openShared(new TestBrowser(), link.token)).status).toBe(200);
  });

  it("lets a visitor copy the roster into their own rosters, leaving the owner's alone", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "wh40k-2000-battalion-patrol.json");
    const before = await readRow(db, roster.id);
    const link = await shareAs(owner, roster);
    const visitor = new TestBrowser();
    const copied = await visitor.call(copy.POST, "POST", `/api/share/${link.token}/copy`, { params: { token: link.token } });
    expect(copied.status).toBe(201);
    expect(visitor.cookie).toBeDefined();
    const record = (await copied.json()) as RosterRecord;
    expect(record.id).not.toBe(roster.id);
    expect(record).toMatchObject({ document: roster.document, valid: roster.valid, totals: roster.totals, version: 1 });
    const visitorList = (await (await visitor.call(rosters.GET, "GET", "/api/rosters")).json()) as RosterSummary[];
    expect(visitorList.map((r) => r.id)).toEqual([record.id]);
    const ownerList = (await (await owner.call(rosters.GET, "GET", "/api/rosters")).json()) as RosterSummary[];
    expect(ownerList.map((r) => r.id)).toEqual([roster.id]);
    expect(await readRow(db, roster.id)).toEqual(before);
  });

  it("exports a shared roster as text and JSON", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "aos-gloomspite-pitched-2000.json");
    const link = await shareAs(owner, roster);
    const json = await exportShared(new TestBrowser(), link.token, "json");
    expect(json.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.json"$/);
    expect(JSON.parse(await json.text())).toMatchObject({ forces: roster.document.forces });
    const text = await exportShared(new TestBrowser(), link.token, "compact");
    expect(await text.text()).toContain(roster.document.name);
  });
});

describe("hidden rosters", () => {
  it("refuses a hidden link where the game's rules have no hidden rosters", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "aos-stormcast-pitched-2000.json");
    const response = await owner.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id }, body: { hidden: true } });
    expect(response.status).toBe(400);
    expect(await db.prisma.shareLink.count({ where: { rosterId: roster.id } })).toBe(0);
    const bad = await owner.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id }, body: { hidden: "yes" } });
    expect(bad.status).toBe(400);
  });

  it("conceals magic items from visitors until the owner reveals them one by one", async () => {
    const owner = new TestBrowser();
    const roster = await createAs(owner, "t9a-4500.json");
    const data = (await getGameData("t9a", "wdg", db.prisma))!;
    const items = [...listConcealedIds(roster.document, data, new Set())];
    expect(items.length).toBeGreaterThan(1);
    const open = describeRoster(roster.document, data.system, data.catalogue);
    const options = open.forces.flatMap((f) => f.groups.flatMap((g) => g.units.flatMap((u) => u.options)));
    const nameOf = (id: string) => options.find((o) => o.id === id)!.name;
    const entryOf = (id: string) => options.find((o) => o.id === id)!.entryId;

    const link = await shareAs(owner, roster, { hidden: true });
    expect(link.hidden).toBe(true);
    const visitor = new TestBrowser();

    // PDFs take a while to render: checked with nothing revealed and at the end.
    const check = async (revealed: string[], withPdf = false) => {
      const body = (await (await openShared(visitor, link.token)).json()) as SharedRoster;
      expect(body.revealed).toEqual(revealed);
      expect(body.view?.hiddenItems).toBe(items.length - revealed.length);
      const present = new Set(allSelections((body.roster as RosterRecord).document).map((s) => s.id));
      for (const id of items) expect(present.has(id)).toBe(revealed.includes(id));
      // Totals stay the real ones: a hidden roster shows its points, not its items.
      expect(body.roster.totals).toEqual(roster.totals);
      const text = await (await exportShared(visitor, link.token, "text")).text();
      const json = await (await exportShared(visitor, link.token, "json")).text();
      const rosz = unzipSync(new Uint8Array(await (await exportShared(visitor, link.token, "rosz")).arrayBuffer()));
      const ros = strFromU8(Object.values(rosz)[0]!);
      const pdf = withPdf ? flatten((await readPdf(await exportShared(visitor, link.token, "pdf&cards=1"))).text) : "";
      for (const id of items) {
        // Several units may carry the same item; it shows once any one of them is revealed.
        const visible = revealed.some((r) => entryOf(r) === entryOf(id));
        expect(text.includes(nameOf(id))).toBe(visible);
        expect(json.includes(`"${entryOf(id)}"`)).toBe(visible);
        expect(ros.includes(`entryId="${entryOf(id)}"`)).toBe(visible);
        if (withPdf && !visible) expect(pdf).not.toContain(nameOf(id));
      }
    };

    // The owner's own PDF names the items, so their absence above means they were concealed.
    const ownPdf = flatten((await readPdf(await owner.call(ownExport.GET, "GET", `/api/rosters/${roster.id}/export?format=pdf&cards=1`, { params: { id: roster.id } }))).text);
    for (const id of items) expect(ownPdf).toContain(nameOf(id));

    await check([], true);
    const revealedSoFar: string[] = [];
    for (const id of items.slice(0, 2)) {
      const response = await owner.call(reveal.POST, "POST", `/api/rosters/${roster.id}/share/${link.token}/reveal`, {
        params: { id: roster.id, token: link.token },
        body: { selectionId: id },
      });
      expect(response.status).toBe(200);
      revealedSoFar.push(id);
      expect(((await response.json()) as LinkAnswer).revealed).toEqual(revealedSoFar);
      await check(revealedSoFar);
    }

    // Only the owner reveals, only concealed items, and a visitor's copy holds no concealed item.
    const params = { id: roster.id, token: link.token };
    const byVisitor = await visitor.call(reveal.POST, "POST", `/api/rosters/${roster.id}/share/${link.token}/reveal`, { params, body: { selectionId: items[2] } });
    expect(byVisitor.status).toBe(404);
    const unit = roster.document.forces[0]!.selections[0]!.id;
    const notItem = await owner.call(reveal.POST, "POST", `/api/rosters/${roster.id}/share/${link.token}/reveal`, { params, body: { selectionId: unit } });
    expect(notItem.status).toBe(400);
    await check(revealedSoFar, true);

    const copied = (await (await visitor.call(copy.POST, "POST", `/api/share/${link.token}/copy`, { params: { token: link.token } })).json()) as RosterRecord;
    const copiedIds = new Set(allSelections(copied.document).map((s) => s.id));
    for (const id of items) expect(copiedIds.has(id)).toBe(revealedSoFar.includes(id));

    // The owner's own roster still has every item.
    const own = (await (await owner.call(one.GET, "GET", `/api/rosters/${roster.id}`, { params: { id: roster.id } })).json()) as RosterRecord;
    expect(own.document).toEqual(roster.document);
  });

  it("tells a visitor of a hidden roster nothing about its concealed items, even when they break the rules", async () => {
    const owner = new TestBrowser();
    const created = await createAs(owner, "t9a-4500.json");
    const master = created.document.forces[0]!.selections.find((s) => s.id === "sorcerer-master")!;
    const crystal = (master.selections ?? []).find((s) => s.entryId === "t9a-item-crystal-ball")!;
    // A second Crystal Ball on the same wizard: a one-per-army item taken twice.
    const broken = structuredClone(created.document);
    const brokenMaster = broken.forces[0]!.selections.find((s) => s.id === "sorcerer-master")!;
    brokenMaster.selections = [...(brokenMaster.selections ?? []), { ...crystal, id: "second-crystal-ball" }];
    const saved = await owner.call(one.PUT, "PUT", `/api/rosters/${created.id}`, { params: { id: created.id }, body: { document: broken, version: created.version } });
    expect(saved.status).toBe(200);
    const roster = (await saved.json()) as RosterRecord;
    const data = (await getGameData("t9a", "wdg", db.prisma))!;
    const concealed = [...listConcealedIds(roster.document, data, new Set())];
    const openView = describeRoster(roster.document, data.system, data.catalogue);
    const options = openView.forces.flatMap((f) => f.groups.flatMap((g) => g.units.flatMap((u) => u.options)));
    const secrets = new Set<string>(["second-crystal-ball"]);
    for (const id of concealed) {
      const option = options.find((o) => o.id === id)!;
      secrets.add(id);
      secrets.add(option.name);
      secrets.add(option.entryId);
    }
    expect(openView.issues.some((i) => i.message.includes("Crystal Ball"))).toBe(true);

    const link = await shareAs(owner, roster, { hidden: true });
    const visitor = new TestBrowser();
    const visitorsOwn = await createAs(visitor, "t9a-4500.json");
    const compared = await visitor.call(compareRoute.POST, "POST", "/api/compare", { body: { mine: visitorsOwn.id, theirs: { shareLink: link.url } } });
    expect(compared.status).toBe(200);
    const outputs: [string, string][] = [
      ["share API", await (await openShared(visitor, link.token)).text()],
      ["text", await (await exportShared(visitor, link.token, "text")).text()],
      ["compact text", await (await exportShared(visitor, link.token, "text&style=compact")).text()],
      ["JSON", await (await exportShared(visitor, link.token, "json")).text()],
      ["PDF list and cards", flatten((await readPdf(await exportShared(visitor, link.token, "pdf&cards=1"))).text)],
      ["compare", await compared.text()],
    ];
    for (const [name, output] of outputs) {
      for (const secret of secrets) expect(output.includes(secret), `${name} shows "${secret}"`).toBe(false);
    }
    const view = ((JSON.parse(outputs[0]![1]) as SharedRoster).view)!;
    expect(view.issues.map((i) => i.message)).toContain("The roster has a problem with its hidden items.");
  });
});
