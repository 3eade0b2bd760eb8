/**
 * BattleScribe game data in the database, through the real route handlers: an upload installs
 * for the uploading browser only; a bad file installs nothing; a data index served by a local
 * HTTP server (in BattleScribe's .bsi layout) is added, its system installed, and a newer
 * revision is offered as an update; loopback addresses are refused unless allowed.
 */
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestPrisma } from "./support/app-prisma";
import { serveFiles, type FileServer } from "../support/serve-files";

import * as gameData from "../../app/api/game-data/route";
import * as onePackage from "../../app/api/game-data/[id]/route";
import * as sources from "../../app/api/data-sources/route";
import * as install from "../../app/api/data-sources/[id]/install/route";
import * as refresh from "../../app/api/data-sources/[id]/refresh/route";
import * as bsRosters from "../../app/api/rosters/route";
import * as bsRoster from "../../app/api/rosters/[id]/route";
import * as bsImport from "../../app/api/rosters/import/route";
import * as bsExport from "../../app/api/rosters/[id]/export/route";
import * as bsExportNow from "../../app/api/rosters/export/route";
import * as bsCompare from "../../app/api/compare/route";
import * as oldList from "../../app/api/bs-rosters/route";
import * as oldOne from "../../app/api/bs-rosters/[id]/route";
import * as oldExport from "../../app/api/bs-rosters/[id]/export/route";
import * as oldExportNow from "../../app/api/bs-rosters/export/route";
import * as oldCompare from "../../app/api/bs-rosters/compare/route";
import * as oldImport from "../../app/api/bs-rosters/import/route";
import fs from "node:fs";
import path from "node:path";
import { corpusDir, CORPUS_DIR } from "../support/bs-corpus";
import { readPdf, TEST_ORIGIN, TestBrowser } from "./rosters.support";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const gst = (revision: number) => `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="db-gs" name="Db Skirmish" revision="${revision}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const cat = `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="db-cat" name="Db Faction" revision="2" gameSystemId="db-gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="se-a" name="Archer" type="unit" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries>
</catalogue>`;

async function upload(browser: TestBrowser, files: { name: string; content: string | Uint8Array }[]): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([typeof file.content === "string" ? file.content : (file.content as Uint8Array<ArrayBuffer>)]), file.name);
  const request = new Request(`${TEST_ORIGIN}/api/game-data`, { method: "POST", body: form, headers: { origin: TEST_ORIGIN, ...(browser.cookie ? { cookie: browser.cookie } : {}) } });
  const response = await gameData.POST(request, { params: Promise.resolve({}) });
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) browser.cookie = setCookie.split(";")[0];
  return response;
}

let db: TestDatabase;
let server: FileServer;
let indexUrl = "";
let revision = 5;

beforeAll(async () => {
  db = await createTestDatabase();
  useTestPrisma(db.prisma);
  server = await serveFiles(() => ({
      "/repo/db.bsi": zipSync({
        "index.xml": strToU8(`<?xml version="1.0" encoding="UTF-8"?><dataIndex battleScribeVersion="2.03" name="Db Repository" xmlns="http://www.battlescribe.net/schema/dataIndexSchema"><dataIndexEntries>
          <dataIndexEntry filePath="Db Skirmish.gstz" dataType="gamesystem" dataId="db-gs" dataName="Db Skirmish" dataBattleScribeVersion="2.03" dataRevision="${revision}"/>
          <dataIndexEntry filePath="Db Faction.catz" dataType="catalogue" dataId="db-cat" dataName="Db Faction" dataBattleScribeVersion="2.03" dataRevision="2"/>
        </dataIndexEntries></dataIndex>`),
      }),
      "/repo/Db%20Skirmish.gstz": zipSync({ "Db Skirmish.gst": strToU8(gst(revision)) }),
      "/repo/Db%20Faction.catz": zipSync({ "Db Faction.cat": strToU8(cat) }),
  }));
  indexUrl = `${server.base}/repo/db.bsi`;
});

afterAll(async () => {
  server.close();
  await db.close();
});

describe("uploading BattleScribe files", () => {
  it("installs for the uploading browser only, with counts, and serves the data back", async () => {
    const alice = new TestBrowser();
    const response = await upload(alice, [{ name: "Db Skirmish.gst", content: gst(3) }, { name: "Db Faction.catz", content: zipSync({ "Db Faction.cat": strToU8(cat) }) }]);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: "Db Skirmish", revision: 3, files: [{ kind: "gameSystem" }, { kind: "catalogue", name: "Db Faction" }] });
    const listed = (await (await alice.call(gameData.GET, "GET", "/api/game-data")).json()) as { packages: { id: string; files: { counts: { selectionEntries: number } }[] }[] };
    expect(listed.packages).toHaveLength(1);
    expect(listed.packages[0]?.files[1]?.counts.selectionEntries).toBe(1);
    const id = listed.packages[0]?.id as string;
    const data = await alice.call(onePackage.GET, "GET", `/api/game-data/${id}`, { params: { id } });
    expect(((await data.json()) as { catalogues: { name: string }[] }).catalogues[0]?.name).toBe("Db Faction");

    const bob = new TestBrowser();
    expect(((await (await bob.call(gameData.GET, "GET", "/api/game-data")).json()) as { packages: unknown[] }).packages).toEqual([]);
    expect((await bob.call(onePackage.GET, "GET", `/api/game-data/${id}`, { params: { id } })).status).toBe(404);
  });

  it("installs nothing when one file is bad, and names it", async () => {
    const carol = new TestBrowser();
    const response = await upload(carol, [{ name: "Db Skirmish.gst", content: gst(3) }, { name: "Broken.cat", content: "<catalogue id='x'" }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("Broken.cat");
    expect(await db.prisma.dataPackage.count({ where: { name: "Db Skirmish", ownerId: { not: "" } } })).toBe(1);
  });

  it("refuses a catalogue whose game system is not installed, naming it", async () => {
    const dave = new TestBrowser();
    const response = await upload(dave, [{ name: "Db Faction.cat", content: cat }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("is for a game system that is not installed (db-gs)");
  });

  it("adds a catalogue to a game system already installed, keeping the other catalogues", async () => {
    const lena = new TestBrowser();
    await upload(lena, [{ name: "Db Skirmish.gst", content: gst(3) }, { name: "Db Faction.cat", content: cat }]);
    const second = cat.replace('id="db-cat"', 'id="db-cat-2"').replace('name="Db Faction"', 'name="Db Raiders"');
    const response = await upload(lena, [{ name: "Db Raiders.cat", content: second }]);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { files: { name: string }[] }).files.map((f) => f.name).sort()).toEqual(["Db Faction", "Db Raiders", "Db Skirmish"]);
  });
});

describe("data indexes", () => {
  it("refuses a loopback address unless private addresses are allowed", async () => {
    vi.stubEnv("MUSTER_ALLOW_PRIVATE_URLS", "");
    const eve = new TestBrowser();
    const response = await eve.call(sources.POST, "POST", "/api/data-sources", { body: { url: indexUrl } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("private or local");
    // The same loopback server in the spellings the URL parser keeps as IPv6 (issue 35).
    const port = new URL(indexUrl).port;
    const path = new URL(indexUrl).pathname;
    for (const url of ["file:///etc/passwd", "ftp://example.org/x.bsi", "http://169.254.169.254/latest", `http://[::ffff:127.0.0.1]:${port}${path}`, `http://[::ffff:7f00:1]:${port}${path}`, `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}${path}`, `http://[64:ff9b::7f00:1]:${port}${path}`, `http://2130706433:${port}${path}`]) {
      const refused = await eve.call(sources.POST, "POST", "/api/data-sources", { body: { url } });
      expect([url, refused.status]).toEqual([url, 400]);
    }
    expect(await db.prisma.dataSource.count()).toBe(0);
    vi.unstubAllEnvs();
  });

  it("adds an index, installs its system, then offers the next revision as an update", async () => {
    vi.stubEnv("MUSTER_ALLOW_PRIVATE_URLS", "1");
    const frank = new TestBrowser();
    const added = await frank.call(sources.POST, "POST", "/api/data-sources", { body: { url: indexUrl } });
    expect(added.status).toBe(201);
    const source = (await added.json()) as { id: string; name: string; systems: { gameSystemId: string; revision: number; installedRevision: number | null }[] };
    expect(source).toMatchObject({ name: "Db Repository", systems: [{ gameSystemId: "db-gs", revision: 5, installedRevision: null }] });

    const installed = await frank.call(install.POST, "POST", `/api/data-sources/${source.id}/install`, { params: { id: source.id }, body: { gameSystemId: "db-gs" } });
    expect(installed.status).toBe(201);
    expect(await installed.json()).toMatchObject({ name: "Db Skirmish", revision: 5 });

    revision = 6;
    const checked = await frank.call(refresh.POST, "POST", `/api/data-sources/${source.id}/refresh`, { params: { id: source.id } });
    expect(await checked.json()).toMatchObject({ systems: [{ revision: 6, installedRevision: 5, updateAvailable: true }] });
    const updated = await frank.call(install.POST, "POST", `/api/data-sources/${source.id}/install`, { params: { id: source.id }, body: { gameSystemId: "db-gs" } });
    expect(await updated.json()).toMatchObject({ revision: 6, previousRevision: 5 });

    const other = new TestBrowser();
    expect((await other.call(refresh.POST, "POST", `/api/data-sources/${source.id}/refresh`, { params: { id: source.id } })).status).toBe(404);
    vi.unstubAllEnvs();
  });
});

describe("rosters on BattleScribe data", () => {
  const ros = (entry: string, number = 1) => `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="Hunters" battleScribeVersion="2.03" gameSystemId="db-gs" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Warband" entryId="fe" catalogueId="db-cat"><selections><selection id="s" name="Archer" entryId="${entry}" number="${number}" type="unit"/></selections></force></forces></roster>`;

  it("saves, reads back, refuses another browser and a stale version, and rechecks on a new revision", async () => {
    const gina = new TestBrowser();
    await upload(gina, [{ name: "Db Skirmish.gst", content: gst(3) }, { name: "Db Faction.cat", content: cat }]);
    const created = await gina.call(bsRosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", name: "Hunters", xml: ros("se-a") } });
    expect(created.status).toBe(201);
    const record = (await created.json()) as { id: string; version: number; totals: Record<string, number>; valid: boolean };
    expect(record).toMatchObject({ totals: { pts: 7 }, valid: true, version: 1 });

    const henry = new TestBrowser();
    expect((await henry.call(bsRoster.GET, "GET", `/api/rosters/${record.id}`, { params: { id: record.id } })).status).toBe(404);
    expect((await henry.call(bsRoster.PUT, "PUT", `/api/rosters/${record.id}`, { params: { id: record.id }, body: { format: "battlescribe", xml: ros("se-a"), version: 1 } })).status).toBe(404);

    const saved = await gina.call(bsRoster.PUT, "PUT", `/api/rosters/${record.id}`, { params: { id: record.id }, body: { format: "battlescribe", xml: ros("se-a", 1), version: 1 } });
    expect(await saved.json()).toMatchObject({ version: 2 });
    const stale = await gina.call(bsRoster.PUT, "PUT", `/api/rosters/${record.id}`, { params: { id: record.id }, body: { format: "battlescribe", xml: ros("se-a"), version: 1 } });
    expect(stale.status).toBe(409);
    // One conflict answer for every format: the stored roster as `current`.
    expect(((await stale.json()) as { error: { data?: { current?: { version: number; format: string } } } }).error.data?.current).toMatchObject({ version: 2, format: "battlescribe" });
    const bad = await gina.call(bsRoster.PUT, "PUT", `/api/rosters/${record.id}`, { params: { id: record.id }, body: { format: "battlescribe", xml: "<!DOCTYPE x [<!ENTITY a 'b'>]><roster/>", version: 2 } });
    expect(bad.status).toBe(400);

    // Revision 4 of the catalogue no longer has the Archer: the roster is kept and reported.
    const withoutArcher = cat.replace(/<selectionEntries>.*<\/selectionEntries>/s, "").replace('revision="2"', 'revision="3"');
    const update = await upload(gina, [{ name: "Db Skirmish.gst", content: gst(4) }, { name: "Db Faction.cat", content: withoutArcher }]);
    expect(await update.json()).toMatchObject({ revision: 4, previousRevision: 3, rechecked: [{ name: "Hunters", valid: false, missing: ["Warband / Archer"] }] });
    const after = (await (await gina.call(bsRoster.GET, "GET", `/api/rosters/${record.id}`, { params: { id: record.id } })).json()) as { format: string; document: { xml: string }; missing: string[] };
    expect(after.format).toBe("battlescribe");
    expect(after.missing).toEqual(["Warband / Archer"]);
    expect(after.document.xml).toContain('entryId="se-a"');
  });
});

describe("files of a stored BattleScribe roster and the old addresses", () => {
  const ros = `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="Round Trip" battleScribeVersion="2.03" gameSystemId="db-gs" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Warband" entryId="fe" catalogueId="db-cat"><selections><selection id="s" name="Archer" entryId="se-a" number="3" type="unit"/><selection id="lost" name="Ghost" entryId="se-gone" number="1" type="unit"/></selections></force></forces></roster>`;

  it("exports .ros as stored, .rosz and JSON that import back as that roster", async () => {
    const max = new TestBrowser();
    await upload(max, [{ name: "Db Skirmish.gst", content: gst(3) }, { name: "Db Faction.cat", content: cat }]);
    const created = (await (await max.call(bsRosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", xml: ros } })).json()) as { id: string; name: string; catalogueId: string; missing: string[] };
    expect(created).toMatchObject({ name: "Round Trip", catalogueId: "db-cat", missing: ["Warband / Ghost"] });
    const params = { id: created.id };
    const exported = async (format: string) => max.call(bsExport.GET, "GET", `/api/rosters/${created.id}/export?format=${format}`, { params });
    expect(await (await exported("ros")).text()).toBe(ros);
    const rosz = new Uint8Array(await (await exported("rosz")).arrayBuffer());
    const json = await (await exported("json")).text();
    expect(JSON.parse(json)).toEqual({ format: "battlescribe", document: { xml: ros } });
    for (const body of [{ fileName: "round-trip.rosz", base64: Buffer.from(rosz).toString("base64") }, json]) {
      const response = await max.call(bsImport.POST, "POST", "/api/rosters/import", { body });
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { format?: string; document?: { xml: string }; roster?: { format: string; document: { xml: string } } };
      const imported = answer.roster ?? answer;
      expect(imported.format).toBe("battlescribe");
      // Only the name says it is a copy; the entry the data lacks is still there.
      expect(imported.document?.xml.replace(/ name="[^"]*"/, "")).toBe(ros.replace(/ name="[^"]*"/, ""));
      expect(imported.document?.xml).toContain('entryId="se-gone"');
    }
  });

  it.each([
    ["GET", "/api/bs-rosters", "/api/rosters", oldList.GET, {}],
    ["POST", "/api/bs-rosters", "/api/rosters", oldList.POST, {}],
    ["GET", "/api/bs-rosters/abc", "/api/rosters/abc", oldOne.GET, { id: "abc" }],
    ["PUT", "/api/bs-rosters/abc", "/api/rosters/abc", oldOne.PUT, { id: "abc" }],
    ["DELETE", "/api/bs-rosters/abc", "/api/rosters/abc", oldOne.DELETE, { id: "abc" }],
    ["GET", "/api/bs-rosters/abc/export?format=text", "/api/rosters/abc/export?format=text", oldExport.GET, { id: "abc" }],
    ["POST", "/api/bs-rosters/export", "/api/rosters/export", oldExportNow.POST, {}],
    ["POST", "/api/bs-rosters/compare", "/api/compare", oldCompare.POST, {}],
    ["POST", "/api/bs-rosters/import", "/api/rosters/import", oldImport.POST, {}],
  ] as const)("%s %s answers 308 to %s", async (method, from, to, handler, params) => {
    const response = await new TestBrowser().call(handler as never, method, from, { params, ...(method === "GET" || method === "DELETE" ? {} : { body: {} }) });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(to);
  });
});

describe("comparing rosters on BattleScribe data", () => {
  const ros = (name: string, number: number, gameSystemId = "db-gs") =>
    `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="${name}" battleScribeVersion="2.03" gameSystemId="${gameSystemId}" gameSystemName="Other Game" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Warband" entryId="fe" catalogueId="db-cat"><selections><selection id="s" name="Archer" entryId="se-a" number="${number}" type="unit"/></selections></force></forces></roster>`;

  it("puts my roster beside their .ros or .rosz, read on my data, and refuses another game", async () => {
    const lena = new TestBrowser();
    await upload(lena, [{ name: "Db Skirmish.gst", content: gst(3) }, { name: "Db Faction.cat", content: cat }]);
    const created = (await (await lena.call(bsRosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", name: "Two Archers", xml: ros("Two Archers", 2) } })).json()) as { id: string };
    const theirs = { fileName: "theirs.rosz", base64: Buffer.from(zipSync({ "theirs.ros": strToU8(ros("Five Archers", 5)) })).toString("base64") };
    const answer = await lena.call(bsCompare.POST, "POST", "/api/compare", { body: { mine: created.id, theirs: { file: theirs } } });
    expect(answer.status).toBe(200);
    const view = (await answer.json()) as { armies: { name: string; faction: string; totals: Record<string, number>; valid: boolean }[]; differences: { name: string; value: number }[] };
    expect(view.armies.map((a) => [a.name, a.faction, a.totals.pts, a.valid])).toEqual([
      ["Two Archers", "Db Faction", 14, true],
      ["Five Archers", "Db Faction", 35, true],
    ]);
    expect(view.differences).toEqual([{ costType: "pts", name: "pts", value: -21 }]);

    const otherGame = await lena.call(bsCompare.POST, "POST", "/api/compare", { body: { mine: created.id, theirs: { file: { fileName: "x.ros", text: ros("Elsewhere", 1, "other-gs") } } } });
    expect(otherGame.status).toBe(400);
    expect(((await otherGame.json()) as { error: { message: string } }).error.message).toContain("Other Game");
    // Someone else's roster id is not found; a roster file that is not XML is refused.
    expect((await new TestBrowser().call(bsCompare.POST, "POST", "/api/compare", { body: { mine: created.id, theirs: { file: theirs } } })).status).toBe(404);
    expect((await lena.call(bsCompare.POST, "POST", "/api/compare", { body: { mine: created.id, theirs: { file: { fileName: "x.ros", text: "not xml" } } } })).status).toBe(400);
  });

  it("states sudden death for rosters on the Age of Sigmar game system, as data/battlescribe/rulesets.json switches it on", async () => {
    // The id of BSData's Age of Sigmar .gst: the ruleset follows the game system, whatever its revision.
    const aosId = "e51d-b1a3-75fc-dc33";
    const aosGst = `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="${aosId}" name="Age of Sigmar" revision="1" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema"><costTypes><costType id="points" name="pts" defaultCostLimit="-1.0"/></costTypes><categoryEntries><categoryEntry id="c-hero" name="HERO"/></categoryEntries><forceEntries><forceEntry id="fe" name="Army"/></forceEntries></gameSystem>`;
    const aosCat = `<?xml version="1.0" encoding="UTF-8"?><catalogue id="gitz" name="Gitz" revision="1" gameSystemId="${aosId}" xmlns="http://www.battlescribe.net/schema/catalogueSchema"><selectionEntries><selectionEntry id="boss" name="Loonboss" type="model"><categoryLinks><categoryLink id="boss-hero" targetId="c-hero" primary="true"/></categoryLinks><costs><cost name="pts" typeId="points" value="80"/></costs></selectionEntry><selectionEntry id="gobbo" name="Stabba" type="model"><costs><cost name="pts" typeId="points" value="6"/></costs></selectionEntry></selectionEntries></catalogue>`;
    const army = (name: string, bosses: number, gobbos: number) =>
      `<?xml version="1.0" encoding="UTF-8"?><roster id="r-${name}" name="${name}" battleScribeVersion="2.03" gameSystemId="${aosId}" gameSystemName="Age of Sigmar" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force id="f" name="Army" entryId="fe" catalogueId="gitz"><selections><selection id="b" name="Loonboss" entryId="boss" number="${bosses}" type="model"/><selection id="g" name="Stabba" entryId="gobbo" number="${gobbos}" type="model"/></selections></force></forces></roster>`;
    const olga = new TestBrowser();
    expect((await upload(olga, [{ name: "Age of Sigmar.gst", content: aosGst }, { name: "Gitz.cat", content: aosCat }])).status).toBe(201);
    const created = (await (await olga.call(bsRosters.POST, "POST", "/api/rosters", { body: { format: "battlescribe", name: "Few", xml: army("Few", 0, 3) } })).json()) as { id: string };
    const answer = await olga.call(bsCompare.POST, "POST", "/api/compare", { body: { mine: created.id, theirs: { file: { fileName: "many.ros", text: army("Many", 1, 3) } } } });
    expect(answer.status).toBe(200);
    const view = (await answer.json()) as { armies: { models: number }[]; facts: { code: string; message: string }[] };
    expect(view.armies.map((a) => a.models)).toEqual([3, 4]);
    // 4 against 3 is exactly a third more; the larger army has a HERO but no unit of 5 models.
    expect(view.facts).toEqual([{ rule: "outnumbered-objectives", code: "sudden-death.available", message: expect.stringMatching(/^Few is outnumbered .*Assassinate, Endure, Seize Ground\.$/) }]);
  });
});

describe("importing BattleScribe roster files from My rosters", () => {
  it("refuses a roster whose game data is not installed, naming the system and revision", async () => {
    const ivan = new TestBrowser();
    const xml = `<?xml version="1.0"?><roster id="r" name="Lost" gameSystemId="not-here" gameSystemName="Distant Game" gameSystemRevision="7" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces/></roster>`;
    const response = await ivan.call(bsImport.POST, "POST", "/api/rosters/import", { body: { fileName: "lost.ros", text: xml } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("Distant Game (revision 7)");
    expect(await db.prisma.roster.count({ where: { name: "Lost" } })).toBe(0);
  });

  it("refuses a file that is not a roster, and DOCTYPEs", async () => {
    const jane = new TestBrowser();
    for (const text of ["<catalogue id='x'/>", "<!DOCTYPE roster [<!ENTITY e 'x'>]><roster/>", "not xml at all"]) {
      expect((await jane.call(bsImport.POST, "POST", "/api/rosters/import", { body: { fileName: "bad.ros", text } })).status).toBe(400);
    }
  });

  it.skipIf(!corpusDir())("opens squigs.ros (zipped as .rosz) on its own installed data with its 1990 points", async () => {
    const kim = new TestBrowser();
    const dir = path.join(CORPUS_DIR, "rosters/squigs-data");
    await upload(kim, fs.readdirSync(dir).map((name) => ({ name, content: new Uint8Array(fs.readFileSync(path.join(dir, name))) })));
    const rosz = zipSync({ "squigs.ros": new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, "rosters/squigs.ros"))) });
    const response = await kim.call(bsImport.POST, "POST", "/api/rosters/import", { body: { fileName: "squigs.rosz", base64: Buffer.from(rosz).toString("base64") } });
    expect(response.status).toBe(201);
    const imported = (await response.json()) as { id: string; packageId: string; gameSystemId: string; totals: Record<string, number> };
    expect(imported.totals.points).toBe(1990);
    expect(imported.packageId).toBeTruthy();

    // Exports of the stored roster: text, then the PDF list and its reference cards.
    const params = { id: imported.id };
    const text = await kim.call(bsExport.GET, "GET", `/api/rosters/${imported.id}/export?format=text`, { params });
    expect(text.status).toBe(200);
    const words = await text.text();
    expect(words).toContain("Total: 1,990 pts");
    const xml = fs.readFileSync(path.join(CORPUS_DIR, "rosters/squigs.ros"), "utf8");
    const unescape = (text: string) => text.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const unitNames = [...new Set([...xml.matchAll(/<selection [^>]*name="([^"]+)"[^>]*type="unit"/g)].map((m) => unescape(m[1] as string)))];
    expect(unitNames.length).toBeGreaterThan(3);
    for (const name of unitNames) expect(words).toContain(name);
    const list = await readPdf(await kim.call(bsExport.GET, "GET", `/api/rosters/${imported.id}/export?format=pdf`, { params }));
    expect(list.text).toContain("1,990");
    for (const name of unitNames) expect(list.text.replace(/\s+/g, " ")).toContain(name);
    // The builder's roster as it is now (unsaved): the same XML, posted, with cards.
    const cards = await kim.call(bsExportNow.POST, "POST", "/api/rosters/export", { body: { gameSystemId: imported.gameSystemId, xml, format: "pdf", cards: true, paper: "letter" } });
    expect(cards.status).toBe(200);
    expect(cards.headers.get("content-disposition")).toContain("-cards.pdf");
    const cardsPdf = await readPdf(cards);
    expect(cardsPdf.pageSize).toMatch(/612 x 792/);
    expect(cardsPdf.pages).toBeGreaterThan(list.pages);
    // A profile's characteristics from the data reach the cards: the first unit profile's Move.
    const move = /<profile [^>]*typeName="Unit"[^>]*>\s*<characteristics>\s*<characteristic name="Move"[^>]*>([^<]+)</.exec(xml)?.[1];
    expect(move).toBeTruthy();
    expect(cardsPdf.text).toContain(unescape(move as string));
    // The text export with cards: the list, then each unit's profiles.
    const textCards = await kim.call(bsExport.GET, "GET", `/api/rosters/${imported.id}/export?format=text&cards=1`, { params });
    expect(textCards.headers.get("content-disposition")).toContain("-cards.txt");
    const textWithCards = await textCards.text();
    expect(textWithCards.startsWith(words)).toBe(true);
    expect(textWithCards).toContain("== Reference cards ==");
    expect(textWithCards).toMatch(new RegExp(`\\n {2}Unit: Move[^\\n]*\\n {4}[^\\n]+: ${unescape(move as string).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
    // Another browser gets nothing: the stored roster is not found, the data is not its own.
    const other = new TestBrowser();
    expect((await other.call(bsExport.GET, "GET", `/api/rosters/${imported.id}/export?format=text`, { params })).status).toBe(404);
    expect((await other.call(bsExportNow.POST, "POST", "/api/rosters/export", { body: { gameSystemId: imported.gameSystemId, xml, format: "text" } })).status).toBe(422);
    expect((await kim.call(bsExportNow.POST, "POST", "/api/rosters/export", { body: { gameSystemId: imported.gameSystemId, xml, format: "docx" } })).status).toBe(400);
  });
});
