/**
 * When the browser's copy of a game data package may be used (pure, for
 * lib/client/game-data-cache.ts). A copy is kept per viewer, package and catalogue selection,
 * with the revision and ETag it was sent with.
 */
import type { DataSet } from "@/lib/battlescribe/data-types";

/** A kept copy of one answer of the server, with the version and ETag it came with. */
export type StoredCopy<T = unknown> = {
  key: string;
  viewer: string;
  revision: string;
  etag: string;
  data: T;
  storedAt: number;
  /** A BattleScribe package's id, for copies of /api/game-data/<package>. */
  packageId?: string;
  /** "" for the whole package; else the catalogue whose linked catalogues were sent. */
  catalogueId?: string;
};

export type StoredDataSet = StoredCopy<DataSet> & { packageId: string; catalogueId: string };

/**
 * One browser may be used by several accounts (and by none): the viewer is part of the key, so
 * a copy is only ever read back for the viewer it was sent to.
 */
export function dataSetKey(viewer: string, packageId: string, catalogueId = ""): string {
  return JSON.stringify([viewer, packageId, catalogueId]);
}

/** A Muster game system and catalogue (a roster editor's data): a key no package key can equal. */
export function rosterDataKey(viewer: string, gameSystemId: string, catalogueId: string): string {
  return JSON.stringify([viewer, "muster", gameSystemId, catalogueId]);
}

export type LoadPlan =
  /** The page said which revision is current and the copy is that revision: no request. */
  | { kind: "use-copy" }
  /** Ask the server; send the copy's ETag when the copy may still be current. */
  | { kind: "ask"; ifNoneMatch?: string; fallBackToCopy: boolean }
  /** Offline with nothing usable. */
  | { kind: "offline" };

/**
 * - revision known and equal to the copy's: use the copy (no request, works offline);
 * - revision known and different: fetch the new one (the copy is outdated; not used offline);
 * - revision unknown: ask with the copy's ETag (304 keeps it), and use the copy when offline.
 */
export function planLoad(copy: StoredCopy | undefined, revision: string | undefined, online: boolean): LoadPlan {
  if (copy && revision !== undefined && copy.revision === revision) return { kind: "use-copy" };
  const mayBeCurrent = copy !== undefined && revision === undefined;
  if (!online) return mayBeCurrent ? { kind: "use-copy" } : { kind: "offline" };
  return { kind: "ask", ...(mayBeCurrent ? { ifNoneMatch: copy.etag } : {}), fallBackToCopy: mayBeCurrent };
}

/** Answers after which the copy must go: the package is gone or this viewer may not see it. */
export function dropsCopy(status: number): boolean {
  return status === 401 || status === 403 || status === 404 || status === 410;
}
