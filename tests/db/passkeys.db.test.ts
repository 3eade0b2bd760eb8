/**
 * Passkeys through the routes, with a software authenticator: an account adds one, a second
 * browser signs in with it (its own rosters move in), and what must fail does: no session, a
 * forged or replayed answer, a key of no account, another account's passkey, a removed one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as account from "../../app/api/account/route";
import * as passkeySignIn from "../../app/api/account/passkey-sign-in/route";
import * as passkeySignInOptions from "../../app/api/account/passkey-sign-in/options/route";
import * as passkeys from "../../app/api/account/passkeys/route";
import * as onePasskey from "../../app/api/account/passkeys/[id]/route";
import * as passkeyOptions from "../../app/api/account/passkeys/options/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as rosters from "../../app/api/rosters/route";
import type { AccountView } from "../../lib/data-access/accounts";
import type { RosterSummary } from "../../lib/schemas/roster-requests";
import { TEST_ORIGIN, TestBrowser, createSeededDatabase } from "./rosters.support";
import { SoftAuthenticator } from "./support/soft-authenticator";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

async function signedUp(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const response = await browser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email, password: "correct horse battery" } });
  expect(response.status).toBe(201);
  return browser;
}

async function addPasskey(browser: TestBrowser, key: SoftAuthenticator, name: string): Promise<Response> {
  const options = await browser.call(passkeyOptions.POST, "POST", "/api/account/passkeys/options");
  expect(options.status).toBe(200);
  return browser.call(passkeys.POST, "POST", "/api/account/passkeys", { body: { name, response: key.create(await options.json()) } });
}

async function signInWith(browser: TestBrowser, key: SoftAuthenticator): Promise<Response> {
  const options = await browser.call(passkeySignInOptions.POST, "POST", "/api/account/passkey-sign-in/options");
  expect(options.status).toBe(200);
  return browser.call(passkeySignIn.POST, "POST", "/api/account/passkey-sign-in", { body: { response: key.get(await options.json()) } });
}

async function accountOf(browser: TestBrowser): Promise<AccountView> {
  const response = await browser.call(account.GET, "GET", "/api/account");
  expect(response.status).toBe(200);
  return (await response.json()) as AccountView;
}

describe("passkeys", () => {
  it("an account adds a passkey; another browser signs in with it and brings its rosters", async () => {
    const laptop = await signedUp("passkey-owner@example.com");
    const key = new SoftAuthenticator(TEST_ORIGIN);
    const added = await addPasskey(laptop, key, "Laptop");
    expect(added.status).toBe(201);
    expect((await accountOf(laptop)).passkeys.map((p) => p.name)).toEqual(["Laptop"]);

    const phone = new TestBrowser();
    const made = await phone.call(rosters.POST, "POST", "/api/rosters", { body: { name: "Phone list", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {}, exampleFile: "aof-regiments-750.json" } });
    expect(made.status).toBe(201);
    const signedIn = await signInWith(phone, key);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: "passkey-owner@example.com", moved: { rosters: 1 } });
    expect((await accountOf(phone)).email).toBe("passkey-owner@example.com");
    const listed = (await (await laptop.call(rosters.GET, "GET", "/api/rosters")).json()) as RosterSummary[];
    expect(listed.map((r) => r.name)).toContain("Phone list");
  });

  it("refuses a browser with no account, a forged or replayed answer, and a key nobody added", async () => {
    const anonymous = new TestBrowser();
    expect((await anonymous.call(passkeyOptions.POST, "POST", "/api/account/passkeys/options")).status).toBe(401);

    const owner = await signedUp("passkey-forger@example.com");
    const key = new SoftAuthenticator(TEST_ORIGIN);
    const options = await (await owner.call(passkeyOptions.POST, "POST", "/api/account/passkeys/options")).json();
    // Signed for another site: the origin in the client data does not match.
    const foreign = new SoftAuthenticator("https://evil.example").create(options);
    expect((await owner.call(passkeys.POST, "POST", "/api/account/passkeys", { body: { response: foreign } })).status).toBe(400);
    // The challenge is spent: the genuine answer to it no longer works either.
    expect((await owner.call(passkeys.POST, "POST", "/api/account/passkeys", { body: { response: key.create(options) } })).status).toBe(400);
    expect((await accountOf(owner)).passkeys).toEqual([]);

    const stranger = new TestBrowser();
    expect((await signInWith(stranger, new SoftAuthenticator(TEST_ORIGIN))).status).toBe(401);

    expect((await addPasskey(owner, key, "Phone")).status).toBe(201);
    const challenge = await (await stranger.call(passkeySignInOptions.POST, "POST", "/api/account/passkey-sign-in/options")).json();
    const answer = key.get(challenge);
    expect((await stranger.call(passkeySignIn.POST, "POST", "/api/account/passkey-sign-in", { body: { response: answer } })).status).toBe(200);
    const replay = new TestBrowser(stranger.cookie);
    expect((await replay.call(passkeySignIn.POST, "POST", "/api/account/passkey-sign-in", { body: { response: answer } })).status).toBe(401);
  });

  it("an account removes only its own passkeys, and a removed passkey signs nobody in", async () => {
    const owner = await signedUp("passkey-remover@example.com");
    const other = await signedUp("passkey-other@example.com");
    const key = new SoftAuthenticator(TEST_ORIGIN);
    const added = (await (await addPasskey(owner, key, "Key")).json()) as { id: string };

    const theirs = await other.call(onePasskey.DELETE, "DELETE", `/api/account/passkeys/${added.id}`, { params: { id: added.id } });
    expect(theirs.status).toBe(404);
    expect((await signInWith(new TestBrowser(), key)).status).toBe(200);

    const mine = await owner.call(onePasskey.DELETE, "DELETE", `/api/account/passkeys/${added.id}`, { params: { id: added.id } });
    expect(mine.status).toBe(204);
    expect((await accountOf(owner)).passkeys).toEqual([]);
    expect((await signInWith(new TestBrowser(), key)).status).toBe(401);
  });

  it("refuses another site's requests, forms and huge bodies, and keeps nothing", async () => {
    const owner = await signedUp("passkey-edges@example.com");
    const key = new SoftAuthenticator(TEST_ORIGIN);
    const crossSite = await owner.call(passkeyOptions.POST, "POST", "/api/account/passkeys/options", { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const options = await (await owner.call(passkeyOptions.POST, "POST", "/api/account/passkeys/options")).json();
    const answer = { response: key.create(options) };
    expect((await owner.call(passkeys.POST, "POST", "/api/account/passkeys", { body: answer, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await owner.call(passkeys.POST, "POST", "/api/account/passkeys", { body: new URLSearchParams({ response: "x" }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await owner.call(passkeys.POST, "POST", "/api/account/passkeys", { body: { name: "x".repeat(70_000), response: answer.response } })).status).toBe(413);
    expect((await accountOf(owner)).passkeys).toEqual([]);
  });

  it("refuses a malformed answer with the field that is wrong", async () => {
    const owner = await signedUp("passkey-malformed@example.com");
    const response = await owner.call(passkeys.POST, "POST", "/api/account/passkeys", { body: { response: { id: "not base64!", rawId: "x", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON: "", attestationObject: "" } } } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("response.id");
  });
});
