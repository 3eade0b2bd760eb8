/**
 * readOwnerId/ensureOwnerId, the identity of server components and server actions, with Next's
 * cookies() and headers() standing in for a browser's request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "../../lib/generated/prisma/client";

type SetCall = { name: string; value: string; options: Record<string, unknown> };

const next = vi.hoisted(() => ({
  prisma: undefined as PrismaClient | undefined,
  jar: new Map<string, string>(),
  sets: [] as SetCall[],
  headers: new Map<string, string>(),
}));

vi.mock("@/lib/db/prisma", () => ({ getPrisma: () => next.prisma, getDatabaseMode: () => "embedded" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (next.jar.has(name) ? { name, value: next.jar.get(name)! } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => {
      next.sets.push({ name, value, options });
      next.jar.set(name, value);
    },
  }),
  headers: async () => ({ get: (name: string) => next.headers.get(name) ?? null }),
}));

import { ensureOwnerId, readOwnerId } from "../../lib/identity/owner";
import { OWNER_COOKIE, verifyOwnerCookie } from "../../lib/identity/owner-cookie";
import { getOwnerSecret } from "../../lib/identity/owner-secret";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

describe("owner identity in server components and actions", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    next.prisma = db.prisma;
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(() => {
    next.jar.clear();
    next.sets.length = 0;
    next.headers.clear();
  });

  it("reads no owner without a cookie, and never sets one while reading", async () => {
    expect(await readOwnerId()).toBeNull();
    expect(next.sets).toEqual([]);
  });

  it("sets a signed, http-only, SameSite=Lax cookie once, then keeps answering the same owner", async () => {
    const ownerId = await ensureOwnerId();
    expect(next.sets).toHaveLength(1);
    const [set] = next.sets;
    expect(set!.name).toBe(OWNER_COOKIE);
    expect(verifyOwnerCookie(set!.value, await getOwnerSecret(db.prisma))).toBe(ownerId);
    expect(set!.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure: false });
    expect(await readOwnerId()).toBe(ownerId);
    expect(await ensureOwnerId()).toBe(ownerId);
    expect(next.sets).toHaveLength(1);
  });

  it("replaces a tampered cookie with a new identity", async () => {
    const ownerId = await ensureOwnerId();
    // A character in the middle of the signature (the last one carries ignored padding bits).
    const value = next.jar.get(OWNER_COOKIE)!;
    const at = value.length - 10;
    next.jar.set(OWNER_COOKIE, `${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`);
    expect(await readOwnerId()).toBeNull();
    const replaced = await ensureOwnerId();
    expect(replaced).not.toBe(ownerId);
    expect(await readOwnerId()).toBe(replaced);
  });

  it("marks the cookie Secure behind an HTTPS proxy", async () => {
    next.headers.set("x-forwarded-proto", "https");
    await ensureOwnerId();
    expect(next.sets[0]!.options).toMatchObject({ secure: true });
  });
});
