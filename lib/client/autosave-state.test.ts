import { describe, expect, it } from "vitest";
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { autosaveReducer, hasUnsavedWork, needsSave, startAutosave, type AutosaveEvent, type AutosaveState } from "./autosave-state";

const doc = (name: string): Roster => ({
  schemaVersion: 2,
  name,
  gameSystemId: "g",
  catalogueId: "c",
  rulesetId: "r",
  limits: {},
  forces: [],
});

const record = (document: Roster, version: number): RosterRecord => ({
  format: "muster",
  id: "r1",
  name: document.name,
  gameSystemId: "g",
  catalogueId: "c",
  document,
  valid: true,
  totals: {},
  models: 0,
  version,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const run = (state: AutosaveState, ...events: AutosaveEvent[]) => events.reduce(autosaveReducer, state);

describe("autosave", () => {
  const a = doc("a");
  const start = startAutosave(record(a, 3));

  it("starts saved, with nothing to send", () => {
    expect(start.status).toBe("saved");
    expect(needsSave(start)).toBe(false);
    expect(hasUnsavedWork(start)).toBe(false);
  });

  it("sends an edit with the version it read, and counts it saved only when the server says so", () => {
    const b = doc("b");
    const edited = run(start, { type: "edited", document: b });
    expect([edited.status, needsSave(edited), hasUnsavedWork(edited)]).toEqual(["pending", true, true]);
    const saving = run(edited, { type: "save-started" });
    expect([saving.status, saving.inFlight, saving.version]).toEqual(["saving", b, 3]);
    expect(needsSave(saving)).toBe(false);
    const done = run(saving, { type: "save-succeeded", record: record(b, 4) });
    expect([done.status, done.version, done.saved, hasUnsavedWork(done)]).toEqual(["saved", 4, b, false]);
  });

  it("keeps one save in flight; an edit made meanwhile is sent next, with the new version", () => {
    const b = doc("b");
    const c = doc("c");
    const state = run(start, { type: "edited", document: b }, { type: "save-started" }, { type: "edited", document: c });
    expect(run(state, { type: "save-started" }).inFlight).toBe(b);
    const after = run(state, { type: "save-succeeded", record: record(b, 4) });
    expect([after.status, after.version, needsSave(after), hasUnsavedWork(after)]).toEqual(["pending", 4, true, true]);
    expect(run(after, { type: "save-started" }).inFlight).toBe(c);
  });

  it("an undo back to the saved document is saved again without a request", () => {
    const state = run(start, { type: "edited", document: doc("b") }, { type: "edited", document: a });
    expect([state.status, needsSave(state)]).toEqual(["saved", false]);
  });

  it("stops on a conflict until the player reloads, and never sends over the other version", () => {
    const b = doc("b");
    const theirs = record(doc("theirs"), 5);
    const conflict = run(start, { type: "edited", document: b }, { type: "save-started" }, { type: "save-conflicted", current: theirs });
    expect([conflict.status, conflict.conflict, needsSave(conflict), hasUnsavedWork(conflict)]).toEqual(["conflict", theirs, false, true]);
    const stillConflict = run(conflict, { type: "edited", document: doc("c") }, { type: "save-started" });
    expect([stillConflict.status, stillConflict.inFlight, needsSave(stillConflict)]).toEqual(["conflict", null, false]);
    const reloaded = run(stillConflict, { type: "reloaded", record: theirs });
    expect([reloaded.status, reloaded.version, reloaded.current, hasUnsavedWork(reloaded)]).toEqual(["saved", 5, theirs.document, false]);
  });

  it("retries a save that failed for want of a network, but not a refused document until it changes", () => {
    const b = doc("b");
    const offline = run(start, { type: "edited", document: b }, { type: "save-started" }, { type: "save-failed", message: "offline", retry: true });
    expect([offline.status, offline.failure, needsSave(offline), hasUnsavedWork(offline)]).toEqual(["failed", "offline", true, true]);
    const refused = run(start, { type: "edited", document: b }, { type: "save-started" }, { type: "save-failed", message: "bad", retry: false });
    expect([refused.status, needsSave(refused)]).toEqual(["failed", false]);
    const fixed = run(refused, { type: "edited", document: doc("c") });
    expect([fixed.status, fixed.failure, needsSave(fixed)]).toEqual(["pending", undefined, true]);
  });
});
