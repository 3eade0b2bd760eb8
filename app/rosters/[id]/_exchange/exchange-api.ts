/** The browser's side of the exchange routes of docs/api.md (share links, import, copy, compare). */
import { request, type ApiResult } from "@/lib/client/api";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import type { ComparisonView } from "@/lib/exchange/compare-view";
import type { RosterChange } from "@/lib/exchange/roster-diff";
import type { AnyRosterRecord, RosterHistoryEntry, RosterRecord, RosterVersionRecord } from "@/lib/schemas/roster-requests";

export type ShareLink = { token: string; url: string; hidden: boolean; revealed: string[]; rosterId: string; createdAt: string };

const shareUrl = (rosterId: string) => `/api/rosters/${encodeURIComponent(rosterId)}/share`;

export function listShareLinks(rosterId: string): Promise<ApiResult<ShareLink[]>> {
  return request(shareUrl(rosterId));
}

export function createShareLink(rosterId: string, hidden: boolean): Promise<ApiResult<ShareLink>> {
  return request(shareUrl(rosterId), { method: "POST", body: JSON.stringify({ hidden }) });
}

export function revokeShareLink(rosterId: string, token: string): Promise<ApiResult<void>> {
  return request(`${shareUrl(rosterId)}/${encodeURIComponent(token)}`, { method: "DELETE" });
}

export function revealSharedItem(rosterId: string, token: string, selectionId: string): Promise<ApiResult<ShareLink>> {
  return request(`${shareUrl(rosterId)}/${encodeURIComponent(token)}/reveal`, { method: "POST", body: JSON.stringify({ selectionId }) });
}

/** The file's text goes up as it is: the server parses, migrates and checks it. */
export function importRosterFile(text: string): Promise<ApiResult<{ roster: RosterRecord; notices: ImportNotice[] }>> {
  return request("/api/rosters/import", { method: "POST", body: text });
}

/** A BattleScribe roster: `.ros` as text, `.rosz` (a zip) as base64, for the server to open on installed data. */
export function importBattleScribeRoster(fileName: string, content: { text: string } | { base64: string }): Promise<ApiResult<{ id: string; packageId: string }>> {
  return request("/api/rosters/import", { method: "POST", body: JSON.stringify({ fileName, ...content }) });
}

export function copySharedRoster(token: string): Promise<ApiResult<RosterRecord>> {
  return request(`/api/share/${encodeURIComponent(token)}/copy`, { method: "POST" });
}

export type CompareTheirs = { shareLink: string } | { file: string } | { rosterId: string };

export function compareRosters(mine: string, theirs: CompareTheirs): Promise<ApiResult<ComparisonView>> {
  return request("/api/compare", { method: "POST", body: JSON.stringify({ mine, theirs }) });
}

export type BsCompareTheirs = { file: { fileName: string; text?: string; base64?: string } } | { shareLink: string };

/** My roster on BattleScribe data beside their .ros/.rosz or their share link. */
export function compareBsRosters(mine: string, theirs: BsCompareTheirs): Promise<ApiResult<ComparisonView>> {
  return request("/api/compare", { method: "POST", body: JSON.stringify({ mine, theirs }) });
}

/** Export address of an owner's roster or of a shared one; the same query for both. */
export function exportHref(base: string, format: "json" | "text" | "compact" | "pdf" | "armyforge" | "rosz" | "ros", paper: "a4" | "letter" = "a4", cards: false | "full" | "compact" = false): string {
  const params = new URLSearchParams({ format });
  if (format === "pdf") {
    params.set("paper", paper);
    if (cards) params.set("cards", cards === "full" ? "1" : "compact");
  }
  return `${base}/export?${params.toString()}`;
}

const historyUrl = (rosterId: string) => `/api/rosters/${encodeURIComponent(rosterId)}/history`;

export function listRosterHistory(rosterId: string): Promise<ApiResult<RosterHistoryEntry[]>> {
  return request(historyUrl(rosterId));
}

export function getRosterVersion(rosterId: string, version: number): Promise<ApiResult<RosterVersionRecord>> {
  return request(`${historyUrl(rosterId)}/${version}`);
}

/** `current` is the version the editor holds; the server refuses if another save came first. */
export function restoreRosterVersion(rosterId: string, version: number, current: number): Promise<ApiResult<AnyRosterRecord>> {
  return request(`${historyUrl(rosterId)}/${version}/restore`, { method: "POST", body: JSON.stringify({ version: current }) });
}

/** What changed from one kept version to another, worked out on the server by the roster's format. */
export function diffRosterVersions(rosterId: string, from: number, to: number): Promise<ApiResult<{ changes: RosterChange[] }>> {
  return request(`${historyUrl(rosterId)}/${from}/diff?to=${to}`);
}
