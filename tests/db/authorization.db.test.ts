/**
 * docs/security.md's authorization table, walked through the HTTP API: every operation on a
 * roster, its history, its share links and an account, by every role, allowed or refused
 * exactly as the table says; then every event operation by every role around an event. The
 * tables below are the ones in the docs (a test keeps them equal).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestPrisma } from "./support/app-prisma";

import * as account from "../../app/api/account/route";
import * as sessionRoute from "../../app/api/account/sessions/[id]/route";
import * as emailRoute from "../../app/api/account/email/route";
import * as passkeys from "../../app/api/account/passkeys/route";
import * as passkeyOne from "../../app/api/account/passkeys/[id]/route";
import * as passkeyOptions from "../../app/api/account/passkeys/options/route";
import * as signIn from "../../app/api/account/sign-in/route";
import * as signOut from "../../app/api/account/sign-out/route";
import * as signUp from "../../app/api/account/sign-up/route";
import * as rosters from "../../app/api/rosters/route";
import * as one from "../../app/api/rosters/[id]/route";
import * as duplicate from "../../app/api/rosters/[id]/duplicate/route";
import * as exportRoute from "../../app/api/rosters/[id]/export/route";
import * as history from "../../app/api/rosters/[id]/history/route";
import * as shares from "../../app/api/rosters/[id]/share/route";
import * as shareOne from "../../app/api/rosters/[id]/share/[token]/route";
import * as shared from "../../app/api/share/[token]/route";
import * as sharedCopy from "../../app/api/share/[token]/copy/route";
import * as events from "../../app/api/events/route";
import * as oneEvent from "../../app/api/events/[id]/route";
import * as eventDownload from "../../app/api/events/[id]/download/route";
import * as eventBook from "../../app/api/events/[id]/book/route";
import * as eventPublish from "../../app/api/events/[id]/publish/route";
import * as eventClose from "../../app/api/events/[id]/close/route";
import * as eventReview from "../../app/api/events/[id]/submissions/[submission]/route";
import * as join from "../../app/api/join/[token]/route";
import * as joinLists from "../../app/api/join/[token]/lists/route";
import * as joinSubmit from "../../app/api/join/[token]/submit/route";
import type { OrganiserEvent, SubmissionInfo } from "../../lib/data-access/events";
import type { AccountView } from "../../lib/data-access/accounts";
import type { RosterRecord } from "../../lib/schemas/roster-requests";
import { TEST_ORIGIN, TestBrowser, createSeededDatabase } from "./rosters.support";
import { SoftAuthenticator } from "./support/soft-authenticator";
import type { TestDatabase } from "./support/test-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createSeededDatabase();
  useTestPrisma(db.prisma);
});
afterAll(async () => {
  await db.close();
});

type Role = "owner" | "account owner" | "signed-in other" | "anonymous" | "other browser" | "share-token holder" | "revoked session";
type Verdict = "allowed" | "refused";

/** One row per operation: what each role gets. Mirrors the table in docs/security.md. */
const TABLE: { operation: string; verdicts: Record<Role, Verdict> }[] = [
  { operation: "read a roster", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "change a roster", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "export a roster", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "duplicate a roster", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "read a roster's history", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "list share links", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "create a share link", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "revoke a share link", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "open a share link", verdicts: v("allowed", "allowed", "allowed", "allowed", "allowed", "allowed", "allowed") },
  { operation: "copy a shared roster", verdicts: v("allowed", "allowed", "allowed", "allowed", "allowed", "allowed", "allowed") },
  { operation: "delete a roster", verdicts: v("allowed", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "read one's own account", verdicts: v("refused", "allowed", "allowed", "refused", "refused", "refused", "refused") },
  { operation: "revoke the account's session", verdicts: v("refused", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "add a passkey to one's own account", verdicts: v("refused", "allowed", "allowed", "refused", "refused", "refused", "refused") },
  { operation: "remove the account's passkey", verdicts: v("refused", "allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "change one's own e-mail address", verdicts: v("refused", "allowed", "allowed", "refused", "refused", "refused", "refused") },
];

/** A passkey made for the browser's account; the status of the step that failed, or of the last. */
async function addPasskey(browser: TestBrowser): Promise<{ status: number; id?: string }> {
  const options = await browser.call(passkeyOptions.POST, "POST", "/api/account/passkeys/options");
  if (!options.ok) return { status: options.status };
  const added = await browser.call(passkeys.POST, "POST", "/api/account/passkeys", { body: { response: new SoftAuthenticator(TEST_ORIGIN).create(await options.json()) } });
  return { status: added.status, id: added.ok ? ((await added.json()) as { id: string }).id : undefined };
}

function v(owner: Verdict, accountOwner: Verdict, signedInOther: Verdict, anonymous: Verdict, otherBrowser: Verdict, tokenHolder: Verdict, revoked: Verdict): Record<Role, Verdict> {
  return { owner, "account owner": accountOwner, "signed-in other": signedInOther, anonymous, "other browser": otherBrowser, "share-token holder": tokenHolder, "revoked session": revoked };
}

const ROLES = Object.keys(TABLE[0]!.verdicts) as Role[];
const PASSWORD = "table walking password";

type World = { browser: TestBrowser; roster: RosterRecord; token: string; otherSessionId?: string };

async function createRoster(browser: TestBrowser): Promise<RosterRecord> {
  const body = { name: "Guarded", gameSystemId: "aof-regiments", catalogueId: "aofr-human-empire", rulesetId: "standard", limits: {}, exampleFile: "aof-regiments-750.json" };
  const response = await browser.call(rosters.POST, "POST", "/api/rosters", { body });
  expect(response.status).toBe(201);
  return (await response.json()) as RosterRecord;
}

async function share(owner: TestBrowser, roster: RosterRecord): Promise<string> {
  const response = await owner.call(shares.POST, "POST", `/api/rosters/${roster.id}/share`, { params: { id: roster.id }, body: {} });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

let counter = 0;
async function account_(browser: TestBrowser): Promise<string> {
  const email = `role-${++counter}@example.com`;
  expect((await browser.call(signUp.POST, "POST", "/api/account/sign-up", { body: { email, password: PASSWORD } })).status).toBe(201);
  return email;
}

/** A fresh world per cell: the roster's owner (anonymous browser or account) and the role acting on it. */
async function setUp(role: Role): Promise<{ actor: TestBrowser; world: World }> {
  const byAccount = role !== "owner";
  const ownerBrowser = new TestBrowser();
  const roster = await createRoster(ownerBrowser);
  let email: string | undefined;
  if (byAccount) email = await account_(ownerBrowser);
  const token = await share(ownerBrowser, roster);
  const world: World = { browser: ownerBrowser, roster, token };
  switch (role) {
    case "owner":
    case "account owner":
      return { actor: ownerBrowser, world };
    case "signed-in other": {
      const other = new TestBrowser();
      await account_(other);
      return { actor: other, world };
    }
    case "anonymous":
      return { actor: new TestBrowser(), world };
    case "other browser": {
      const other = new TestBrowser();
      await createRoster(other);
      return { actor: other, world };
    }
    case "share-token holder":
      return { actor: new TestBrowser(), world };
    case "revoked session": {
      const club = new TestBrowser();
      expect((await club.call(signIn.POST, "POST", "/api/account/sign-in", { body: { email, password: PASSWORD } })).status).toBe(200);
      const stale = club.cookie as string;
      const view = (await (await ownerBrowser.call(account.GET, "GET", "/api/account")).json()) as AccountView;
      const clubSession = view.sessions.find((s) => !s.current)!;
      expect((await ownerBrowser.call(sessionRoute.DELETE, "DELETE", `/api/account/sessions/${clubSession.id}`, { params: { id: clubSession.id } })).status).toBe(204);
      return { actor: new TestBrowser(stale), world };
    }
  }
}

async function perform(operation: string, actor: TestBrowser, world: World): Promise<number> {
  const { roster, token } = world;
  const params = { id: roster.id };
  switch (operation) {
    case "read a roster":
      return (await actor.call(one.GET, "GET", `/api/rosters/${roster.id}`, { params })).status;
    case "change a roster": {
      const document = { ...roster.document, name: "Taken over" };
      return (await actor.call(one.PUT, "PUT", `/api/rosters/${roster.id}`, { params, body: { document, version: roster.version } })).status;
    }
    case "export a roster":
      return (await actor.call(exportRoute.GET, "GET", `/api/rosters/${roster.id}/export?format=json`, { params })).status;
    case "duplicate a roster":
      return (await actor.call(duplicate.POST, "POST", `/api/rosters/${roster.id}/duplicate`, { params })).status;
    case "read a roster's history":
      return (await actor.call(history.GET, "GET", `/api/rosters/${roster.id}/history`, { params })).status;
    case "list share links":
      return (await actor.call(shares.GET, "GET", `/api/rosters/${roster.id}/share`, { params })).status;
    case "create a share link":
      return (await actor.call(shares.POST, "POST", `/api/rosters/${roster.id}/share`, { params, body: {} })).status;
    case "revoke a share link":
      return (await actor.call(shareOne.DELETE, "DELETE", `/api/rosters/${roster.id}/share/${token}`, { params: { id: roster.id, token } })).status;
    case "open a share link":
      return (await actor.call(shared.GET, "GET", `/api/share/${token}`, { params: { token } })).status;
    case "copy a shared roster":
      return (await actor.call(sharedCopy.POST, "POST", `/api/share/${token}/copy`, { params: { token } })).status;
    case "delete a roster":
      return (await actor.call(one.DELETE, "DELETE", `/api/rosters/${roster.id}`, { params })).status;
    case "read one's own account":
      return (await actor.call(account.GET, "GET", "/api/account")).status;
    case "revoke the account's session": {
      // The owner browser's own session, as seen by the account's owner.
      const view = (await (await world.browser.call(account.GET, "GET", "/api/account")).json().catch(() => null)) as AccountView | null;
      const target = view?.sessions?.find((s) => s.current)?.id ?? "none";
      return (await actor.call(sessionRoute.DELETE, "DELETE", `/api/account/sessions/${target}`, { params: { id: target } })).status;
    }
    case "add a passkey to one's own account":
      return (await addPasskey(actor)).status;
    case "change one's own e-mail address":
      return (await actor.call(emailRoute.POST, "POST", "/api/account/email", { body: { newEmail: `moved-${++counter}@example.com`, password: PASSWORD } })).status;
    case "remove the account's passkey": {
      const target = (await addPasskey(world.browser)).id ?? "none";
      return (await actor.call(passkeyOne.DELETE, "DELETE", `/api/account/passkeys/${target}`, { params: { id: target } })).status;
    }
  }
  throw new Error(`no such operation: ${operation}`);
}

describe("authorization table (docs/security.md)", () => {
  for (const { operation, verdicts } of TABLE) {
    it.each(ROLES)(`${operation}: %s`, async (role) => {
      const { actor, world } = await setUp(role);
      const status = await perform(operation, actor, world);
      if (verdicts[role] === "allowed") expect(status, `${role} should be allowed to ${operation}`).toBeLessThan(300);
      else expect([401, 403, 404], `${role} should be refused ${operation} (got ${status})`).toContain(status);
    });
  }

  it("is the table docs/security.md shows", () => {
    const doc = fs.readFileSync(path.join(__dirname, "../../docs/security.md"), "utf8");
    for (const { operation, verdicts } of TABLE) {
      const row = `| ${operation} | ${ROLES.map((role) => (verdicts[role] === "allowed" ? "yes" : "no")).join(" | ")} |`;
      expect(doc, `docs/security.md lacks the row: ${row}`).toContain(row);
    }
    expect(doc).toContain(`| operation | ${ROLES.join(" | ")} |`);
  });

  it("signing out is allowed to anyone and changes nothing for others", async () => {
    const me = new TestBrowser();
    await account_(me);
    expect((await new TestBrowser().call(signOut.POST, "POST", "/api/account/sign-out")).status).toBe(204);
    expect((await me.call(account.GET, "GET", "/api/account")).status).toBe(200);
  });
});


type EventRole = "organiser" | "other account" | "participant before publication" | "participant after publication" | "link holder after publication" | "link holder of a public event";

/** Events: who may do what. Mirrors the second table in docs/security.md. */
const EVENT_TABLE: { operation: string; verdicts: Record<EventRole, Verdict> }[] = [
  { operation: "read the organiser's page", verdicts: e("allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "review a list", verdicts: e("allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "download the lists", verdicts: e("allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "download the list book", verdicts: e("allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "publish the lists", verdicts: e("allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "close entries", verdicts: e("allowed", "refused", "refused", "refused", "refused", "refused") },
  { operation: "open the join page", verdicts: e("allowed", "allowed", "allowed", "allowed", "allowed", "allowed") },
  { operation: "send a list before the deadline", verdicts: e("allowed", "allowed", "allowed", "allowed", "allowed", "allowed") },
  { operation: "read the published lists", verdicts: e("refused", "refused", "refused", "allowed", "refused", "allowed") },
];

function e(organiser: Verdict, other: Verdict, before: Verdict, after: Verdict, holder: Verdict, publicHolder: Verdict): Record<EventRole, Verdict> {
  return { organiser, "other account": other, "participant before publication": before, "participant after publication": after, "link holder after publication": holder, "link holder of a public event": publicHolder };
}

const EVENT_ROLES = Object.keys(EVENT_TABLE[0]!.verdicts) as EventRole[];

type EventWorld = { organiser: TestBrowser; eventId: string; token: string; submissionId: string };

async function eventWorld(role: EventRole): Promise<{ actor: TestBrowser; world: EventWorld }> {
  const organiser = new TestBrowser();
  await account_(organiser);
  const body = { name: "Table Clash", pack: { gameSystemId: "aof-regiments", rulesetId: "standard", limits: { pts: 100_000 } }, deadline: new Date(Date.now() + 86_400_000).toISOString(), publicLists: role === "link holder of a public event" };
  const created = (await (await organiser.call(events.POST, "POST", "/api/events", { body })).json()) as { id: string };
  const view = (await (await organiser.call(oneEvent.GET, "GET", `/api/events/${created.id}`, { params: { id: created.id } })).json()) as OrganiserEvent;
  const participant = new TestBrowser();
  const roster = await createRoster(participant);
  const sent = (await (await participant.call(joinSubmit.POST, "POST", "/x", { params: { token: view.joinToken }, body: { rosterId: roster.id, playerName: "Pat" } })).json()) as SubmissionInfo;
  const world = { organiser, eventId: created.id, token: view.joinToken, submissionId: sent.id };
  if (role.includes("after publication") || role === "link holder of a public event") {
    expect((await organiser.call(eventPublish.POST, "POST", "/x", { params: { id: created.id } })).status).toBe(200);
  }
  switch (role) {
    case "organiser":
      return { actor: organiser, world };
    case "other account": {
      const other = new TestBrowser();
      await account_(other);
      return { actor: other, world };
    }
    case "participant before publication":
    case "participant after publication":
      return { actor: participant, world };
    case "link holder after publication":
    case "link holder of a public event":
      return { actor: new TestBrowser(), world };
  }
}

async function performOnEvent(operation: string, actor: TestBrowser, world: EventWorld): Promise<number> {
  const { eventId, token, submissionId } = world;
  switch (operation) {
    case "read the organiser's page":
      return (await actor.call(oneEvent.GET, "GET", `/api/events/${eventId}`, { params: { id: eventId } })).status;
    case "review a list":
      return (await actor.call(eventReview.POST, "POST", "/x", { params: { id: eventId, submission: submissionId }, body: { status: "returned", comment: "Taken over" } })).status;
    case "download the lists":
      return (await actor.call(eventDownload.GET, "GET", `/api/events/${eventId}/download`, { params: { id: eventId } })).status;
    case "download the list book":
      return (await actor.call(eventBook.GET, "GET", `/api/events/${eventId}/book`, { params: { id: eventId } })).status;
    case "publish the lists":
      return (await actor.call(eventPublish.POST, "POST", "/x", { params: { id: eventId } })).status;
    case "close entries":
      return (await actor.call(eventClose.POST, "POST", "/x", { params: { id: eventId } })).status;
    case "open the join page":
      return (await actor.call(join.GET, "GET", `/api/join/${token}`, { params: { token } })).status;
    case "send a list before the deadline": {
      const roster = await createRoster(actor);
      return (await actor.call(joinSubmit.POST, "POST", "/x", { params: { token }, body: { rosterId: roster.id, playerName: "Someone" } })).status;
    }
    case "read the published lists":
      return (await actor.call(joinLists.GET, "GET", `/api/join/${token}/lists`, { params: { token } })).status;
  }
  throw new Error(`no such operation: ${operation}`);
}

describe("authorization table of events (docs/security.md)", () => {
  for (const { operation, verdicts } of EVENT_TABLE) {
    it.each(EVENT_ROLES)(`${operation}: %s`, async (role) => {
      const { actor, world } = await eventWorld(role);
      const status = await performOnEvent(operation, actor, world);
      if (verdicts[role] === "allowed") expect(status, `${role} should be allowed to ${operation}`).toBeLessThan(300);
      else expect([401, 403, 404], `${role} should be refused ${operation} (got ${status})`).toContain(status);
    });
  }

  it("is the table docs/security.md shows", () => {
    const doc = fs.readFileSync(path.join(__dirname, "../../docs/security.md"), "utf8");
    expect(doc).toContain(`| event operation | ${EVENT_ROLES.join(" | ")} |`);
    for (const { operation, verdicts } of EVENT_TABLE) {
      expect(doc).toContain(`| ${operation} | ${EVENT_ROLES.map((role) => (verdicts[role] === "allowed" ? "yes" : "no")).join(" | ")} |`);
    }
  });
});
