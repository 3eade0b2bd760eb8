/**
 * A new, empty roster on an installed BattleScribe game system, made through POST /api/rosters
 * as every roster is made (the server starts it on the data as BattleScribe does, with the data's
 * default cost limits); New roster and the Game data page both start one this way.
 */
export type BsRosterStart = { gameSystemId: string; name: string };

export type CreatedBsRoster = { ok: true; id: string } | { ok: false; status: number | null; message: string | null };

export async function createBsRoster(start: BsRosterStart): Promise<CreatedBsRoster> {
  const request = { format: "battlescribe", gameSystemId: start.gameSystemId, name: start.name };
  const response = await fetch("/api/rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) }).catch(() => undefined);
  const body = (await response?.json().catch(() => ({}))) as { id?: string; error?: { message?: string } } | undefined;
  if (response?.ok && body?.id) return { ok: true, id: body.id };
  return { ok: false, status: response?.status ?? null, message: body?.error?.message ?? null };
}
