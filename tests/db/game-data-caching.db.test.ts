/**
 * /api/game-data/<package> by revision: 200 with a strong ETag, 304 while the revision holds,
 * a new ETag after an install, only the catalogues a roster needs with ?catalogue=, and another
 * browser's package not found (no 304 either) whatever ETag it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as gameData from "../../app/api/game-data/route";
import * as onePackage from "../../app/api/game-data/[id]/route";
import { getDataPackageView } from "../../lib/data-access/data-packages";
import { TEST_ORIGIN, TestBrowser } from "./rosters.support";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const gst = (revision: number) => `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="etag-gs" name="Etag Skirmish" revision="${revision}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const catalogue = (id: string, name: string, links: string[] = [], library = false) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="${id}" name="${name}" revision="1" library="${library}" gameSystemId="etag-gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <catalogueLinks>${links.map((to, i) => `<catalogueLink id="${id}-l${i}" name="${to}" targetId="${to}" type="catalogue" importRootEntries="true"/>`).join("")}</catalogueLinks>
  <selectionEntries><selectionEntry id="${id}-unit" name="${name} Unit" type="unit" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries>
</catalogue>`;
const FILES = (revision: number) => [
  { name: "Etag Skirmish.gst", content: gst(revision) },
  { name: "Marines.cat", content: catalogue("marines", "Marines", ["imperium"]) },
  { name: "Imperium.cat", content: catalogue("imperium", "Imperium", ["armoury"], true) },
  { name: "Armoury.cat", content: catalogue("armoury", "Armoury", [], true) },
  { name: "Titans.cat", content: catalogue("titans", "Titans", ["imperium"]) },
];

async function upload(browser: TestBrowser, files: { name: string; content: string }[]): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([file.content]), file.name);
  const request = new Request(`${TEST_ORIGIN}/api/game-data`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN, ...(browser.cookie ? { cookie: browser.cookie } : {}) } });
  const response = await gameData.POST(request, { params: Promise.resolve({}) });
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) browser.cookie = setCookie.split(";")[0];
  return response;
}

async function packageIdOf(browser: TestBrowser): Promise<string> {
  const listed = (await (await browser.call(gameData.GET, "GET", "/api/game-data")).json()) as { packages: { id: string }[] };
  return listed.packages[0]?.id as string;
}

const get = (browser: TestBrowser, id: string, query = "", headers: Record<string, string> = {}) => browser.call(onePackage.GET, "GET", `/api/game-data/${id}${query}`, { params: { id }, headers });
const catalogueIds = async (response: Response) => ((await response.json()) as { catalogues: { id: string }[] }).catalogues.map((c) => c.id).sort();

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  useTestPrisma(db.prisma);
});

afterAll(async () => {
  await db.close();
});

describe("game data by revision", () => {
  it("answers 200 with a strong ETag, then 304 with no body while the package is unchanged", async () => {
    const alice = new TestBrowser();
    expect((await upload(alice, FILES(3))).status).toBe(201);
    const id = await packageIdOf(alice);
    const first = await get(alice, id);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(await catalogueIds(first)).toEqual(["armoury", "imperium", "marines", "titans"]);

    const again = await get(alice, id, "", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get(alice, id, "", { "if-none-match": '"something-else"' })).status).toBe(200);

    // The builder page hands the browser's cache the same revision, and a key of the viewer.
    const { ownerId } = await db.prisma.dataPackage.findUniqueOrThrow({ where: { id }, select: { ownerId: true } });
    const view = await getDataPackageView(ownerId, id, db.prisma);
    expect(view?.revision).toBe(first.headers.get("x-muster-data-revision"));
    expect(view?.viewer).not.toContain(ownerId);
    expect(await getDataPackageView("someone-else", id, db.prisma)).toBeNull();
    expect(await getDataPackageView(null, id, db.prisma)).toBeNull();
  });

  it("sends the same bytes for the same revision, built once (Next compresses them on the way out)", async () => {
    const carol = new TestBrowser();
    await upload(carol, FILES(3));
    const id = await packageIdOf(carol);
    const first = await (await get(carol, id)).text();
    const second = await get(carol, id, "", { "accept-encoding": "gzip" });
    // A Content-Encoding set here would be dropped by Next, which compresses the body again.
    expect(second.headers.get("content-encoding")).toBeNull();
    expect(second.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await second.text()).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ gameSystem: { id: "etag-gs", revision: 3 } });
  });

  it("sends only a catalogue and what it links with ?catalogue=, under an ETag of its own", async () => {
    const dan = new TestBrowser();
    await upload(dan, FILES(3));
    const id = await packageIdOf(dan);
    const marines = await get(dan, id, "?catalogue=marines");
    expect(marines.status).toBe(200);
    expect(await catalogueIds(marines)).toEqual(["armoury", "imperium", "marines"]);
    const whole = await get(dan, id);
    expect(marines.headers.get("etag")).not.toBe(whole.headers.get("etag"));
    expect((await get(dan, id, "?catalogue=marines", { "if-none-match": whole.headers.get("etag") as string })).status).toBe(200);
    expect((await get(dan, id, "?catalogue=orks")).status).toBe(404);
  });

  it("gives another browser 404 for a private package, even with the owner's ETag", async () => {
    const erin = new TestBrowser();
    await upload(erin, FILES(3));
    const id = await packageIdOf(erin);
    const etag = (await get(erin, id)).headers.get("etag") as string;
    const frank = new TestBrowser();
    expect((await get(frank, id)).status).toBe(404);
    expect((await get(frank, id, "", { "if-none-match": etag })).status).toBe(404);
    expect((await get(new TestBrowser(), id, "?catalogue=marines", { "if-none-match": etag })).status).toBe(404);
  });

  it("changes the ETag when the package is installed again (same or new revision), and the old copy is gone", async () => {
    const gail = new TestBrowser();
    await upload(gail, FILES(3));
    const oldId = await packageIdOf(gail);
    const oldEtag = (await get(gail, oldId)).headers.get("etag") as string;
    for (const revision of [3, 4]) {
      expect((await upload(gail, FILES(revision))).status).toBe(201);
      const newId = await packageIdOf(gail);
      const fresh = await get(gail, newId, "", { "if-none-match": oldEtag });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get("etag")).not.toBe(oldEtag);
      expect(((await fresh.json()) as { gameSystem: { revision: number } }).gameSystem.revision).toBe(revision);
      if (newId !== oldId) expect((await get(gail, oldId, "", { "if-none-match": oldEtag })).status).toBe(404);
    }
  });

  it("marks a server-wide package public, with a new ETag when it changes", async () => {
    const hal = new TestBrowser();
    await upload(hal, FILES(3));
    const id = await packageIdOf(hal);
    const before = (await get(hal, id)).headers.get("etag");
    // What `npm run data:import` leaves: the package belongs to no browser.
    await db.prisma.dataPackage.update({ where: { id }, data: { ownerId: "" } });
    const anyone = await get(new TestBrowser(), id);
    expect(anyone.status).toBe(200);
    expect(anyone.headers.get("cache-control")).toBe("public, no-cache");
    expect(anyone.headers.get("etag")).not.toBe(before);
  });
});
