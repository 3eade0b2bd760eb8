/**
 * Home and New roster list every game system a visitor can build on (issue 32): the shipped
 * ones, BattleScribe data installed for everyone, and this browser's own uploads, with their
 * revisions; never another browser's private data. The server-wide part is cached per process
 * and must see an install at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installUploadedData } from "../../lib/data-access/data-packages";
import { listGameSystemsCached, listInstalledSystems } from "../../lib/data-access/game-systems";
import { SERVER_WIDE } from "../../lib/db/install-data-package";
import { createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

const gst = (id: string, name: string, revision: number) => `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="${id}" name="${name}" revision="${revision}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const cat = (gameSystemId: string, id: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="${id}" name="${name}" revision="1" gameSystemId="${gameSystemId}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="se-a" name="Archer" type="model" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries>
</catalogue>`;

const files = (id: string, name: string, revision: number) => [
  { fileName: `${name}.gst`, content: new TextEncoder().encode(gst(id, name, revision)) },
  { fileName: `${name} Faction.cat`, content: new TextEncoder().encode(cat(id, `${id}-cat`, `${name} Faction`)) },
];

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("listInstalledSystems", () => {
  it("offers the server-wide data to everyone and a browser's own upload to that browser only, with revisions", async () => {
    const shipped = await listGameSystemsCached(db.prisma);
    expect(shipped.length).toBeGreaterThan(0);
    expect(await listInstalledSystems("browser-a", db.prisma)).toEqual([]);

    await installUploadedData(SERVER_WIDE, files("shared-gs", "Shared Skirmish", 3), db.prisma);
    await installUploadedData("browser-a", files("private-gs", "Private Skirmish", 7), db.prisma);

    const a = await listInstalledSystems("browser-a", db.prisma);
    expect(a.map((s) => [s.name, s.revision, s.serverWide])).toEqual([
      ["Private Skirmish", 7, false],
      ["Shared Skirmish", 3, true],
    ]);
    expect(a[0]?.catalogues).toEqual([{ id: "private-gs-cat", name: "Private Skirmish Faction" }]);

    const b = await listInstalledSystems("browser-b", db.prisma);
    expect(b.map((s) => s.name)).toEqual(["Shared Skirmish"]);
    expect(await listInstalledSystems(null, db.prisma)).toEqual(b);
  });

  it("answers a browser's own upload in place of the server-wide one of the same game system", async () => {
    await installUploadedData("browser-c", files("shared-gs", "Shared Skirmish", 9), db.prisma);
    const c = await listInstalledSystems("browser-c", db.prisma);
    expect(c.filter((s) => s.gameSystemId === "shared-gs").map((s) => [s.revision, s.serverWide])).toEqual([[9, false]]);
  });

  it("sees a server-wide update and removal at once (the cache's marker covers packages)", async () => {
    await installUploadedData(SERVER_WIDE, files("shared-gs", "Shared Skirmish", 4), db.prisma);
    expect((await listInstalledSystems("browser-b", db.prisma)).map((s) => s.revision)).toEqual([4]);
    await db.prisma.dataPackage.deleteMany({ where: { ownerId: SERVER_WIDE, gameSystemId: "shared-gs" } });
    expect(await listInstalledSystems("browser-b", db.prisma)).toEqual([]);
  });
});
