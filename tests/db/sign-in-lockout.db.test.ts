/**
 * Sign-in lockout (issue 35, docs/security.md "Accounts"): wrong passwords lock one account,
 * per account and per (account, address), never every sign-in; a locked account says so and
 * for how long; the owner's known browser and a passkey still get in; attempts sent at once
 * cannot all slip past the lock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as signIn from "../../app/api/account/sign-in/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as signOut from "../../app/api/account/sign-out/route";
import { SIGN_IN_POLICY } from "../../lib/auth/sign-in-policy";
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
beforeEach(async () => {
  vi.unstubAllEnvs();
  await db.prisma.signInGuard.deleteMany();
});

const PASSWORD = "correct horse battery";

async function attempt(browser: TestBrowser, email: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return browser.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email, password }, headers });
}

/** An account and the browser that made it (which is then known to it), signed out again. */
async function owner(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  expect((await browser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email, password: PASSWORD } })).status).toBe(201);
  await browser.call(signOut.POST, "POST", "/api/account/sign-out");
  return browser;
}

async function guess(email: string, times: number, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await attempt(new TestBrowser(), email, `wrong guess ${i}`, headers)).status);
  return statuses;
}

describe("sign-in lockout", () => {
  it("locks the account guessed at, says for how long, and leaves every other account alone", async () => {
    await owner("alice@example.com");
    await owner("bob@example.com");
    // Five wrong passwords for Alice, from browsers that never signed in to her account.
    expect(await guess("alice@example.com", SIGN_IN_POLICY.perAddress)).toEqual(Array(SIGN_IN_POLICY.perAddress).fill(401));
    // Bob's right password, from a browser of no one, on the same (shared) address: in.
    expect((await attempt(new TestBrowser(), "bob@example.com", PASSWORD)).status).toBe(200);
    // Alice's right password from a stranger's browser: locked, for one minute, and it says so.
    const locked = await attempt(new TestBrowser(), "alice@example.com", PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
      "Too many wrong passwords for this account: it is locked for 1 minute. A browser that has signed in to it before, or a passkey, still gets in.",
    );
    // In Swedish too.
    const swedish = await attempt(new TestBrowser(), "alice@example.com", PASSWORD, { "accept-language": "sv" });
    expect(((await swedish.json()) as { error: { message: string } }).error.message).toContain("låst i 1 minut");
  });

  it("lets the owner's known browser in with the right password while the account is locked", async () => {
    const home = await owner("carol@example.com");
    await guess("carol@example.com", SIGN_IN_POLICY.perAddress);
    expect((await attempt(new TestBrowser(), "carol@example.com", PASSWORD)).status).toBe(429);
    expect((await attempt(home, "carol@example.com", PASSWORD)).status).toBe(200);
    // A copied cookie of another account proves nothing: the known-browser cookie is per account.
    const dave = await owner("dave@example.com");
    expect((await attempt(dave, "carol@example.com", PASSWORD)).status).toBe(429);
  });

  it("makes each lock after the first one longer", async () => {
    await owner("erin@example.com");
    await guess("erin@example.com", SIGN_IN_POLICY.perAddress);
    const key = "pair:erin@example.com|direct";
    expect((await db.prisma.signInGuard.findUniqueOrThrow({ where: { key } })).failures).toBe(5);
    // The first lock runs out (moved into the past here); the next wrong password locks for 2 minutes.
    await db.prisma.signInGuard.updateMany({ data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(await guess("erin@example.com", 1)).toEqual([401]);
    const locked = await attempt(new TestBrowser(), "erin@example.com", PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(120);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toContain("2 minutes");
  });

  it("counts per (account, address) behind a trusted proxy, and per account over all addresses", async () => {
    vi.stubEnv("MUSTER_TRUST_PROXY", "1");
    await owner("frank@example.com");
    const from = (address: string) => ({ "x-forwarded-for": address });
    expect(await guess("frank@example.com", SIGN_IN_POLICY.perAddress, from("203.0.113.9"))).toEqual(Array(5).fill(401));
    expect((await attempt(new TestBrowser(), "frank@example.com", PASSWORD, from("203.0.113.9"))).status).toBe(429);
    // Another address still gets in...
    expect((await attempt(new TestBrowser(), "frank@example.com", PASSWORD, from("198.51.100.7"))).status).toBe(200);
    // ... until the account's own count (all addresses) reaches its limit.
    let address = 1;
    while ((await db.prisma.signInGuard.findUnique({ where: { key: "account:frank@example.com" } }))!.failures < SIGN_IN_POLICY.perAccount) {
      await guess("frank@example.com", 4, from(`198.51.100.${++address}`));
    }
    expect((await attempt(new TestBrowser(), "frank@example.com", PASSWORD, from("192.0.2.200"))).status).toBe(429);
  });

  it("does not let attempts sent at once past the lock", async () => {
    await owner("grace@example.com");
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(new TestBrowser(), "grace@example.com", `parallel ${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_POLICY.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - SIGN_IN_POLICY.perAddress);
  });

  it("counts an address without an account the same way (a lock tells nothing about who has one)", async () => {
    expect(await guess("nobody@example.com", SIGN_IN_POLICY.perAddress + 1)).toEqual([...Array(5).fill(401), 429]);
  });
});
