import { describe, expect, it } from "vitest";
import type { DataSet } from "@/lib/battlescribe/data-types";
import { clearGameDataCache, loadDataSet, loadRosterData, type DataSetStore, type RosterGameData } from "./game-data-cache";
import { dataSetKey, planLoad, rosterDataKey, type StoredCopy, type StoredDataSet } from "./game-data-cache-policy";

const dataSet = (revision: number): DataSet => ({ gameSystem: { id: "gs", name: "Game", revision } as DataSet["gameSystem"], catalogues: [] });

function memoryStore(): DataSetStore & { entries: Map<string, StoredCopy> } {
  const entries = new Map<string, StoredCopy>();
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

describe("loadRosterData (a roster on Muster's own data)", () => {
  const gameData = (revision: number) => ({ system: { id: "aos", revision }, catalogue: { id: "sce", revision } }) as unknown as RosterGameData;

  /** Serves /api/game-systems/<system>/catalogues/<catalogue> by version, with ETag and 304. */
  function rosterDataServer() {
    const versions = new Map<string, { revision: string; data: RosterGameData }>();
    const requests: { url: string; ifNoneMatch: string | null }[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const ifNoneMatch = new Headers(init?.headers).get("if-none-match");
      requests.push({ url, ifNoneMatch });
      const found = versions.get(url);
      if (!found) return Response.json({ error: { code: "NOT_FOUND", message: "No such game data.", problems: [] } }, { status: 404 });
      const headers = { etag: `"${found.revision}"`, "x-muster-data-revision": found.revision };
      if (ifNoneMatch === headers.etag) return new Response(null, { status: 304, headers });
      return Response.json(found.data, { headers });
    }) as typeof fetch;
    return { versions, requests, fetcher };
  }
  const URL_SCE = "/api/game-systems/aos/catalogues/sce";

  it("asks once per version, opens that version again with no request (offline too), and fetches a new version", async () => {
    const server = rosterDataServer();
    const store = memoryStore();
    server.versions.set(URL_SCE, { revision: "v1", data: gameData(1) });
    const open = (revision?: string, online = true) => loadRosterData("aos", "sce", { viewer: "alice", revision, store, fetcher: server.fetcher, online: () => online });
    expect(await open("v1")).toEqual({ ok: true, value: gameData(1) });
    expect(await open("v1")).toEqual({ ok: true, value: gameData(1) });
    expect(await open("v1", false)).toEqual({ ok: true, value: gameData(1) });
    expect(server.requests.map((r) => r.url)).toEqual([URL_SCE]);

    server.versions.set(URL_SCE, { revision: "v2", data: gameData(2) });
    expect(await open("v2")).toEqual({ ok: true, value: gameData(2) });
    expect(server.requests).toHaveLength(2);
    expect([...store.entries.values()].map((e) => e.revision)).toEqual(["v2"]);
  });

  it("never reads a package's copy for a roster's data, or one viewer's for another", async () => {
    const server = rosterDataServer();
    const store = memoryStore();
    server.versions.set(URL_SCE, { revision: "v1", data: gameData(1) });
    await loadRosterData("aos", "sce", { viewer: "alice", revision: "v1", store, fetcher: server.fetcher, online: () => true });
    await loadRosterData("aos", "sce", { viewer: "bob", revision: "v1", store, fetcher: server.fetcher, online: () => true });
    expect(server.requests).toHaveLength(2);
    expect(new Set([rosterDataKey("alice", "aos", "sce"), dataSetKey("alice", "aos", "sce"), rosterDataKey("bob", "aos", "sce")]).size).toBe(3);
  });

  it("drops the copy when the data is gone from the server", async () => {
    const server = rosterDataServer();
    const store = memoryStore();
    server.versions.set(URL_SCE, { revision: "v1", data: gameData(1) });
    await loadRosterData("aos", "sce", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    server.versions.clear();
    const gone = await loadRosterData("aos", "sce", { viewer: "alice", store, fetcher: server.fetcher, online: () => true });
    expect(gone.ok ? undefined : gone.failure.status).toBe(404);
    expect(store.entries.size).toBe(0);
  });
});
