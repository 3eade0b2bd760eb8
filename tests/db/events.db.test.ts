/**
 * Tournament events through the routes: an organiser (an account) makes an event; three
 * players join by its link: one list is valid and approved, one breaks the pack, is sent back
 * with a comment the player reads, and is fixed; one comes after the deadline and is refused.
 * A submitted list is a frozen copy. The organiser filters, downloads every list (zip: JSON,
 * text, CSV) and publishes; then the players see the lists, others do not (public events: all).
 */
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as signUp from "../../app/api/account/sign-up/route";
import * as events from "../../app/api/events/route";
import * as oneEvent from "../../app/api/events/[id]/route";
import * as publish from "../../app/api/events/[id]/publish/route";
import * as closeEntries from "../../app/api/events/[id]/close/route";
import * as download from "../../app/api/events/[id]/download/route";
import * as book from "../../app/api/events/[id]/book/route";
import { translatorFor } from "../../lib/i18n/catalogues";
import { withGameWords } from "../../lib/i18n/game-words";
import * as review from "../../app/api/events/[id]/submissions/[submission]/route";
import * as join from "../../app/api/join/[token]/route";
import * as check from "../../app/api/join/[token]/check/route";
import * as submit from "../../app/api/join/[token]/submit/route";
import * as lists from "../../app/api/join/[token]/lists/route";
import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import type { EventInfo, JoinView, OrganiserEvent, PublishedList, SubmissionInfo } from "../../lib/data-access/events";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import type { Roster } from "../../lib/gamedata/roster-schema";
import { parseXmlTree, type XmlElement } from "../../lib/battlescribe/ros/parse-xml-tree";
import { getGameData } from "../../lib/data-access/game-data";
import { listConcealedIds } from "../../lib/data-access/share-links";
import { describeRoster } from "../../lib/exchange/roster-view";
import { TestBrowser, createSeededDatabase, readPdf } from "./rosters.support";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

let counter = 0;
async function organiser(): Promise<TestBrowser> {
  const browser = new TestBrowser();
  expect((await browser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email: `to-${++counter}@example.com`, password: "organiser password" } })).status).toBe(201);
  return browser;
}

async function createRoster(browser: TestBrowser, name: string): Promise<RosterRecord> {
  const body = { name, gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {}, exampleFile: "aof-regiments-750.json" };
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

async function makeEvent(to: TestBrowser, limit: number, extra: Record<string, unknown> = {}): Promise<{ event: EventInfo; token: string }> {
  const body = {
    name: "Autumn Clash",
    date: "2026-12-05",
    place: "Club hall",
    pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: limit } },
    deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...extra,
  };
  const response = await to.call(events.POST, "POST", "/api/events", { body });
  expect(response.status).toBe(201);
  const event = (await response.json()) as EventInfo;
  const view = (await (await to.call(oneEvent.GET, "GET", `/api/events/${event.id}`, { params: { id: event.id } })).json()) as OrganiserEvent;
  return { event, token: view.joinToken };
}

const at = (token: string) => ({ params: { token } });

describe("tournament events", () => {
  it("only an account organises; a bad pack is refused and nothing is made", async () => {
    const anonymous = new TestBrowser();
    const body = { name: "X", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 750 } }, deadline: new Date(Date.now() + 86_400_000).toISOString() };
    expect((await anonymous.call(events.POST, "POST", "/api/events", { body })).status).toBe(401);
    const to = await organiser();
    const badRuleset = await to.call(events.POST, "POST", "/api/events", { body: { ...body, pack: { ...body.pack, rulesetId: "no-such" } } });
    expect(badRuleset.status).toBe(400);
    const badDeadline = await to.call(events.POST, "POST", "/api/events", { body: { ...body, deadline: "next tuesday" } });
    expect(badDeadline.status).toBe(400);
    expect((await (await to.call(events.GET, "GET", "/api/events")).json()) as unknown[]).toEqual([]);
  });

  it("three players: approved, sent back and fixed, too late; frozen copies; download; publication", async () => {
    const to = await organiser();
    const alice = new TestBrowser();
    const aliceRoster = await createRoster(alice, "Alice's Empire");
    // The pack's limit is one point under the example list: as it stands, the list breaks it.
    const probe = await makeEvent(to, 100_000);
    const checked = (await (await alice.call(check.POST, "POST", `/api/join/${probe.token}/check`, { ...at(probe.token), body: { rosterId: aliceRoster.id } })).json()) as { valid: boolean; totals: { pts: number } };
    expect(checked.valid).toBe(true);
    const points = checked.totals.pts;
    const { event, token } = await makeEvent(to, points - 1);

    // Alice checks, sees every issue in words, and sends anyway; Bob's list is cut to fit.
    const aliceCheck = (await (await alice.call(check.POST, "POST", `/api/join/${token}/check`, { ...at(token), body: { rosterId: aliceRoster.id } })).json()) as { valid: boolean; issues: { severity: string; message: string }[] };
    expect(aliceCheck.valid).toBe(false);
    expect(aliceCheck.issues[0]).toMatchObject({ severity: "error" });
    expect(aliceCheck.issues[0]!.message).toMatch(/\d/);
    // The same check read in Polish says the issue in Polish.
    const polishCheck = (await (await alice.call(check.POST, "POST", `/api/join/${token}/check`, { ...at(token), body: { rosterId: aliceRoster.id }, headers: { "accept-language": "pl" } })).json()) as { issues: { message: string }[] };
    expect(polishCheck.issues[0]!.message).not.toBe(aliceCheck.issues[0]!.message);
    expect(polishCheck.issues[0]!.message).toMatch(/\d/);
    const aliceSent = await alice.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: aliceRoster.id, playerName: "Alice" } });
    expect(aliceSent.status).toBe(201);
    expect(((await aliceSent.json()) as SubmissionInfo).valid).toBe(false);

    const bob = new TestBrowser();
    const bobRoster = await createRoster(bob, "Bob's Empire");
    const trimmed = structuredClone(bobRoster.document);
    trimmed.forces[0]!.selections.pop();
    const saved = await bob.call(one.PUT, "PUT", `/api/rosters/${bobRoster.id}`, { params: { id: bobRoster.id }, body: { document: trimmed, version: bobRoster.version } });
    expect(saved.status).toBe(200);
    const bobSent = (await (await bob.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: bobRoster.id, playerName: "Bob" } })).json()) as SubmissionInfo;
    expect(bobSent.valid).toBe(true);

    // The organiser filters, approves Bob and sends Alice back with a comment.
    const invalid = (await (await to.call(oneEvent.GET, "GET", `/api/events/${event.id}?valid=no`, { params: { id: event.id } })).json()) as OrganiserEvent;
    expect(invalid.submissions.map((s) => s.playerName)).toEqual(["Alice"]);
    // The organiser's page says the stored issues in the organiser's language.
    expect(invalid.submissions[0]!.issues[0]!.message).toBe(aliceCheck.issues[0]!.message);
    const russian = (await (await to.call(oneEvent.GET, "GET", `/api/events/${event.id}?valid=no`, { params: { id: event.id }, headers: { "accept-language": "ru" } })).json()) as OrganiserEvent;
    const stored = (await db.prisma.submission.findFirstOrThrow({ where: { eventId: event.id, playerName: "Alice" } })).issues as { code: string; params: Record<string, string | number> }[];
    // … in the game's words: the points agree with their number ("685 очков").
    expect(russian.submissions[0]!.issues[0]!.message).toBe(withGameWords(translatorFor("ru"), "aof-regiments").issue(stored[0]!.code, stored[0]!.params));
    expect(russian.submissions[0]!.issues[0]!.message).toMatch(/очк/);
    expect(russian.submissions[0]!.issues[0]!.message).not.toBe(aliceCheck.issues[0]!.message);
    const returned = await to.call(review.POST, "POST", "/x", { params: { id: event.id, submission: invalid.submissions[0]!.id }, body: { status: "returned", comment: "Over the points: drop a unit." } });
    expect(returned.status).toBe(200);
    expect((await to.call(review.POST, "POST", "/x", { params: { id: event.id, submission: bobSent.id }, body: { status: "returned" } })).status).toBe(400);
    expect((await to.call(review.POST, "POST", "/x", { params: { id: event.id, submission: bobSent.id }, body: { status: "approved" } })).status).toBe(200);
    // Another organiser cannot review or even see it.
    const stranger = await organiser();
    expect((await stranger.call(oneEvent.GET, "GET", `/api/events/${event.id}`, { params: { id: event.id } })).status).toBe(404);
    expect((await stranger.call(review.POST, "POST", "/x", { params: { id: event.id, submission: bobSent.id }, body: { status: "returned", comment: "ha" } })).status).toBe(404);

    // Alice reads the comment, fixes her roster and sends again.
    const aliceView = (await (await alice.call(join.GET, "GET", `/api/join/${token}`, at(token))).json()) as JoinView;
    expect(aliceView.mine).toMatchObject({ status: "returned", comment: "Over the points: drop a unit.", valid: false });
    const fixed = structuredClone(aliceRoster.document);
    fixed.forces[0]!.selections.pop();
    const aliceSaved = (await (await alice.call(one.PUT, "PUT", `/api/rosters/${aliceRoster.id}`, { params: { id: aliceRoster.id }, body: { document: fixed, version: aliceRoster.version } })).json()) as RosterRecord;
    const again = (await (await alice.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: aliceRoster.id, playerName: "Alice" } })).json()) as SubmissionInfo;
    expect(again).toMatchObject({ valid: true, status: "submitted", comment: null });

    // The list is a frozen copy: Alice's later edits do not change what the organiser has.
    const renamed = { ...aliceSaved.document, name: "Changed after sending" };
    expect((await alice.call(one.PUT, "PUT", `/api/rosters/${aliceRoster.id}`, { params: { id: aliceRoster.id }, body: { document: renamed, version: aliceSaved.version } })).status).toBe(200);

    // Lists are not out before publication; and a stranger never sends to another's roster.
    expect((await alice.call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).status).toBe(404);
    expect((await new TestBrowser().call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: aliceRoster.id, playerName: "Mallory" } })).status).toBe(404);

    // Carol is late: the deadline passes before she sends.
    const carol = new TestBrowser();
    const carolRoster = await createRoster(carol, "Carol's Empire");
    await db.prisma.event.update({ where: { id: event.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const late = await carol.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: carolRoster.id, playerName: "Carol" } });
    expect(late.status).toBe(403);
    expect((await late.json()).error.message).toMatch(/deadline/);

    // The organiser's download: JSON, text and .rosz per list, a CSV summary.
    const zip = await to.call(download.GET, "GET", `/api/events/${event.id}/download`, { params: { id: event.id } });
    expect(zip.headers.get("content-disposition")).toContain("Autumn-Clash-lists.zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["event.json", "lists/001-Alice.json", "lists/001-Alice.rosz", "lists/001-Alice.txt", "lists/002-Bob.json", "lists/002-Bob.rosz", "lists/002-Bob.txt", "summary.csv"]);
    const aliceList = JSON.parse(strFromU8(files["lists/001-Alice.json"]!)) as Roster;
    expect(aliceList.name).toBe("Alice's Empire");
    // The .rosz holds one .ros of the same list: its name, every selection and its points.
    const ros = parseXmlTree(strFromU8(Object.values(unzipSync(files["lists/001-Alice.rosz"]!))[0]!));
    expect(ros.attributes).toMatchObject({ name: "Alice's Empire", gameSystemId: aliceList.gameSystemId, battleScribeVersion: "2.03" });
    const countSelections = (list: Roster["forces"][number]["selections"]): number => list.reduce((n, s) => n + 1 + countSelections(s.selections ?? []), 0);
    const rosSelections = (element: XmlElement): number => (element.name === "selection" ? 1 : 0) + element.children.reduce((n, c) => n + rosSelections(c), 0);
    expect(rosSelections(ros)).toBe(aliceList.forces.reduce((n, f) => n + countSelections(f.selections), 0));
    const rosPoints = ros.children.find((c) => c.name === "costs")?.children.find((c) => c.attributes.typeId === "pts")?.attributes.value;
    expect(Number(rosPoints)).toBe(Number(strFromU8(files["summary.csv"]!).split("\r\n")[1]!.split(",")[2]));
    const csv = strFromU8(files["summary.csv"]!).trim().split("\r\n");
    expect(csv[0]).toBe("player,faction,pts,models,valid,status,issues,comment,submitted");
    expect(csv.slice(1).map((line) => line.split(",").slice(0, 1).concat(line.split(",")[4]!, line.split(",")[5]!))).toEqual([
      ["Alice", "true", "submitted"],
      ["Bob", "true", "approved"],
    ]);

    // The list book: every list's PDF, by player, in one file.
    const bookResponse = await to.call(book.GET, "GET", `/api/events/${event.id}/book`, { params: { id: event.id } });
    expect(bookResponse.headers.get("content-disposition")).toContain("Autumn-Clash-list-book.pdf");
    const pdf = await readPdf(bookResponse);
    const flat = pdf.text.replace(/\s+/g, " ");
    expect(flat).toContain("Alice: Alice's Empire");
    expect(flat).toContain("Bob: Bob's Empire");
    expect(flat.indexOf("Alice: Alice's Empire")).toBeLessThan(flat.indexOf("Bob: Bob's Empire"));
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    // An organiser reading Muster in Swedish gets the lists' text in Swedish.
    const swedish = await to.call(download.GET, "GET", `/api/events/${event.id}/download`, { params: { id: event.id }, headers: { "accept-language": "sv" } });
    const listText = strFromU8(unzipSync(new Uint8Array(await swedish.arrayBuffer()))["lists/001-Alice.txt"]!);
    expect(listText).toContain(translatorFor("sv").t("status.valid"));
    expect(listText).not.toContain(translatorFor("en").t("status.valid"));
    expect((await stranger.call(book.GET, "GET", `/api/events/${event.id}/book`, { params: { id: event.id } })).status).toBe(404);

    // After the deadline the lists are out to the players, not to others (not a public event).
    const seen = (await (await bob.call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).json()) as PublishedList[];
    expect(seen.map((l) => l.playerName)).toEqual(["Alice", "Bob"]);
    expect(seen[0]!.text).toContain("Alice's Empire");
    expect((await carol.call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).status).toBe(404);
    expect((await new TestBrowser().call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).status).toBe(404);
  });

  it("publishing early makes a public event's lists visible to everyone with the link", async () => {
    const to = await organiser();
    const { event, token } = await makeEvent(to, 100_000, { publicLists: true });
    const player = new TestBrowser();
    const roster = await createRoster(player, "Dana's Empire");
    await player.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: roster.id, playerName: "Dana" } });
    expect((await new TestBrowser().call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).status).toBe(404);
    expect((await new TestBrowser().call(publish.POST, "POST", "/x", { params: { id: event.id } })).status).toBe(401);
    expect((await to.call(publish.POST, "POST", "/x", { params: { id: event.id } })).status).toBe(200);
    const seen = (await (await new TestBrowser().call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).json()) as PublishedList[];
    expect(seen.map((l) => l.playerName)).toEqual(["Dana"]);
    // The link's token is the key: a wrong one finds nothing.
    expect((await new TestBrowser().call(join.GET, "GET", "/api/join/x", at("x".repeat(32)))).status).toBe(404);
  });

  it("closing entries early: no list is taken after, the lists are out to the players, and a past deadline is kept", async () => {
    const to = await organiser();
    const { event, token } = await makeEvent(to, 100_000);
    const dana = new TestBrowser();
    const roster = await createRoster(dana, "Dana's Empire");
    expect((await dana.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: roster.id, playerName: "Dana" } })).status).toBe(201);
    // Only the organiser closes: no account is 401, another account finds no such event.
    expect((await dana.call(closeEntries.POST, "POST", "/x", { params: { id: event.id } })).status).toBe(401);
    expect((await (await organiser()).call(closeEntries.POST, "POST", "/x", { params: { id: event.id } })).status).toBe(404);
    expect(((await (await dana.call(join.GET, "GET", "/x", at(token))).json()) as JoinView).open).toBe(true);

    const before = Date.now();
    const closed = (await (await to.call(closeEntries.POST, "POST", "/x", { params: { id: event.id } })).json()) as EventInfo;
    expect(closed).toMatchObject({ open: false, published: true });
    const deadline = new Date(closed.deadline).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now());

    const late = new TestBrowser();
    const lateRoster = await createRoster(late, "Late Empire");
    expect((await late.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: lateRoster.id, playerName: "Late" } })).status).toBe(403);
    expect((await dana.call(submit.POST, "POST", `/api/join/${token}/submit`, { ...at(token), body: { rosterId: roster.id, playerName: "Dana" } })).status).toBe(403);
    const seen = (await (await dana.call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).json()) as PublishedList[];
    expect(seen.map((l) => l.playerName)).toEqual(["Dana"]);

    // Closing again keeps the first closing time.
    const again = (await (await to.call(closeEntries.POST, "POST", "/x", { params: { id: event.id } })).json()) as EventInfo;
    expect(again.deadline).toBe(closed.deadline);
  });
});

describe("hidden rosters at an event (The 9th Age)", () => {
  it("conceals magic items in the published lists from all but the list's own player and the organiser", async () => {
    const to = await organiser();
    const body = {
      name: "Hidden Masters",
      pack: { gameSystemId: "t9a", rulesetId: "standard", battleSizeId: "recommended", limits: {} },
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      hiddenRosters: true,
    };
    const event = (await (await to.call(events.POST, "POST", "/api/events", { body })).json()) as EventInfo;
    const { joinToken: token } = (await (await to.call(oneEvent.GET, "GET", `/api/events/${event.id}`, { params: { id: event.id } })).json()) as OrganiserEvent;
    const player = async (name: string) => {
      const browser = new TestBrowser();
      const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body: { name: `${name}'s host`, gameSystemId: "t9a", catalogueId: "wdg", rulesetId: "standard", limits: {}, exampleFile: "t9a-4500.json" } });
      const roster = (await response.json()) as RosterRecord;
      expect((await browser.call(submit.POST, "POST", "/x", { ...at(token), body: { rosterId: roster.id, playerName: name } })).status).toBe(201);
      return { browser, roster };
    };
    const erik = await player("Erik");
    const freya = await player("Freya");
    expect((await to.call(publish.POST, "POST", "/x", { params: { id: event.id } })).status).toBe(200);

    const data = (await getGameData("t9a", "wdg", db.prisma))!;
    const concealed = [...listConcealedIds(erik.roster.document, data, new Set())];
    expect(concealed.length).toBeGreaterThan(1);
    const options = describeRoster(erik.roster.document, data.system, data.catalogue).forces.flatMap((f) => f.groups.flatMap((g) => g.units.flatMap((u) => u.options)));
    const itemNames = concealed.map((id) => options.find((o) => o.id === id)!.name);

    const listOf = async (viewer: TestBrowser, name: string) => {
      const seen = (await (await viewer.call(lists.GET, "GET", `/api/join/${token}/lists`, at(token))).json()) as PublishedList[];
      return seen.find((l) => l.playerName === name)!;
    };
    // Freya reads Erik's list without his magic items; Erik and the organiser read all of it.
    const forFreya = await listOf(freya.browser, "Erik");
    expect(forFreya.hiddenItems).toBe(true);
    for (const item of itemNames) expect(forFreya.text).not.toContain(item);
    for (const viewer of [erik.browser, to]) {
      const full = await listOf(viewer, "Erik");
      expect(full.hiddenItems).toBe(false);
      for (const item of itemNames) expect(full.text).toContain(item);
    }
  });
});
