/**
 * Rate limits and quota through the real route handlers, counted in the database (so several
 * app processes agree): over the per-browser write limit the answer is 429 with Retry-After and
 * a sentence; another browser is not affected; imports have a lower limit; a browser cannot
 * keep more than its roster quota.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as importRoute from "../../app/api/rosters/import/route";
import { MAX_ROSTERS_PER_OWNER } from "../../lib/data-access/rosters";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import { TestBrowser, createSeededDatabase, readExampleRoster } from "./rosters.support";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { consumeRateLimit } from "../../lib/http/rate-limit";

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
  vi.stubEnv("MUSTER_RATE_LIMITS", "on");
  await db.prisma.rateLimiterFlexible.deleteMany();
});

const newRoster = { name: "Limited", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard" };

describe("rate limits", () => {
  it("answers 429 with Retry-After past the per-browser write limit, and only for that browser", async () => {
    vi.stubEnv("MUSTER_RATE_LIMIT_WRITE", "5");
    const eager = new TestBrowser();
    const created = (await (await eager.call(rosters.POST, "POST", "/api/rosters", { body: newRoster })).json()) as RosterRecord;
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 8; i++) {
      const response = await eager.call(one.PATCH, "PATCH", `/api/rosters/${created.id}`, { params: { id: created.id }, body: { name: `Name ${i}` } });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    // Five writes a minute for this browser (its first request, before it had an identity,
    // counted on the shared budget of requests without one): five renames pass, then 429.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused!.json()) as { error: { message: string } }).error.message).toContain("wait");
    const stored = await db.prisma.roster.findUnique({ where: { id: created.id } });
    expect(stored?.name).toBe("Name 4");

    const other = new TestBrowser();
    expect((await other.call(rosters.POST, "POST", "/api/rosters", { body: newRoster })).status).toBe(201);
  });

  it("counts in the database of the client it is given: a limiter made for one database never writes to another", async () => {
    // Several app processes agree through their database; a limiter bound to another client (a
    // test's earlier database, a process's old client) would count in the wrong place.
    vi.stubEnv("MUSTER_RATE_LIMIT_WRITE", "1");
    const request = () => new Request("http://localhost/api/rosters", { method: "POST" });
    for (let i = 0; i < 5; i++) await consumeRateLimit(request(), "write", db.prisma);
    await expect(consumeRateLimit(request(), "write", db.prisma)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const other = await createTestDatabase();
    try {
      await expect(consumeRateLimit(request(), "write", other.prisma)).resolves.toBeUndefined();
      expect(await other.prisma.rateLimiterFlexible.count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("counts imports separately, with their own limit", async () => {
    vi.stubEnv("MUSTER_RATE_LIMIT_IMPORT", "2");
    const importer = new TestBrowser();
    await importer.call(rosters.POST, "POST", "/api/rosters", { body: newRoster });
    const file = JSON.stringify(readExampleRoster("aof-regiments-750.json"));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await importer.call(importRoute.POST, "POST", "/api/rosters/import", { body: file })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("keys limits on verified identities only: invented owner cookies share the anonymous budget", async () => {
    // Imports: 2 per identity, 10 for everything without one (MUSTER_RATE_LIMIT_IMPORT * 5).
    vi.stubEnv("MUSTER_RATE_LIMIT_IMPORT", "2");
    const file = JSON.stringify(readExampleRoster("aof-regiments-750.json"));
    const anonymous: number[] = [];
    for (let i = 0; i < 11; i++) anonymous.push((await new TestBrowser().call(importRoute.POST, "POST", "/api/rosters/import", { body: file })).status);
    expect(anonymous).toEqual([...Array(10).fill(201), 429]);
    const before = await db.prisma.roster.count();
    // 100 browsers with made-up cookies, well-formed but unsigned (or signed with another secret).
    const forged: number[] = [];
    for (let i = 0; i < 100; i++) {
      const id = randomBytes(18).toString("base64url");
      const signature = i % 2 === 0 ? randomBytes(32).toString("base64url") : "x";
      forged.push((await new TestBrowser(`muster_owner=${id}.${signature}`).call(importRoute.POST, "POST", "/api/rosters/import", { body: file })).status);
    }
    expect(forged.filter((status) => status !== 429)).toEqual([]);
    expect(await db.prisma.roster.count()).toBe(before);
    // A browser Muster gave a signed cookie to keeps its own budget.
    const known = new TestBrowser();
    await known.call(rosters.POST, "POST", "/api/rosters", { body: newRoster });
    expect((await known.call(importRoute.POST, "POST", "/api/rosters/import", { body: file })).status).toBe(201);
  });

  it("keeps at most the quota of rosters per browser", async () => {
    vi.stubEnv("MUSTER_RATE_LIMITS", "off");
    const hoarder = new TestBrowser();
    const first = (await (await hoarder.call(rosters.POST, "POST", "/api/rosters", { body: newRoster })).json()) as RosterRecord;
    const owner = (await db.prisma.roster.findUniqueOrThrow({ where: { id: first.id } })).ownerId;
    await db.prisma.roster.createMany({
      data: Array.from({ length: MAX_ROSTERS_PER_OWNER - 1 }, (_, i) => ({ ownerId: owner, name: `Filler ${i}`, gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", document: {}, totals: {} })),
    });
    const refused = await hoarder.call(rosters.POST, "POST", "/api/rosters", { body: newRoster });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("delete some");
  });
});
