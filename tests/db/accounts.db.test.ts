/**
 * Accounts through the routes: sign up moves the browser's rosters in, a second browser signs
 * in and sees them (its own rosters move in too), wrong credentials get one generic answer and
 * are rate limited, sessions are listed and revoked, signing out leaves the old owner cookie
 * worthless, the export holds everything, and deleting the account removes it all.
 */
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as account from "../../app/api/account/route";
import * as emailRoute from "../../app/api/account/email/route";
import * as exportRoute from "../../app/api/account/export/route";
import * as password from "../../app/api/account/password/route";
import * as sessions from "../../app/api/account/sessions/[id]/route";
import * as signIn from "../../app/api/account/sign-in/route";
import * as signOut from "../../app/api/account/sign-out/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import { SIGN_IN_POLICY } from "../../lib/auth/sign-in-policy";
import type { AccountView } from "../../lib/data-access/accounts";
import type { RosterRecord, RosterSummary } from "../../lib/schemas/roster-requests";
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

const PASSWORD = "correct horse battery";

async function createRoster(browser: TestBrowser, name: string): Promise<RosterRecord> {
  const body = { name, gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {}, exampleFile: "aof-regiments-750.json" };
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

async function rosterNames(browser: TestBrowser): Promise<string[]> {
  const response = await browser.call(rosters.GET, "GET", "/api/rosters");
  expect(response.status).toBe(200);
  return ((await response.json()) as RosterSummary[]).map((r) => r.name).sort();
}

async function register(browser: TestBrowser, email: string): Promise<Response> {
  return browser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email, password: PASSWORD } });
}

describe("accounts", () => {
  it("sign-up moves this browser's rosters in; another browser signs in and sees them, bringing its own", async () => {
    const phone = new TestBrowser();
    await createRoster(phone, "Phone list");
    const laptop = new TestBrowser();
    await createRoster(laptop, "Laptop list");

    const made = await register(laptop, "Kim@Example.com ");
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ email: "kim@example.com", moved: { rosters: 1 } });
    expect(laptop.cookie).toMatch(/muster\.session_token=/);
    expect(await rosterNames(laptop)).toEqual(["Laptop list"]);

    const signedIn = await phone.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "kim@example.com", password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: "kim@example.com", moved: { rosters: 1 } });
    expect(await rosterNames(phone)).toEqual(["Laptop list", "Phone list"]);
    expect(await rosterNames(laptop)).toEqual(["Laptop list", "Phone list"]);

    // The account lists both browsers' sessions, the current one marked.
    const view = (await (await laptop.call(account.GET, "GET", "/api/account")).json()) as AccountView;
    expect(view).toMatchObject({ email: "kim@example.com", counts: { rosters: 2 } });
    expect(view.sessions.map((s) => s.current).sort()).toEqual([false, true]);
  });

  it("refuses a second account for one address, and a weak password, changing nothing", async () => {
    const browser = new TestBrowser();
    expect((await register(browser, "dup@example.com")).status).toBe(201);
    const again = await new TestBrowser().call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "dup@example.com", password: PASSWORD } });
    expect(again.status).toBe(409);
    const weak = await new TestBrowser().call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: "weak@example.com", password: "short" } });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toMatch(/at least 10 characters/);
    expect(await db.prisma.user.count({ where: { email: "weak@example.com" } })).toBe(0);
  });

  it("answers a wrong password and an unknown address alike, and stops guessing after the limit", async () => {
    await register(new TestBrowser(), "guarded@example.com");
    const attacker = new TestBrowser();
    const wrong = await attacker.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "guarded@example.com", password: "not the password" } });
    const unknown = await attacker.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "nobody@example.com", password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).error.message).toBe((await unknown.json()).error.message);
    for (let i = 1; i < SIGN_IN_POLICY.perAddress; i++) {
      expect((await attacker.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "guarded@example.com", password: `guess ${i}` } })).status).toBe(401);
    }
    // Over the limit, even the right password waits: guessing gains nothing.
    const blocked = await attacker.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "guarded@example.com", password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });

  it("revoking a session and signing out leave the old cookies opening nothing", async () => {
    const home = new TestBrowser();
    await register(home, "sessions@example.com");
    const mine = await createRoster(home, "Secret plans");
    const club = new TestBrowser();
    await club.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "sessions@example.com", password: PASSWORD } });
    const stolen = club.cookie as string;
    expect(await rosterNames(club)).toEqual(["Secret plans"]);

    const view = (await (await home.call(account.GET, "GET", "/api/account")).json()) as AccountView;
    const clubSession = view.sessions.find((s) => !s.current)!;
    expect((await home.call(sessions.DELETE, "DELETE", `/api/account/sessions/${clubSession.id}`, { params: { id: clubSession.id } })).status).toBe(204);
    // The club browser's cookies (session and owner) now open nothing.
    const replay = new TestBrowser(stolen);
    expect(await rosterNames(replay)).toEqual([]);
    expect((await replay.call(one.GET, "GET", `/api/rosters/${mine.id}`, { params: { id: mine.id } })).status).toBe(404);
    expect((await replay.call(account.GET, "GET", "/api/account")).status).toBe(401);

    const before = home.cookie as string;
    expect((await home.call(signOut.POST, "POST", "/api/account/sign-out")).status).toBe(204);
    expect(await rosterNames(home)).toEqual([]);
    expect(await rosterNames(new TestBrowser(before.replace(/(?:__Secure-)?muster\.session_token=[^;]*;?\s*/, "")))).toEqual([]);
  });

  it("changes the password (other browsers signed out), exports everything, deletes everything", async () => {
    const me = new TestBrowser();
    await register(me, "leaving@example.com");
    const kept = await createRoster(me, "Last list");
    const other = new TestBrowser();
    await other.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email: "leaving@example.com", password: PASSWORD } });

    const wrong = await me.call(password.POST, "POST", "/api/account/password", { body: { currentPassword: "nope nope nope", newPassword: "a new long password" } });
    expect(wrong.status).toBe(401);
    expect((await me.call(password.POST, "POST", "/api/account/password", { body: { currentPassword: PASSWORD, newPassword: "a new long password" } })).status).toBe(204);
    expect((await other.call(account.GET, "GET", "/api/account")).status).toBe(401);
    expect((await me.call(account.GET, "GET", "/api/account")).status).toBe(200);

    const zip = await me.call(exportRoute.GET, "GET", "/api/account/export");
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["account.json", "battlescribe-rosters.json", "game-data.json", "rosters.json", "share-links.json"]);
    expect(JSON.parse(strFromU8(files["account.json"]!))).toMatchObject({ email: "leaving@example.com" });
    expect((JSON.parse(strFromU8(files["rosters.json"]!)) as { id: string }[]).map((r) => r.id)).toEqual([kept.id]);
    expect(strFromU8(files["account.json"]!)).not.toMatch(/password|argon2/);

    expect((await me.call(account.DELETE, "DELETE", "/api/account", { body: { password: "wrong password!" } })).status).toBe(401);
    expect(await db.prisma.roster.count({ where: { id: kept.id } })).toBe(1);
    expect((await me.call(account.DELETE, "DELETE", "/api/account", { body: { password: "a new long password" } })).status).toBe(204);
    expect(await db.prisma.roster.count({ where: { id: kept.id } })).toBe(0);
    expect(await db.prisma.user.count({ where: { email: "leaving@example.com" } })).toBe(0);
    expect(await db.prisma.session.count({ where: { user: { email: "leaving@example.com" } } })).toBe(0);
    expect(await rosterNames(me)).toEqual([]);
  });

  it("stores passwords as argon2id hashes only", async () => {
    await register(new TestBrowser(), "hash@example.com");
    const credential = await db.prisma.account.findFirstOrThrow({ where: { user: { email: "hash@example.com" } } });
    expect(credential.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(credential.password).not.toContain(PASSWORD);
  });

  it("changes the e-mail address after the password is confirmed; the new address signs in, the old one not", async () => {
    const me = new TestBrowser();
    expect((await register(me, "before@example.com")).status).toBe(201);
    await register(new TestBrowser(), "someone-else@example.com");
    const change = (body: unknown) => me.call(emailRoute.POST, "POST", "/api/account/email", { body });
    expect((await change({ newEmail: "after@example.com", password: "not the password" })).status).toBe(401);
    expect((await change({ newEmail: "before@example.com", password: PASSWORD })).status).toBe(400);
    expect((await change({ newEmail: "someone-else@example.com", password: PASSWORD })).status).toBe(409);
    expect((await change({ newEmail: "not an address", password: PASSWORD })).status).toBe(400);
    expect(((await (await me.call(account.GET, "GET", "/api/account")).json()) as AccountView).email).toBe("before@example.com");

    // No mail server here: the change is immediate and the new address unconfirmed.
    const changed = await change({ newEmail: "After@Example.com", password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ email: "after@example.com", pending: false });
    expect(((await (await me.call(account.GET, "GET", "/api/account")).json()) as AccountView)).toMatchObject({ email: "after@example.com", emailVerified: false });
    const signIn_ = (email: string) => new TestBrowser().call(signIn.POST, "POST", "/api/account/sign-in", { body: { email, password: PASSWORD } });
    expect((await signIn_("after@example.com")).status).toBe(200);
    expect((await signIn_("before@example.com")).status).toBe(401);
    expect((await new TestBrowser().call(emailRoute.POST, "POST", "/api/account/email", { body: { newEmail: "x@example.com", password: PASSWORD } })).status).toBe(401);
  });
});
