/**
 * Opponent comparison through its route handler: my roster against a share link, a file or
 * another of my rosters; only my own rosters can be "mine"; different games are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as rosters from "../../app/api/rosters/route";
import * as share from "../../app/api/rosters/[id]/share/route";
import * as compareRoute from "../../app/api/compare/route";
import type { ComparisonView } from "../../lib/exchange/compare-view";
import type { CreateRosterRequest, RosterRecord } from "../../lib/schemas/roster-requests";
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

async function createFromExample(browser: TestBrowser, file: string): Promise<RosterRecord> {
  const example = readExampleRoster(file);
  const body: CreateRosterRequest = {
    name: example.name,
    gameSystemId: example.gameSystemId,
    catalogueId: example.catalogueId,
    rulesetId: example.rulesetId,
    limits: {},
    exampleFile: file,
  };
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

const post = (browser: TestBrowser, body: unknown) => browser.call(compareRoute.POST, "POST", "/api/compare", { body });

describe("comparing with an opponent", () => {
  it("compares my Stormcast with their Gloomspite share link: outnumbered, all four objectives", async () => {
    const me = new TestBrowser();
    const them = new TestBrowser();
    const mine = await createFromExample(me, "aos-stormcast-pitched-2000.json");
    const theirs = await createFromExample(them, "aos-gloomspite-pitched-2000.json");
    const link = await (await them.call(share.POST, "POST", `/api/rosters/${theirs.id}/share`, { params: { id: theirs.id }, body: {} })).json();
    const response = await post(me, { mine: mine.id, theirs: { shareLink: link.url } });
    expect(response.status).toBe(200);
    const view = (await response.json()) as ComparisonView;
    expect(view.armies.map((a) => a.models)).toEqual([38, 102]);
    expect(view.facts.map((f) => f.code)).toEqual(["sudden-death.available"]);
    expect(view.facts[0]!.message).toContain("Assassinate, Blunt, Endure, Seize Ground");
    expect(view.differences).toEqual([{ costType: "pts", name: "pts", value: 1910 - 2000 }]);
  });

  it("lists the changes unit by unit between two rosters of the same faction, and not between factions", async () => {
    const me = new TestBrowser();
    const mine = await createFromExample(me, "aos-stormcast-pitched-2000.json");
    const other = readExampleRoster("aos-stormcast-pitched-2000.json");
    const removed = other.forces[0]!.selections.pop()!;
    const view = (await (await post(me, { mine: mine.id, theirs: { file: JSON.stringify({ ...other, name: "Next week" }) } })).json()) as ComparisonView;
    // The example's last unit is a Celestar Ballista (100 pts, one model).
    expect(removed.entryId).toBe("sce-celestar-ballista");
    expect(view.changes).toEqual(["Celestar Ballista removed (1 model).", "pts: 1,910 → 1,810."]);
    const gloomspite = JSON.stringify(readExampleRoster("aos-gloomspite-pitched-2000.json"));
    const across = (await (await post(me, { mine: mine.id, theirs: { file: gloomspite } })).json()) as ComparisonView;
    expect(across.changes).toBeUndefined();
  });

  it("compares with an uploaded file: the 40k battle size from both Power Levels", async () => {
    const me = new TestBrowser();
    const mine = await createFromExample(me, "wh40k-2000-battalion-patrol.json");
    const file = JSON.stringify(readExampleRoster("wh40k-open-play-small.json"));
    const view = (await (await post(me, { mine: mine.id, theirs: { file } })).json()) as ComparisonView;
    expect(view.facts[0]!.code).toBe("battle-size.found");
    expect(view.facts[0]!.message).toContain("Strike Force");
  });

  it("refuses another browser's roster as mine, a revoked or unknown link, and different games", async () => {
    const me = new TestBrowser();
    const stranger = new TestBrowser();
    const mine = await createFromExample(me, "aos-open-stormcast.json");
    const notMine = await createFromExample(stranger, "aos-open-gloomspite.json");
    expect((await post(stranger, { mine: mine.id, theirs: { rosterId: notMine.id } })).status).toBe(404);
    expect((await post(me, { mine: mine.id, theirs: { shareLink: "A".repeat(43) } })).status).toBe(404);
    const other = JSON.stringify(readExampleRoster("t9a-4500.json"));
    const different = await post(me, { mine: mine.id, theirs: { file: other } });
    expect(different.status).toBe(400);
    expect((await different.json()).error.message).toContain("different games");
    const bad = await post(me, { mine: mine.id, theirs: { file: "{ nope" } });
    expect(bad.status).toBe(400);
    expect((await post(me, { mine: mine.id, theirs: { shareLink: "not a link" } })).status).toBe(400);
  });
});
