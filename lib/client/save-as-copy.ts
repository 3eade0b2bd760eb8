/**
 * "Keep mine as a copy" after a conflict: a new roster of this browser holding the editor's
 * document, so neither version is lost and nothing is overwritten.
 */
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { createRoster, saveRoster, type ApiResult } from "./api";

const MAX_NAME = 200;

export async function saveAsCopy(document: Roster, copyName: string, fetcher?: typeof fetch): Promise<ApiResult<RosterRecord>> {
  const name = copyName.slice(0, MAX_NAME);
  const created = await createRoster(
    {
      name,
      gameSystemId: document.gameSystemId,
      catalogueId: document.catalogueId,
      rulesetId: document.rulesetId,
      ...(document.battleSizeId ? { battleSizeId: document.battleSizeId } : {}),
      limits: document.limits,
    },
    fetcher,
  );
  if (!created.ok) return created;
  return saveRoster(created.value.id, { document: { ...document, name }, version: created.value.version }, fetcher);
}
