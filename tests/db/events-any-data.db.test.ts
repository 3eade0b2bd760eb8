/**
 * Events on installed BattleScribe data (issue 32): a player's BattleScribe roster is checked by
 * the BattleScribe engine against the event's limits, frozen as sent, approved, and downloaded
 * in the zip as a .rosz that the importer opens back as the same roster; a pinned revision, another
 * game and another browser's private data are refused with their reasons.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installUploadedData } from "../../lib/data-access/data-packages";
import { checkForEvent, createEvent, downloadEvent, eventListBook, getOrganiserEvent, publishEvent, readJoinView, readPublishedLists, reviewSubmission, submitList } from "../../lib/data-access/events";
import { createAnyRoster, importRosterFile } from "../../lib/data-access/rosters";
import { SERVER_WIDE } from "../../lib/db/install-data-package";
import { MusterError } from "../../lib/errors/muster-error";
import { createEventSchema } from "../../lib/schemas/event-requests";
import { createSeededDatabase } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

const gst = (id: string, revision: number) => `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="${id}" name="Library Skirmish ${id}" revision="${revision}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
  <forceEntries><forceEntry id="fe" name="Warband" hidden="false"/></forceEntries>
</gameSystem>`;
const cat = (gameSystemId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="lib-cat" name="Library Faction" revision="1" gameSystemId="${gameSystemId}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="se-a" name="Archer" type="model" hidden="false"><costs><cost name="pts" typeId="pts" value="7"/></costs></selectionEntry></selectionEntries>
</catalogue>`;
const ros = (name: string, archers: number, gameSystemId = "lib-gs") =>
  `<?xml version="1.0" encoding="UTF-8"?><roster id="r" name="${name}" battleScribeVersion="2.03" gameSystemId="${gameSystemId}" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costLimits><costLimit name="pts" typeId="pts" value="1000.0"/></costLimits><forces><force id="f" name="Warband" entryId="fe" catalogueId="lib-cat"><selections><selection id="s" name="Archer" entryId="se-a" number="${archers}" type="model"/></selections></force></forces></roster>`;
const files = (id: string, revision: number) => [
  { fileName: `${id}.gst`, content: new TextEncoder().encode(gst(id, revision)) },
  { fileName: `${id}.cat`, content: new TextEncoder().encode(cat(id)) },
];

const ORGANISER = "organiser-owner";
const future = new Date(Date.now() + 7 * 86_400_000).toISOString();

function eventInput(pack: Record<string, unknown>) {
  return createEventSchema.parse({ name: "Archer Cup", pack: { format: "battlescribe", gameSystemId: "lib-gs", ...pack }, deadline: future });
}

async function refusal(work: Promise<unknown>): Promise<MusterError> {
  const error = await work.then(() => null, (e: unknown) => e);
  if (!(error instanceof MusterError)) throw new Error(`expected a MusterError, got ${String(error)}`);
  return error;
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  await installUploadedData(SERVER_WIDE, files("lib-gs", 2), db.prisma);
});
afterAll(async () => {
  await db.close();
});

describe("an event on installed BattleScribe data", () => {
  it("checks a list against the event's limit, freezes it, approves it and downloads a .rosz that imports back as the same roster", async () => {
    const event = await createEvent(ORGANISER, eventInput({ dataRevision: 2, limits: { pts: 20 } }), db.prisma);
    expect(event).toMatchObject({ format: "battlescribe", gameSystemName: "Library Skirmish lib-gs", costTypes: [{ id: "pts", name: "pts" }], pack: { format: "battlescribe", dataRevision: 2, limits: { pts: 20 } } });
    const { joinToken } = await getOrganiserEvent(ORGANISER, event.id, {}, db.prisma);

    const roster = await createAnyRoster("player-1", { format: "battlescribe", xml: ros("Archer Line", 3) }, db.prisma);
    // 21 points against the event's 20 (the roster's own 1000 does not count).
    const over = await checkForEvent(joinToken, "player-1", roster.id, db.prisma);
    expect(over.valid).toBe(false);
    expect(over.totals).toEqual({ pts: 21 });
    expect(over.issues).toEqual([{ code: "bs.costLimit", severity: "error", message: "The roster is over its pts limit by 1 pts" }]);

    const fits = await createAnyRoster("player-1", { format: "battlescribe", xml: ros("Two Archers", 2) }, db.prisma);
    const sent = await submitList(joinToken, "player-1", { rosterId: fits.id, playerName: "Alice" }, db.prisma);
    expect(sent).toMatchObject({ valid: true, totals: { pts: 14 }, models: 2, factionName: "Library Faction", status: "submitted" });
    const stored = await db.prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored.format).toBe("battlescribe");
    expect((stored.document as { xml: string }).xml).toBe(ros("Two Archers", 2));

    const join = await readJoinView(joinToken, "player-1", db.prisma);
    expect(join.mine?.listText).toContain("Archer");

    await reviewSubmission(ORGANISER, event.id, sent.id, { status: "approved" }, db.prisma);
    const organiser = await getOrganiserEvent(ORGANISER, event.id, { faction: "lib-cat" }, db.prisma);
    expect(organiser.submissions.map((s) => [s.playerName, s.status])).toEqual([["Alice", "approved"]]);

    const zip = unzipSync((await downloadEvent(ORGANISER, event.id, db.prisma)).zip);
    expect(Object.keys(zip).sort()).toEqual(["event.json", "lists/001-Alice.json", "lists/001-Alice.rosz", "lists/001-Alice.txt", "summary.csv"]);
    expect(strFromU8(zip["summary.csv"]!)).toContain("Alice,Library Faction,14,2,true,approved");
    const rosz = zip["lists/001-Alice.rosz"]!;
    const imported = await importRosterFile("organiser-owner", { fileName: "001-Alice.rosz", base64: Buffer.from(rosz).toString("base64") }, db.prisma);
    expect(imported).toMatchObject({ format: "battlescribe", name: "Two Archers", gameSystemId: "lib-gs", catalogueId: "lib-cat", totals: { pts: 14 }, models: 2 });
    expect(imported.document.xml).toBe(ros("Two Archers", 2));

    const book = await eventListBook(ORGANISER, event.id, db.prisma);
    expect(strFromU8(book.pdf.slice(0, 5))).toBe("%PDF-");

    // Published, the list reads as the BattleScribe text of what was sent, through the one server-side view.
    await publishEvent(ORGANISER, event.id, db.prisma);
    const published = await readPublishedLists(joinToken, "player-1", db.prisma);
    expect(published.map((l) => [l.playerName, l.factionName, l.totals, l.valid])).toEqual([["Alice", "Library Faction", { pts: 14 }, true]]);
    expect(published[0]?.text).toContain("Two Archers");
    expect(published[0]?.text).toContain("Archer");
    await expect(readPublishedLists(joinToken, "stranger", db.prisma)).rejects.toThrow(MusterError);
  });

  it("refuses a roster on another revision than the pinned one, a Muster roster, and another game", async () => {
    const pinned = await createEvent(ORGANISER, eventInput({ dataRevision: 5 }), db.prisma);
    const { joinToken } = await getOrganiserEvent(ORGANISER, pinned.id, {}, db.prisma);
    const roster = await createAnyRoster("player-2", { format: "battlescribe", xml: ros("Archers", 1) }, db.prisma);
    const wrongRevision = await checkForEvent(joinToken, "player-2", roster.id, db.prisma);
    expect(wrongRevision.problems).toEqual(["This roster is checked on revision 2 of the data; the event asks for revision 5."]);
    const error = await refusal(submitList(joinToken, "player-2", { rosterId: roster.id, playerName: "Bob" }, db.prisma));
    expect(error.code).toBe("INVALID_INPUT");

    const muster = await createAnyRoster("player-2", { name: "Shipped", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {} }, db.prisma);
    const open = await createEvent(ORGANISER, eventInput({}), db.prisma);
    const token = (await getOrganiserEvent(ORGANISER, open.id, {}, db.prisma)).joinToken;
    const wrongFormat = await checkForEvent(token, "player-2", muster.id, db.prisma);
    expect(wrongFormat.problems[0]).toMatch(/another game .*Library Skirmish lib-gs/);

    await installUploadedData("player-2", files("other-gs", 1), db.prisma);
    const other = await createAnyRoster("player-2", { format: "battlescribe", xml: ros("Elsewhere", 1, "other-gs") }, db.prisma);
    expect((await checkForEvent(token, "player-2", other.id, db.prisma)).problems[0]).toMatch(/another game/);
  });

  it("does not let an organiser name another browser's private data", async () => {
    await installUploadedData("browser-a", files("private-gs", 1), db.prisma);
    const error = await refusal(createEvent(ORGANISER, createEventSchema.parse({ name: "Private", pack: { format: "battlescribe", gameSystemId: "private-gs" }, deadline: future }), db.prisma));
    expect(error.code).toBe("INVALID_INPUT");
    expect(await db.prisma.event.count({ where: { gameSystemId: "private-gs" } })).toBe(0);
    const own = await createEvent("browser-a", createEventSchema.parse({ name: "Mine", pack: { format: "battlescribe", gameSystemId: "private-gs" }, deadline: future }), db.prisma);
    expect(own.gameSystemName).toBe("Library Skirmish private-gs");
  });
});
