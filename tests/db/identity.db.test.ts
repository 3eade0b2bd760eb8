import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OWNER_COOKIE,
  createOwnerId,
  readCookie,
  signOwnerId,
  verifyOwnerCookie,
} from "../../lib/identity/owner-cookie";
import { getOwnerSecret, loadStoredSecret } from "../../lib/identity/owner-secret";
import { ensureRequestOwner, readRequestOwner } from "../../lib/identity/request-owner";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

/** Flips one character of a string, keeping it in the base64url alphabet. */
function flip(text: string, index: number): string {
  const c = text[index];
  return text.slice(0, index) + (c === "A" ? "B" : "A") + text.slice(index + 1);
}

describe("owner cookie signing", () => {
  it("verifies a value it signed and returns the owner id", () => {
    const ownerId = createOwnerId();
    expect(ownerId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(verifyOwnerCookie(signOwnerId(ownerId, SECRET), SECRET)).toBe(ownerId);
  });

  it("gives every browser a different owner id", () => {
    const ids = new Set(Array.from({ length: 200 }, createOwnerId));
    expect(ids.size).toBe(200);
  });

  it("rejects a tampered signature, a tampered owner id, and another secret's signature", () => {
    const ownerId = createOwnerId();
    const signed = signOwnerId(ownerId, SECRET);
    const dot = signed.indexOf(".");
    expect(verifyOwnerCookie(flip(signed, dot + 5), SECRET)).toBeNull();
    expect(verifyOwnerCookie(flip(signed, 3), SECRET)).toBeNull();
    // Somebody else's valid signature with my id: still not valid for my id.
    const other = signOwnerId(createOwnerId(), SECRET);
    expect(verifyOwnerCookie(`${ownerId}${other.slice(other.indexOf("."))}`, SECRET)).toBeNull();
    expect(verifyOwnerCookie(signed, `${SECRET}-rotated`)).toBeNull();
  });

  it("rejects malformed values without throwing", () => {
    const signed = signOwnerId(createOwnerId(), SECRET);
    for (const value of ["", "no-dot", `${signed}x`, signed.slice(0, -2), `.${signed.split(".")[1]}`, "a.b", `x${signed}`, undefined, null]) {
      expect(verifyOwnerCookie(value, SECRET)).toBeNull();
    }
  });

  it("reads one cookie out of a Cookie header", () => {
    expect(readCookie("a=1; muster_owner=abc.def; b=2", OWNER_COOKIE)).toBe("abc.def");
    expect(readCookie("xmuster_owner=abc", OWNER_COOKIE)).toBeUndefined();
    expect(readCookie(null, OWNER_COOKIE)).toBeUndefined();
  });
});

describe("owner secret and request identity", () => {
  let db: TestDatabase;
  const savedSecret = process.env.MUSTER_SECRET;

  beforeAll(async () => {
    delete process.env.MUSTER_SECRET;
    db = await createTestDatabase();
  });
  afterAll(async () => {
    if (savedSecret === undefined) delete process.env.MUSTER_SECRET;
    else process.env.MUSTER_SECRET = savedSecret;
    await db.close();
  });

  it("generates one secret, stores it in the database and reads the same one back after a restart", async () => {
    const racing = await Promise.all(Array.from({ length: 5 }, () => loadStoredSecret(db.prisma)));
    expect(new Set(racing).size).toBe(1);
    const [secret] = racing;
    expect(secret!.length).toBeGreaterThanOrEqual(48);
    // A restarted process has an empty cache: it must find the stored row, not make a new one.
    expect(await loadStoredSecret(db.prisma)).toBe(secret);
    expect(await getOwnerSecret(db.prisma, env({}))).toBe(secret);
    expect(await db.prisma.setting.count()).toBe(1);
  });

  it("uses MUSTER_SECRET when set, and refuses one too short to be safe", async () => {
    expect(await getOwnerSecret(db.prisma, env({ MUSTER_SECRET: SECRET }))).toBe(SECRET);
    expect(() => getOwnerSecret(db.prisma, env({ MUSTER_SECRET: "short" }))).toThrow(/at least 32/);
  });

  const request = (cookie?: string, headers: Record<string, string> = {}) =>
    new Request("http://localhost:3200/api/rosters", { headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it("gives a request without a cookie a new signed, http-only, SameSite=Lax cookie that identifies it afterwards", async () => {
    expect(await readRequestOwner(request(), db.prisma)).toBeNull();
    const owner = await ensureRequestOwner(request(), db.prisma);
    expect(owner.setCookie).toMatch(new RegExp(`^${OWNER_COOKIE}=[A-Za-z0-9_-]{24}\\.[A-Za-z0-9_-]+;`));
    expect(owner.setCookie).toContain("HttpOnly");
    expect(owner.setCookie).toContain("SameSite=Lax");
    expect(owner.setCookie).toContain("Path=/");
    expect(owner.setCookie).not.toContain("Secure");
    const cookie = owner.setCookie!.split(";")[0]!;
    expect(await readRequestOwner(request(cookie), db.prisma)).toBe(owner.ownerId);
    expect(await ensureRequestOwner(request(cookie), db.prisma)).toEqual({ ownerId: owner.ownerId, setCookie: null });
  });

  it("treats a tampered cookie as no identity and replaces it with a new one", async () => {
    const owner = await ensureRequestOwner(request(), db.prisma);
    const cookie = owner.setCookie!.split(";")[0]!;
    const tampered = flip(cookie, cookie.length - 3);
    expect(await readRequestOwner(request(tampered), db.prisma)).toBeNull();
    const replaced = await ensureRequestOwner(request(tampered), db.prisma);
    expect(replaced.ownerId).not.toBe(owner.ownerId);
    expect(replaced.setCookie).not.toBeNull();
    // A cookie signed with another secret (e.g. another installation) is not accepted either.
    const forged = `${OWNER_COOKIE}=${signOwnerId(owner.ownerId, SECRET)}`;
    expect(await readRequestOwner(request(forged), db.prisma)).toBeNull();
  });

  it("marks the cookie Secure behind an HTTPS proxy", async () => {
    const owner = await ensureRequestOwner(request(undefined, { "x-forwarded-proto": "https" }), db.prisma);
    expect(owner.setCookie).toContain("Secure");
  });
});
