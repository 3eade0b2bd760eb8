/**
 * /api/game-systems/<system>/catalogues/<catalogue>: the data a roster on Muster's own data is
 * edited with, by version. 200 with a strong ETag and the version, 304 while it holds, a new
 * version (and the new document) after the data is reloaded, 404 for a catalogue of another
 * system or one that does not exist; and the roster page's head names the same version.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosterData from "../../app/api/game-systems/[system]/catalogues/[catalogue]/route";
import { readRosterDataHead } from "../../lib/data-access/roster-game-data";
import { createSeededDatabase, TestBrowser } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;

beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});

afterAll(async () => {
  await db.close();
});

const get = (browser: TestBrowser, system: string, catalogue: string, headers: Record<string, string> = {}) =>
  browser.call(rosterData.GET, "GET", `/api/game-systems/${system}/catalogues/${catalogue}`, { params: { system, catalogue }, headers });

describe("a roster's game data by version", () => {
  it("answers the system and catalogue with a strong ETag and its version, then 304 while it holds", async () => {
    const browser = new TestBrowser();
    const first = await get(browser, "aos", "stormcast-eternals");
    expect(first.status).toBe(200);
    const body = (await first.json()) as { system: { id: string }; catalogue: { id: string; gameSystemId: string } };
    expect(body.system.id).toBe("aos");
    expect(body.catalogue).toMatchObject({ id: "stormcast-eternals", gameSystemId: "aos" });
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const head = await readRosterDataHead("aos", "stormcast-eternals", db.prisma);
    expect(first.headers.get("x-muster-data-revision")).toBe(head?.revision);

    const again = await get(browser, "aos", "stormcast-eternals", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get(browser, "aos", "stormcast-eternals", { "if-none-match": '"older"' })).status).toBe(200);
  });

  it("gives a reloaded catalogue a new version and sends the new document, even at the same revision", async () => {
    const browser = new TestBrowser();
    const before = await get(browser, "aos", "gloomspite-gitz");
    const etag = before.headers.get("etag") as string;
    const row = await db.prisma.catalogue.findUniqueOrThrow({ where: { id: "gloomspite-gitz" }, select: { data: true } });
    await db.prisma.catalogue.update({ where: { id: "gloomspite-gitz" }, data: { name: "Gloomspite Gitz (reloaded)", data: { ...(row.data as object), name: "Gloomspite Gitz (reloaded)" } } });
    const after = await get(browser, "aos", "gloomspite-gitz", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as { catalogue: { name: string } }).catalogue.name).toBe("Gloomspite Gitz (reloaded)");
  });

  it.each([
    ["a catalogue of another system", "wh40k-9e", "stormcast-eternals"],
    ["a catalogue that does not exist", "aos", "no-such-army"],
    ["a system that does not exist", "no-such-game", "stormcast-eternals"],
  ])("answers 404 for %s", async (_name, system, catalogue) => {
    const response = await get(new TestBrowser(), system, catalogue);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});
