/**
 * Game data kept in the browser (IndexedDB), so that opening a builder or a roster a second time
 * makes no data request and works with the network off:
 *
 *   const result = await loadDataSet(packageId, { viewer, revision });   // from getDataPackageView
 *   const data = await loadRosterData(gameSystemId, catalogueId, { viewer, revision }); // a Muster roster's data
 *   if (!result.ok) show(result.failure.message);
 *
 * A copy is kept per viewer and per package and catalogue selection (or per Muster system and
 * catalogue) with its revision and ETag (game-data-cache-policy.ts says when it may be used).
 * Data the server no longer shows this viewer (404) is dropped at once; clearGameDataCache() on
 * sign-out drops everything.
 */
import type { DataSet } from "@/lib/battlescribe/data-types";
import { readFailure, type ApiResult } from "./api";
import type { Catalogue, GameSystem } from "@/lib/gamedata/catalogue-schema";
import { dataSetKey, dropsCopy, planLoad, rosterDataKey, type StoredCopy } from "./game-data-cache-policy";

/** Where copies live: IndexedDB in a browser, a Map in tests. */
export type DataSetStore = {
  get(key: string): Promise<StoredCopy | undefined>;
  put(entry: StoredCopy): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
};

export type LoadDataSetOptions = {
  /** Key of whoever is looking (getDataPackageView's viewer): copies are never shared between viewers. */
  viewer: string;
  /** The package's current revision when the page knows it: a copy of it is used with no request. */
  revision?: string;
  /** Only this catalogue and those it links (a roster on one faction). */
  catalogueId?: string;
  store?: DataSetStore;
  fetcher?: typeof fetch;
  online?: () => boolean;
};

const DB_NAME = "muster-game-data";
const STORE = "data-sets";

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The IndexedDB store; without IndexedDB (server rendering, private modes that refuse it) nothing is kept. */
export function openIndexedDbStore(factory: IDBFactory | undefined = globalThis.indexedDB): DataSetStore {
  if (!factory) return noStore;
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return promised(work(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    get: (key) => run("readonly", (s) => s.get(key) as IDBRequest<StoredCopy | undefined>),
    put: async (entry) => void (await run("readwrite", (s) => s.put(entry))),
    delete: async (key) => void (await run("readwrite", (s) => s.delete(key))),
    clear: async () => void (await run("readwrite", (s) => s.clear())),
  };
}

const noStore: DataSetStore = { get: async () => undefined, put: async () => {}, delete: async () => {}, clear: async () => {} };

let defaultStore: DataSetStore | undefined;
const storeOf = (options: { store?: DataSetStore }) => options.store ?? (defaultStore ??= openIndexedDbStore());

/** A store that fails (quota, a blocked database) must not stop the builder: it only keeps less. */
async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

const offline = <T>(message: string): ApiResult<T> => ({ ok: false, failure: { status: 0, code: "NETWORK", message, problems: [] } });

type CopyRequest = { key: string; url: string; fields?: Pick<StoredCopy, "packageId" | "catalogueId"> };

/** The answer at `url`: the kept copy when the plan allows it, else the server's (kept for next time). */
async function loadCopy<T>(request: CopyRequest, options: Omit<LoadDataSetOptions, "catalogueId">): Promise<ApiResult<T>> {
  const store = storeOf(options);
  const { key } = request;
  const copy = await quietly(() => store.get(key));
  const online = options.online?.() ?? (typeof navigator === "undefined" || navigator.onLine !== false);
  const plan = planLoad(copy, options.revision, online);
  if (plan.kind === "use-copy" && copy) return { ok: true, value: copy.data as T };
  if (plan.kind === "offline") return offline("offline");

  let response: Response;
  try {
    response = await (options.fetcher ?? fetch)(request.url, {
      // The copy here replaces the HTTP cache; its ETag is sent by hand.
      cache: "no-store",
      credentials: "same-origin",
      headers: plan.kind === "ask" && plan.ifNoneMatch ? { "if-none-match": plan.ifNoneMatch } : {},
    });
  } catch (error) {
    if (plan.kind === "ask" && plan.fallBackToCopy && copy) return { ok: true, value: copy.data as T };
    return offline(error instanceof Error ? error.message : String(error));
  }
  if (response.status === 304 && copy) return { ok: true, value: copy.data as T };
  if (!response.ok) {
    if (dropsCopy(response.status)) await quietly(() => store.delete(key));
    return { ok: false, failure: await readFailure(response) };
  }
  const data = (await response.json()) as T;
  const etag = response.headers.get("etag");
  const revision = response.headers.get("x-muster-data-revision");
  if (etag && revision) {
    await quietly(() => store.put({ key, viewer: options.viewer, ...request.fields, revision, etag, data, storedAt: Date.now() }));
  }
  return { ok: true, value: data };
}

/** A BattleScribe package (or one catalogue with those it links), as /api/game-data/<package> sends it. */
export function loadDataSet(packageId: string, options: LoadDataSetOptions): Promise<ApiResult<DataSet>> {
  const query = options.catalogueId ? `?catalogue=${encodeURIComponent(options.catalogueId)}` : "";
  return loadCopy<DataSet>(
    { key: dataSetKey(options.viewer, packageId, options.catalogueId), url: `/api/game-data/${encodeURIComponent(packageId)}${query}`, fields: { packageId, catalogueId: options.catalogueId ?? "" } },
    options,
  );
}

/** What a roster on Muster's own data is edited with. */
export type RosterGameData = { system: GameSystem; catalogue: Catalogue };

/** A Muster game system and catalogue, as /api/game-systems/<system>/catalogues/<catalogue> sends them. */
export function loadRosterData(gameSystemId: string, catalogueId: string, options: Omit<LoadDataSetOptions, "catalogueId">): Promise<ApiResult<RosterGameData>> {
  return loadCopy<RosterGameData>(
    { key: rosterDataKey(options.viewer, gameSystemId, catalogueId), url: `/api/game-systems/${encodeURIComponent(gameSystemId)}/catalogues/${encodeURIComponent(catalogueId)}` },
    options,
  );
}

/** Drops every kept copy (sign-out, or another account signing in on this browser). */
export async function clearGameDataCache(store?: DataSetStore): Promise<void> {
  await quietly(() => storeOf({ store }).clear());
}
