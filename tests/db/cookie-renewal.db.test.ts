/**
 * The owner cookie slides: every successful write answers with the same signed value and a
 * fresh Max-Age, so a browser in use keeps its rosters beyond the first 400 days. Reads and
 * refused writes renew nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import { OWNER_COOKIE_MAX_AGE } from "../../lib/identity/owner-cookie";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
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

describe("sliding owner cookie", () => {
  it("renews the cookie on a successful write, not on a read or a refused write", async () => {
    const browser = new TestBrowser();
    const created = await browser.call(rosters.POST, "POST", "/api/rosters", {
      body: { name: "Renewed", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard" },
    });
    expect(created.status).toBe(201);
    const cookie = browser.cookie as string;
    const { id, version } = (await created.json()) as RosterRecord;

    const renamed = await browser.call(one.PATCH, "PATCH", `/api/rosters/${id}`, { params: { id }, body: { name: "Renamed" } });
    expect(renamed.ok).toBe(true);
    const setCookie = renamed.headers.get("set-cookie") ?? "";
    expect(setCookie.split(";")[0]).toBe(cookie);
    expect(setCookie).toContain(`Max-Age=${OWNER_COOKIE_MAX_AGE}`);
    expect(setCookie).toContain("HttpOnly");

    const read = await browser.call(one.GET, "GET", `/api/rosters/${id}`, { params: { id } });
    expect(read.headers.get("set-cookie")).toBeNull();
    const refused = await browser.call(one.PATCH, "PATCH", `/api/rosters/${id}`, { params: { id }, body: { name: "" } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(version).toBeGreaterThan(0);
  });
});
