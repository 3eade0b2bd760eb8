/**
 * The roster file players exchange: the versioned roster document as JSON. Importing checks
 * the size, the JSON, the schema (migrating older versions) and the game data it names. Pure.
 */
import { describeUnstorable, findUnstorable } from "../schemas/storable-json";
import type { Catalogue, GameSystem } from "../gamedata/catalogue-schema";
import { rosterSchema, type Roster } from "../gamedata/roster-schema";
import { migrateRoster } from "../gamedata/roster-migrations";
import type { SchemaProblem } from "../gamedata/format-issues";
import { evaluate } from "../engine";
import { MAX_ROSTER_BYTES } from "../schemas/roster-requests";

export type GameDataLookup = {
  system(id: string): GameSystem | undefined;
  catalogue(id: string): Catalogue | undefined;
};

export type ImportNotice =
  | { code: "import.migrated"; params: { from: number; to: number } }
  | { code: "import.unknown-entries"; params: { entryIds: string[] } }
  | { code: "import.data-revision-differs"; params: { file: string; here: string } }
  | { code: "import.af-unmatched-unit"; params: { name: string } }
  | { code: "import.af-unmatched-option"; params: { name: string; unit: string } }
  | { code: "import.af-points-differ"; params: { unit: string; stored: number; recomputed: number } }
  | { code: "import.af-total-differs"; params: { stored: number; recomputed: number } };

export type ImportResult =
  | { ok: true; roster: Roster; system: GameSystem; catalogue: Catalogue; notices: ImportNotice[] }
  | { ok: false; code: "TOO_LARGE" | "INVALID_INPUT" | "UNKNOWN_GAME_DATA"; message: string; problems: SchemaProblem[] };

/** The file's text: the document as the schema orders it, stamped with the data revisions. */
export function exportRosterJson(roster: Roster, system: GameSystem, catalogue: Catalogue): string {
  const stamped = { ...roster, dataRevisions: { gameSystem: system.revision, catalogue: catalogue.revision } };
  return `${JSON.stringify(rosterSchema.parse(stamped), null, 2)}\n`;
}

export function importRosterJson(text: string, data: GameDataLookup): ImportResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_ROSTER_BYTES) {
    return { ok: false, code: "TOO_LARGE", message: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; rosters are at most ${MAX_ROSTER_BYTES / 1024 / 1024} MB.`, problems: [] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, code: "INVALID_INPUT", message: "The file is not valid JSON.", problems: [{ path: "(root)", message: (error as Error).message }] };
  }
  const unstorable = findUnstorable(json);
  if (unstorable) return { ok: false, code: "INVALID_INPUT", message: describeUnstorable(unstorable), problems: [{ path: unstorable.path, message: unstorable.problem }] };
  const migrated = migrateRoster(json);
  if (!migrated.ok) return { ok: false, code: "INVALID_INPUT", message: "The file is not a Muster roster.", problems: migrated.problems };
  const roster = migrated.roster;
  const system = data.system(roster.gameSystemId);
  if (!system) {
    return { ok: false, code: "UNKNOWN_GAME_DATA", message: `This roster is for a game Muster does not have ("${roster.gameSystemId}").`, problems: [{ path: "gameSystemId", message: "unknown game system" }] };
  }
  const catalogue = data.catalogue(roster.catalogueId);
  if (!catalogue || catalogue.gameSystemId !== system.id) {
    return { ok: false, code: "UNKNOWN_GAME_DATA", message: `This roster is for a faction Muster does not have for ${system.name} ("${roster.catalogueId}").`, problems: [{ path: "catalogueId", message: "unknown faction" }] };
  }
  const notices: ImportNotice[] = [];
  if (migrated.migratedFrom) notices.push({ code: "import.migrated", params: { from: migrated.migratedFrom, to: roster.schemaVersion } });
  const unknown = evaluate(roster, system, catalogue, { available: false })
    .issues.filter((i) => i.code === "selection.unknown-entry")
    .map((i) => String(i.params.entryId));
  if (unknown.length) notices.push({ code: "import.unknown-entries", params: { entryIds: [...new Set(unknown)] } });
  const revisions = roster.dataRevisions;
  if (revisions && (revisions.gameSystem !== system.revision || revisions.catalogue !== catalogue.revision)) {
    notices.push({
      code: "import.data-revision-differs",
      params: { file: `${revisions.gameSystem}/${revisions.catalogue}`, here: `${system.revision}/${catalogue.revision}` },
    });
  }
  return { ok: true, roster, system, catalogue, notices };
}
