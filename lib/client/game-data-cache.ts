/**
 * Game data packages kept in the browser (IndexedDB), so that opening a builder a second time
 * makes no data request and works with the network off:
 *
 *   const result = await loadDataSet(packageId, { viewer, revision });   // from getDataPackageView
 *   if (!result.ok) show(result.failure.message);
 *
 * A copy is kept per viewer, package and catalogue selection with its revision and ETag
 * (game-data-cache-policy.ts says when it may be used). A package the server no longer shows
 * this viewer (404) is dropped at once; clearGameDataCache() on sign-out drops everything.
 */
import type { DataSet } from "@/lib/battlescribe/data-types";
import { readFailure, type ApiResult } from "./api";
import { dataSetKey, dropsCopy, planLoad, type StoredDataSet } from "./game-data-cache-policy";

/** Where copies live: IndexedDB in a browser, a Map in tests. */
export type DataSetStore = {
  get(key: string): Promise<StoredDataSet | undefined>;
  put(entry: StoredDataSet): Promise<void>;
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
    get: (key) => run("readonly", (s) => s.get(key) as IDBRequest<StoredDataSet | undefined>),
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

const offline = (message: string): ApiResult<DataSet> => ({ ok: false, failure: { status: 0, code: "NETWORK", message, problems: [] } });

export async function loadDataSet(packageId: string, options: LoadDataSetOptions): Promise<ApiResult<DataSet>> {
  const store = storeOf(options);
  const key = dataSetKey(options.viewer, packageId, options.catalogueId);
  const copy = await quietly(() => store.get(key));
  const online = options.online?.() ?? (typeof navigator === "undefined" || navigator.onLine !== false);
  const plan = planLoad(copy, options.revision, online);
  if (plan.kind === "use-copy" && copy) return { ok: true, value: copy.data };
  if (plan.kind === "offline") return offline("offline");

  const query = options.catalogueId ? `?catalogue=${encodeURIComponent(options.catalogueId)}` : "";
  let response: Response;
  try {
    response = await (options.fetcher ?? fetch)(`/api/game-data/${encodeURIComponent(packageId)}${query}`, {
      // The copy here replaces the HTTP cache; its ETag is sent by hand.
      cache: "no-store",
      credentials: "same-origin",
      headers: plan.kind === "ask" && plan.ifNoneMatch ? { "if-none-match": plan.ifNoneMatch } : {},
    });
  } catch (error) {
    if (plan.kind === "ask" && plan.fallBackToCopy && copy) return { ok: true, value: copy.data };
    return offline(error instanceof Error ? error.message : String(error));
  }
  if (response.status === 304 && copy) return { ok: true, value: copy.data };
  if (!response.ok) {
    if (dropsCopy(response.status)) await quietly(() => store.delete(key));
    return { ok: false, failure: await readFailure(response) };
  }
  const data = (await response.json()) as DataSet;
  const etag = response.headers.get("etag");
  const revision = response.headers.get("x-muster-data-revision");
  if (etag && revision) {
    await quietly(() => store.put({ key, viewer: options.viewer, packageId, catalogueId: options.catalogueId ?? "", revision, etag, data, storedAt: Date.now() }));
  }
  return { ok: true, value: data };
}

/** Drops every kept copy (sign-out, or another account signing in on this browser). */
export async function clearGameDataCache(store?: DataSetStore): Promise<void> {
  await quietly(() => storeOf({ store }).clear());
}
