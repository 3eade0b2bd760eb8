/**
 * The edge checks of route() on the real route handlers: writes from another origin answer 403
 * and change nothing (no roster, no new identity), non-JSON bodies answer 415.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as importRoute from "../../app/api/rosters/import/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as share from "../../app/api/rosters/[id]/share/route";
import * as reveal from "../../app/api/rosters/[id]/share/[token]/reveal/route";
import * as copy from "../../app/api/share/[token]/copy/route";
import * as compare from "../../app/api/compare/route";
import type { ErrorBody } from "../../lib/errors/muster-error";
import type { CreateRosterRequest, RosterRecord, RosterSummary } from "../../lib/schemas/roster-requests";
import { TestBrowser, createSeededDatabase, readExampleRoster } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;

beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

const newRoster: CreateRosterRequest = {
  name: "Stormhost",
  gameSystemId: "aos",
  catalogueId: "stormcast-eternals",
  rulesetId: "pitched-battle",
  limits: {},
  exampleFile: "aos-stormcast-pitched-2000.json",
};

async function victimWithRosterAndLink() {
  const victim = new TestBrowser();
  const created = await victim.call(rosters.POST, "POST", "/api/rosters", { body: newRoster });
  expect(created.status).toBe(201);
  const roster = (await created.json()) as RosterRecord;
  const link = (await (await victim.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id }, body: {} })).json()) as { token: string };
  return { victim, roster, token: link.token };
}

async function listOf(browser: TestBrowser): Promise<string[]> {
  return ((await (await browser.call(rosters.GET, "GET", "/api/rosters")).json()) as RosterSummary[]).map((r) => r.id);
}

describe("cross-origin writes", () => {
  it("refuse a forged copy, create or import with 403, set no cookie and leave the victim's rosters alone", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { victim, roster, token } = await victimWithRosterAndLink();
    const cookieBefore = victim.cookie;
    const rowsBefore = await db.prisma.roster.count();
    // What a SameSite=Lax cookie lets through from another site: the request without the cookie.
    const forged = new TestBrowser();
    const hostile = { origin: "http://127.0.0.1:3305" };
    const answers = [
      await forged.call(copy.POST, "POST", `/api/share/${token}/copy`, { params: { token }, headers: { ...hostile, "content-type": "application/x-www-form-urlencoded" } }),
      await forged.call(rosters.POST, "POST", "/api/rosters", { body: JSON.stringify(newRoster), headers: { ...hostile, "content-type": "text/plain" } }),
      await forged.call(importRoute.POST, "POST", "/api/rosters/import", { body: JSON.stringify(readExampleRoster("aos-stormcast-pitched-2000.json")), headers: hostile }),
      // And with the cookie (a browser that sends it): still refused.
      await victim.call(one.DELETE, "DELETE", `/api/rosters/${roster.id}`, { params: { id: roster.id }, headers: { origin: "null" } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(((await answer.json()) as ErrorBody).error.code).toBe("FORBIDDEN");
    }
    expect(forged.cookie).toBeUndefined();
    expect(victim.cookie).toBe(cookieBefore);
    expect(await db.prisma.roster.count()).toBe(rowsBefore);
    expect(await listOf(victim)).toEqual([roster.id]);
  });

  it("let the app's own pages copy a shared roster, keeping a valid cookie as it is", async () => {
    const { token } = await victimWithRosterAndLink();
    const visitor = new TestBrowser();
    await visitor.call(rosters.POST, "POST", "/api/rosters", { body: newRoster });
    const cookie = visitor.cookie;
    const copied = await visitor.call(copy.POST, "POST", `/api/share/${token}/copy`, { params: { token } });
    expect(copied.status).toBe(201);
    // A successful write may renew the cookie's lifetime (sliding expiry), never its value.
    const renewal = copied.headers.get("set-cookie");
    expect(renewal === null || renewal.startsWith(`${cookie};`)).toBe(true);
    expect(visitor.cookie).toBe(cookie);
    expect(await listOf(visitor)).toHaveLength(2);
  });
});

describe("non-JSON bodies from the app's own origin", () => {
  it("answer 415 on every route that takes a body, changing nothing", async () => {
    const { victim, roster, token } = await victimWithRosterAndLink();
    const rowsBefore = await db.prisma.roster.count();
    const stored = await db.prisma.roster.findUnique({ where: { id: roster.id } });
    const id = { id: roster.id };
    const answers = [
      await victim.call(rosters.POST, "POST", "/api/rosters", { body: JSON.stringify(newRoster), headers: { "content-type": "text/plain;charset=UTF-8" } }),
      await victim.call(importRoute.POST, "POST", "/api/rosters/import", { body: "--b\r\n\r\n{}\r\n--b--", headers: { "content-type": "multipart/form-data; boundary=b" } }),
      await victim.call(one.PUT, "PUT", `/api/rosters/${roster.id}`, { params: id, body: JSON.stringify({ document: roster.document, version: roster.version }), headers: { "content-type": "text/plain" } }),
      await victim.call(one.PATCH, "PATCH", `/api/rosters/${roster.id}`, { params: id, body: "name=Renamed", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      await victim.call(share.POST, "POST", `/api/rosters/${roster.id}/share`, { params: id, body: "hidden=true", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      await victim.call(reveal.POST, "POST", `/api/rosters/${roster.id}/share/${token}/reveal`, { params: { ...id, token }, body: "{}", headers: { "content-type": "text/plain" } }),
      await victim.call(copy.POST, "POST", `/api/share/${token}/copy`, { params: { token }, headers: { "content-type": "application/x-www-form-urlencoded" } }),
      await victim.call(compare.POST, "POST", "/api/compare", { body: "{}", headers: { "content-type": "text/plain" } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(415);
      expect(((await answer.json()) as ErrorBody).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect(await db.prisma.roster.count()).toBe(rowsBefore);
    expect(await db.prisma.roster.findUnique({ where: { id: roster.id } })).toEqual(stored);
    expect(await db.prisma.shareLink.count({ where: { rosterId: roster.id } })).toBe(1);
  });
});
