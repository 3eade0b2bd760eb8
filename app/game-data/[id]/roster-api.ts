import type { Translator } from "@/lib/i18n/translate";

/** A roster kept on the server, and the version the next save must name. */
export type StoredRoster = { id: string; version: number };

/** The calls the builder makes to keep a roster on the server and to make its PDF. */
export async function fetchStoredRoster(tr: Translator, rosterId: string): Promise<StoredRoster & { xml: string }> {
  const response = await fetch(`/api/rosters/${encodeURIComponent(rosterId)}`).catch(() => {
    throw new Error(tr.t("ui.error.network"));
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? tr.t("http.failed", { status: response.status }));
  const record = (await response.json()) as StoredRoster & { document: { xml: string } };
  return { id: record.id, version: record.version, xml: record.document.xml };
}

/** The first save creates the roster, later ones update it; the answer is read by the caller. */
export function saveRosterXml(stored: StoredRoster | undefined, xml: string, name: string, gameSystemId: string): Promise<Response> {
  return stored
    ? fetch(`/api/rosters/${stored.id}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ format: "battlescribe", xml, version: stored.version }) })
    : fetch("/api/rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ format: "battlescribe", xml, name, gameSystemId }) });
}

/** The PDF of the roster as it is now, saved or not; undefined when the server cannot be reached. */
export function requestRosterPdf(gameSystemId: string, xml: string, cards: boolean): Promise<Response | undefined> {
  return fetch("/api/rosters/export", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gameSystemId, xml, format: "pdf", cards }),
  }).catch(() => undefined);
}
