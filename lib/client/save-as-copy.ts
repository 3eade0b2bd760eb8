/**
 * "Keep mine as a copy" after a conflict: a new roster of this browser holding the editor's
 * document, so neither version is lost and nothing is overwritten. Any format: a Muster
 * document, or a BattleScribe roster's XML (the server writes the copy's name into it).
 */
import type { Roster } from "@/lib/gamedata/roster-schema";
import type { AnyRosterRecord } from "@/lib/schemas/roster-requests";
import { createAnyRoster, createRoster, saveRoster, type ApiResult } from "./api";

const MAX_NAME = 200;

/** The editor's document to copy: Muster's own, or a BattleScribe roster's `{ xml }`. */
export type CopyDocument = Roster | { xml: string };

export async function saveAsCopy(document: CopyDocument, copyName: string, fetcher?: typeof fetch): Promise<ApiResult<AnyRosterRecord>> {
  const name = copyName.slice(0, MAX_NAME);
  if ("xml" in document) return createAnyRoster({ format: "battlescribe", xml: document.xml, name }, fetcher);
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
