/**
 * The browser's side of docs/api.md: one function per route, each answering a result instead of
 * throwing, so components decide what a refusal means (a conflict dialog, a message in the page).
 */
import type { MusterErrorCode, ProblemDetail } from "@/lib/errors/muster-error";
import type {
  AnyRosterRecord,
  CreateRosterBody,
  CreateRosterRequest,
  ListRostersQuery,
  RosterRecord,
  RosterSummary,
  SaveRosterBody,
  SaveRosterRequest,
} from "@/lib/schemas/roster-requests";

/**
 * A refusal from the server, or `NETWORK` when no answer came (offline, server down).
 * `message` is the server's own words (already in the visitor's language); it is empty when the
 * server said nothing readable, so the page words it with `failureText` (lib/client/failure-text.ts).
 */
export type ApiFailure = {
  status: number;
  code: MusterErrorCode | "NETWORK" | "UNEXPECTED";
  message: string;
  problems: ProblemDetail[];
  data?: unknown;
};

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

type Fetch = typeof fetch;

export async function readFailure(response: Response): Promise<ApiFailure> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = (body as { error?: Partial<ApiFailure> } | undefined)?.error;
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    return {
      status: response.status,
      code: error.code as ApiFailure["code"],
      message: error.message,
      problems: Array.isArray(error.problems) ? error.problems : [],
      ...(error.data !== undefined ? { data: error.data } : {}),
    };
  }
  return { status: response.status, code: "UNEXPECTED", message: "", problems: [] };
}

/** Sends one request; `fetcher` is swappable so tests can answer without a server. */
export async function request<T>(url: string, init: RequestInit = {}, fetcher: Fetch = fetch): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      cache: "no-store",
      credentials: "same-origin",
      headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
    });
  } catch {
    // The browser's own words ("Failed to fetch") are English whatever the page's language.
    return { ok: false, failure: { status: 0, code: "NETWORK", message: "", problems: [] } };
  }
  if (!response.ok) return { ok: false, failure: await readFailure(response) };
  if (response.status === 204) return { ok: true, value: undefined as T };
  const value = (await response.json().catch(() => undefined)) as T | undefined;
  if (value === undefined) return { ok: false, failure: { status: response.status, code: "UNEXPECTED", message: "", problems: [] } };
  return { ok: true, value };
}

const rosterUrl = (id: string) => `/api/rosters/${encodeURIComponent(id)}`;

export function fetchRosters(query: Partial<ListRostersQuery> = {}, fetcher?: Fetch): Promise<ApiResult<RosterSummary[]>> {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.sort) params.set("sort", query.sort);
  const search = params.toString();
  return request(`/api/rosters${search ? `?${search}` : ""}`, {}, fetcher);
}

export function createRoster(body: CreateRosterRequest, fetcher?: Fetch): Promise<ApiResult<RosterRecord>> {
  return request("/api/rosters", { method: "POST", body: JSON.stringify(body) }, fetcher);
}

export function fetchRoster(id: string, fetcher?: Fetch): Promise<ApiResult<AnyRosterRecord>> {
  return request(rosterUrl(id), {}, fetcher);
}

export function saveRoster(id: string, body: SaveRosterRequest, fetcher?: Fetch): Promise<ApiResult<RosterRecord>> {
  return request(rosterUrl(id), { method: "PUT", body: JSON.stringify(body) }, fetcher);
}

/** PUT of a document of any format (a BattleScribe roster's XML, a Muster document) with the version read. */
export function saveAnyRoster(id: string, body: SaveRosterBody, fetcher?: Fetch): Promise<ApiResult<AnyRosterRecord>> {
  return request(rosterUrl(id), { method: "PUT", body: JSON.stringify(body) }, fetcher);
}

/** POST of a roster of any format: a Muster roster to make, or a BattleScribe roster's XML. */
export function createAnyRoster(body: CreateRosterBody, fetcher?: Fetch): Promise<ApiResult<AnyRosterRecord>> {
  return request("/api/rosters", { method: "POST", body: JSON.stringify(body) }, fetcher);
}

export function renameRoster(id: string, name: string, fetcher?: Fetch): Promise<ApiResult<RosterRecord>> {
  return request(rosterUrl(id), { method: "PATCH", body: JSON.stringify({ name }) }, fetcher);
}

export function deleteRoster(id: string, fetcher?: Fetch): Promise<ApiResult<void>> {
  return request(rosterUrl(id), { method: "DELETE" }, fetcher);
}

export function restoreRoster(id: string, fetcher?: Fetch): Promise<ApiResult<RosterRecord>> {
  return request(`${rosterUrl(id)}/restore`, { method: "POST" }, fetcher);
}

export function duplicateRoster(id: string, fetcher?: Fetch): Promise<ApiResult<RosterRecord>> {
  return request(`${rosterUrl(id)}/duplicate`, { method: "POST" }, fetcher);
}

/** The stored roster a 409 names (`data.current`), when the server sent one. */
export function conflictRecord(failure: ApiFailure): AnyRosterRecord | undefined {
  if (failure.code !== "CONFLICT") return undefined;
  const current = (failure.data as { current?: AnyRosterRecord } | undefined)?.current;
  return current && typeof current === "object" && typeof current.version === "number" ? current : undefined;
}
