import { describe, expect, it } from "vitest";
import type { DataSet } from "@/lib/battlescribe/data-types";
import { clearGameDataCache, loadDataSet, type DataSetStore } from "./game-data-cache";
import { dataSetKey, planLoad, type StoredDataSet } from "./game-data-cache-policy";

const dataSet = (revision: number): DataSet => ({ gameSystem: { id: "gs", name: "Game", revision } as DataSet["gameSystem"], catalogues: [] });

function memoryStore(): DataSetStore & { entries: Map<string, StoredDataSet> } {
  const entries = new Map<string, StoredDataSet>();
  return {
    entries,
    get: async (key) => entries.get(key),
    put: async (entry) => void entries.set(entry.key, structuredClone(entry)),
    delete: async (key) => void entries.delete(key),
    clear: async () => entries.clear(),
  };
}

/** A server holding one package per viewer-visible id: answers 200 with ETag/revision, 304 on a match, 404 otherwise. */
function fakeServer() {
  const packages = new Map<string, { revision: string; data: DataSet; visibleTo: string }>();
  const requests: { url: string; ifNoneMatch: string | null }[] = [];
  let down = false;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const ifNoneMatch = new Headers(init?.headers).get("if-none-match");
    requests.push({ url, ifNoneMatch });
    if (down) throw new TypeError("Failed to fetch");
    const id = decodeURIComponent(url.split("/").pop()!.split("?")[0]!);
    const found = packages.get(id);
    if (!found || found.visibleTo !== currentViewer) return Response.json({ error: { code: "NOT_FOUND", message: "No such game data.", problems: [] } }, { status: 404 });
    const etag = `"${id}-${found.revision}"`;
    const headers = { etag, "x-muster-data-revision": found.revision };
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
    return Response.json(found.data, { headers });
  }) as typeof fetch;
  let currentViewer = "alice";
  return {
    packages,
    requests,
    fetcher,
    as: (viewer: string) => void (currentViewer = viewer),
    setDown: (value: boolean) => void (down = value),
  };
}

describe("planLoad", () => {
  const copy = { revision: "r1", etag: '"e1"' } as StoredDataSet;
  it.each([
    ["copy of the page's revision", copy, "r1", true, { kind: "use-copy" }],
    ["copy of the page's revision, offline", copy, "r1", false, { kind: "use-copy" }],
    ["copy of an older revision", copy, "r2", true, { kind: "ask", fallBackToCopy: false }],
    ["copy of an older revision, offline", copy, "r2", false, { kind: "offline" }],
    ["copy, revision unknown", copy, undefined, true, { kind: "ask", ifNoneMatch: '"e1"', fallBackToCopy: true }],
    ["copy, revision unknown, offline", copy, undefined, false, { kind: "use-copy" }],
    ["no copy", undefined, "r1", true, { kind: "ask", fallBackToCopy: false }],
    ["no copy, offline", undefined, undefined, false, { kind: "offline" }],
  ])("%s", (_name, stored, revision, online, expected) => {
    expect(planLoad(stored, revision, online)).toEqual(expected);
  });

  it("keys copies by viewer, package and catalogue", () => {
    expect(new Set([dataSetKey("a", "p"), dataSetKey("b", "p"), dataSetKey("a", "p", "cat"), dataSetKey("a", "q")]).size).toBe(4);
  });
});

describe("loadDataSet", () => {
  it("fetches once, then opens the same revision with no request, also with the network off", async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.packages.set("pkg", { revision: "r1", data: dataSet(1), visibleTo: "alice" });
    const first = await loadDataSet("pkg", { viewer: "alice", revision: "r1", store, fetcher: server.fetcher, online: () => true });
    expect(first).toEqual({ ok: true, value: dataSet(1) });
    expect(server.requests).toHaveLength(1);
    const second = await loadDataSet("pkg", { viewer: "alice", revision: "r1", store, fetcher: server.fetcher, online: () => true });
    expect(second).toEqual({ ok: true, value: dataSet(1) });
    server.setDown(true);
    const offline = await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    expect(offline).toEqual({ ok: true, value: dataSet(1) });
    expect(await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => false })).toEqual({ ok: true, value: dataSet(1) });
    expect(server.requests).toHaveLength(2); // the first, and the offline attempt
  });

  it("asks with the copy's ETag when the revision is unknown, keeping the copy on 304", async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.packages.set("pkg", { revision: "r1", data: dataSet(1), visibleTo: "alice" });
    await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    const again = await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    expect(again).toEqual({ ok: true, value: dataSet(1) });
    expect(server.requests.map((r) => r.ifNoneMatch)).toEqual([null, '"pkg-r1"']);
  });

  it("fetches a new revision and keeps it instead of the old one", async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.packages.set("pkg", { revision: "r1", data: dataSet(1), visibleTo: "alice" });
    await loadDataSet("pkg", { viewer: "alice", revision: "r1", store, fetcher: server.fetcher, online: () => true });
    server.packages.set("pkg", { revision: "r2", data: dataSet(2), visibleTo: "alice" });
    expect(await loadDataSet("pkg", { viewer: "alice", revision: "r2", store, fetcher: server.fetcher, online: () => true })).toEqual({ ok: true, value: dataSet(2) });
    expect(server.requests.at(-1)?.ifNoneMatch).toBeNull();
    expect([...store.entries.values()].map((e) => e.revision)).toEqual(["r2"]);
    // Unknown revision now revalidates the new copy.
    await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    expect(server.requests.at(-1)?.ifNoneMatch).toBe('"pkg-r2"');
  });

  it("never serves one viewer's copy to another, and drops a copy the server no longer shows", async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.packages.set("pkg", { revision: "r1", data: dataSet(1), visibleTo: "alice" });
    await loadDataSet("pkg", { viewer: "alice", revision: "r1", store, fetcher: server.fetcher, online: () => true });

    server.as("bob");
    const bob = await loadDataSet("pkg", { viewer: "bob", revision: "r1", store, fetcher: server.fetcher, online: () => true });
    expect(bob.ok).toBe(false);
    expect(bob.ok ? undefined : bob.failure.status).toBe(404);
    expect(await loadDataSet("pkg", { viewer: "bob", store, fetcher: server.fetcher, online: () => false })).toMatchObject({ ok: false, failure: { code: "NETWORK" } });

    // Deleted on the server: the owner's next revalidation drops the copy too.
    server.as("alice");
    server.packages.delete("pkg");
    expect((await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => true })).ok).toBe(false);
    expect(store.entries.size).toBe(0);
  });

  it("keeps catalogue selections apart and clears everything on sign-out", async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.packages.set("pkg", { revision: "r1", data: dataSet(1), visibleTo: "alice" });
    await loadDataSet("pkg", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    await loadDataSet("pkg", { viewer: "alice", catalogueId: "marines", store, fetcher: server.fetcher, online: () => true });
    expect(server.requests.map((r) => r.url)).toEqual(["/api/game-data/pkg", "/api/game-data/pkg?catalogue=marines"]);
    expect(store.entries.size).toBe(2);
    await clearGameDataCache(store);
    expect(store.entries.size).toBe(0);
  });

  it("still answers when the store fails (quota, blocked database), keeping nothing", async () => {
    const server = fakeServer();
    server.packages.set("pkg", { revision: "r1", data: dataSet(1), visibleTo: "alice" });
    const failing: DataSetStore = { get: () => Promise.reject(new Error("blocked")), put: () => Promise.reject(new Error("quota")), delete: () => Promise.reject(new Error("x")), clear: () => Promise.reject(new Error("x")) };
    expect(await loadDataSet("pkg", { viewer: "alice", revision: "r1", store: failing, fetcher: server.fetcher, online: () => true })).toEqual({ ok: true, value: dataSet(1) });
  });
});
