/**
 * Hidden rosters on BattleScribe data (issue 32): a 9th Age roster on the corpus's BattleScribe
 * data shared through a hidden link keeps its magic items on the server. The visitor's view,
 * exports and copy lack them (the points stay), the owner reveals one and it appears, and a game
 * without hidden rosters refuses a hidden link. Through the real route handlers; skipped without
 * the corpus.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as gameData from "../../app/api/game-data/route";
import * as rosters from "../../app/api/rosters/route";
import * as share from "../../app/api/rosters/[id]/share/route";
import * as reveal from "../../app/api/rosters/[id]/share/[token]/reveal/route";
import * as shared from "../../app/api/share/[token]/route";
import * as sharedExport from "../../app/api/share/[token]/export/route";
import * as copy from "../../app/api/share/[token]/copy/route";
import { createEngine } from "../../lib/battlescribe/engine/engine";
import { writeRosterXml } from "../../lib/battlescribe/ros/write-roster";
import { readDataSet } from "../../lib/battlescribe/xml/read-data-files";
import type { BsRosterRecord } from "../../lib/schemas/roster-requests";
import { corpusDir, readCorpusFiles } from "../support/bs-corpus";
import { forceBuilder } from "../support/bs-battalion";
import { TEST_ORIGIN, TestBrowser, createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

const FILES = ["2nd-theNinthAge-FantasyBattles.gst", "2nd-warriorsOfTheDarkGods.cat"];
const corpus = corpusDir();

async function upload(browser: TestBrowser): Promise<void> {
  const form = new FormData();
  for (const file of readCorpusFiles("bsdata/t9a-2nd", FILES)) form.append("files", new Blob([file.content]), file.fileName);
  const request = new Request(`${TEST_ORIGIN}/api/game-data`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN, ...(browser.cookie ? { cookie: browser.cookie } : {}) } });
  const response = await gameData.POST(request, { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) browser.cookie = setCookie.split(";")[0];
}

/** A Doomlord with two artefacts and a unit of Warriors, as a player's .ros. */
function doomlordRoster() {
  const engine = createEngine(readDataSet(readCorpusFiles("bsdata/t9a-2nd", FILES)));
  const { unit, option } = forceBuilder(engine, "Warriors of the Dark Gods", "Warriors of the Dark Gods 2024");
  const lord = unit("Doomlord");
  const equipment = option(lord, "Special Equipment");
  const scroll = option(equipment, "Binding Scroll");
  const charm = option(equipment, "Lucky Charm");
  unit("Warriors");
  engine.roster.name = "Wasteland Host";
  return { xml: writeRosterXml(engine), scroll: scroll.id, charm: charm.id };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await response).json() as Promise<T>;
}

type SharedAnswer = { hidden: boolean; revealed: string[]; roster: BsRosterRecord; view: { hiddenItems: number; totals: Record<string, number>; forces: { groups: { units: { name: string; options?: unknown }[] }[] }[] } };

describe.skipIf(!corpus)("a hidden share link of a roster on The 9th Age's BattleScribe data", () => {
  it("conceals the magic items from the view, exports and copy, keeps the points, and reveals one by one", { timeout: 120_000 }, async () => {
    const owner = new TestBrowser();
    await upload(owner);
    const { xml, scroll, charm } = doomlordRoster();
    const bs = await json<BsRosterRecord>(owner.call(rosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", xml } }));
    expect(bs.document.xml).toContain("Binding Scroll");
    const link = await json<{ token: string; hidden: boolean }>(owner.call(share.POST, "POST", `/api/rosters/${bs.id}/share`, { params: { id: bs.id }, body: { hidden: true } }));
    expect(link.hidden).toBe(true);

    const visitor = new TestBrowser();
    const tokenParams = { token: link.token };
    const read = () => json<SharedAnswer>(visitor.call(shared.GET, "GET", `/api/share/${link.token}`, { params: tokenParams }));
    const first = await read();
    expect(first.view.hiddenItems).toBe(2);
    expect(first.roster.document.xml).not.toContain("Binding Scroll");
    expect(first.roster.document.xml).not.toContain("Lucky Charm");
    expect(first.roster.document.xml).toContain("Doomlord");
    expect(JSON.stringify(first.view)).not.toMatch(/Binding Scroll|Lucky Charm/);
    // The points are the roster's, items included: a hidden roster shows its points, not its items.
    expect(first.view.totals["24fd-8af8-0c78-001c"]).toBe(bs.totals["24fd-8af8-0c78-001c"]);
    for (const format of ["ros", "text"]) {
      const file = await (await visitor.call(sharedExport.GET, "GET", `/api/share/${link.token}/export?format=${format}`, { params: tokenParams })).text();
      expect(file).toContain("Doomlord");
      expect(file).not.toMatch(/Binding Scroll|Lucky Charm/);
    }

    // Only a concealed item can be revealed; revealed, it shows and the other stays hidden.
    const refused = await owner.call(reveal.POST, "POST", `/api/rosters/${bs.id}/share/${link.token}/reveal`, { params: { id: bs.id, token: link.token }, body: { selectionId: "no-such-item" } });
    expect(refused.status).toBe(400);
    const revealed = await json<{ revealed: string[] }>(owner.call(reveal.POST, "POST", `/api/rosters/${bs.id}/share/${link.token}/reveal`, { params: { id: bs.id, token: link.token }, body: { selectionId: charm } }));
    expect(revealed.revealed).toEqual([charm]);
    const second = await read();
    expect(second.view.hiddenItems).toBe(1);
    expect(second.roster.document.xml).toContain("Lucky Charm");
    expect(second.roster.document.xml).not.toContain(scroll);

    // A copy into the visitor's rosters has only what the link shows.
    await upload(visitor);
    const copied = await json<BsRosterRecord>(visitor.call(copy.POST, "POST", `/api/share/${link.token}/copy`, { params: tokenParams }));
    expect(copied.format).toBe("battlescribe");
    expect(copied.document.xml).toContain("Lucky Charm");
    expect(copied.document.xml).not.toContain("Binding Scroll");
  });
});
