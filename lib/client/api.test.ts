import { describe, expect, it } from "vitest";
import type { Roster } from "@/lib/gamedata/roster-schema";
import { conflictRecord, fetchRosters, saveRoster } from "./api";
import { saveAsCopy } from "./save-as-copy";

type Call = { url: string; method: string; body?: unknown };

/** A fetch that records requests and answers from a script, in order. */
function scripted(answers: { status: number; body?: unknown }[] | Error) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? "GET", ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (answers instanceof Error) throw answers;
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected request");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { calls, fetcher };
}

const doc: Roster = { schemaVersion: 2, name: "Mine", gameSystemId: "g", catalogueId: "c", rulesetId: "r", battleSizeId: "b", limits: { pts: 2000 }, forces: [] };
const record = (id: string, version: number, document = doc) => ({ id, name: document.name, gameSystemId: "g", catalogueId: "c", document, valid: true, totals: {}, models: 0, version, createdAt: "", updatedAt: "" });

describe("the API client", () => {
  it("sends the query and reads the list", async () => {
    const { calls, fetcher } = scripted([{ status: 200, body: [] }]);
    expect(await fetchRosters({ q: " orks ", sort: "name" }, fetcher)).toEqual({ ok: true, value: [] });
    expect(calls[0]?.url).toBe("/api/rosters?q=orks&sort=name");
  });

  it("turns a 409 into a failure that carries the stored roster", async () => {
    const theirs = record("r1", 5);
    const { calls, fetcher } = scripted([{ status: 409, body: { error: { code: "CONFLICT", message: "changed elsewhere", problems: [], data: { current: theirs } } } }]);
    const result = await saveRoster("r1", { document: doc, version: 4 }, fetcher);
    expect(calls[0]).toMatchObject({ url: "/api/rosters/r1", method: "PUT", body: { document: doc, version: 4 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([result.failure.status, result.failure.code, result.failure.message]).toEqual([409, "CONFLICT", "changed elsewhere"]);
    expect(conflictRecord(result.failure)).toEqual(theirs);
  });

  it("reports a network failure instead of throwing", async () => {
    const { fetcher } = scripted(new TypeError("Failed to fetch"));
    const result = await fetchRosters({}, fetcher);
    expect(result).toEqual({ ok: false, failure: { status: 0, code: "NETWORK", message: "", problems: [] } });
  });

  it("keeps no English of the browser or the status line: the page words an unreadable answer", async () => {
    const { fetcher } = scripted([{ status: 502 }, { status: 200 }]);
    const gateway = await fetchRosters({}, fetcher);
    const empty = await fetchRosters({}, fetcher);
    expect(gateway).toEqual({ ok: false, failure: { status: 502, code: "UNEXPECTED", message: "", problems: [] } });
    expect(empty).toEqual({ ok: false, failure: { status: 200, code: "UNEXPECTED", message: "", problems: [] } });
  });

  it("keeps mine as a copy: a new roster of the same game and size, then my document saved into it", async () => {
    const { calls, fetcher } = scripted([
      { status: 201, body: record("copy", 1) },
      { status: 200, body: record("copy", 2) },
    ]);
    const result = await saveAsCopy(doc, "Mine (my copy)", fetcher);
    expect(result.ok && result.value.id).toBe("copy");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/rosters", "PUT /api/rosters/copy"]);
    expect(calls[0]?.body).toEqual({ name: "Mine (my copy)", gameSystemId: "g", catalogueId: "c", rulesetId: "r", battleSizeId: "b", limits: { pts: 2000 } });
    expect(calls[1]?.body).toEqual({ document: { ...doc, name: "Mine (my copy)" }, version: 1 });
  });

  it("keeps a BattleScribe roster as a copy in one request: its XML, named as the copy", async () => {
    const xml = '<roster name="Mine" gameSystemId="g"/>';
    const { calls, fetcher } = scripted([{ status: 201, body: { ...record("bs-copy", 1), format: "battlescribe", document: { xml } } }]);
    const result = await saveAsCopy({ xml }, "Mine (my copy)", fetcher);
    expect(result.ok && result.value.id).toBe("bs-copy");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/rosters"]);
    expect(calls[0]?.body).toEqual({ format: "battlescribe", xml, name: "Mine (my copy)" });
  });

  it("cuts a copy's name to the 200 characters a name may have", async () => {
    const { calls, fetcher } = scripted([{ status: 201, body: record("bs-copy", 1) }]);
    await saveAsCopy({ xml: "<roster/>" }, "x".repeat(250), fetcher);
    expect((calls[0]?.body as { name: string }).name).toHaveLength(200);
  });
});
