/**
 * A new, empty roster on an installed BattleScribe game system, made through POST /api/rosters
 * as every roster is made (New roster and the Game data page both start one this way).
 */
import { emptyBsRosterXml } from "@/lib/roster-format/battlescribe-document";

export type BsRosterStart = { gameSystemId: string; gameSystemName: string; revision: number; name: string };

export type CreatedBsRoster = { ok: true; id: string } | { ok: false; status: number | null; message: string | null };

export async function createBsRoster(start: BsRosterStart): Promise<CreatedBsRoster> {
  const xml = emptyBsRosterXml({ id: crypto.randomUUID(), name: start.name, gameSystemId: start.gameSystemId, gameSystemName: start.gameSystemName, gameSystemRevision: start.revision });
  const response = await fetch("/api/rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ format: "battlescribe", xml }) }).catch(() => undefined);
  const body = (await response?.json().catch(() => ({}))) as { id?: string; error?: { message?: string } } | undefined;
  if (response?.ok && body?.id) return { ok: true, id: body.id };
  return { ok: false, status: response?.status ?? null, message: body?.error?.message ?? null };
}
