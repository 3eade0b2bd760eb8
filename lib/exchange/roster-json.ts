/**
 * The roster file players exchange: the versioned roster document as JSON. Importing checks
 * the size, the JSON, the schema (migrating older versions) and the game data it names. Pure.
 */
import { findUnstorable, unstorableError } from "../schemas/storable-json";
import { MusterError, type ErrorParams, type ProblemText } from "../errors/muster-error";
import type { MessageKey } from "../i18n/en";
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
  | { code: "import.af-unmatched-book"; params: { name: string; book: string } }
  | { code: "import.af-unmatched-option"; params: { name: string; unit: string } }
  | { code: "import.af-points-differ"; params: { unit: string; stored: number; recomputed: number } }
  | { code: "import.af-total-differs"; params: { stored: number; recomputed: number } };

export type ImportResult =
  | { ok: true; roster: Roster; system: GameSystem; catalogue: Catalogue; notices: ImportNotice[] }
  | { ok: false; code: "TOO_LARGE" | "INVALID_INPUT" | "UNKNOWN_GAME_DATA"; message: string; problems: SchemaProblem[]; error: MusterError };

type FailedImport = Extract<ImportResult, { ok: false }>;

/** A refusal, as a MusterError (for the API, in any language) with its English words beside it. */
function refusal(error: MusterError): FailedImport {
  return { ok: false, code: error.code as FailedImport["code"], message: error.message, problems: error.problems, error };
}

function refuse(code: FailedImport["code"], key: MessageKey, params?: ErrorParams, problems: ProblemText[] = []): FailedImport {
  return refusal(new MusterError(code, key, { ...(params ? { params } : {}), problems }));
}

/** The file's text: the document as the schema orders it, stamped with the data revisions. */
export function exportRosterJson(roster: Roster, system: GameSystem, catalogue: Catalogue): string {
  const stamped = { ...roster, dataRevisions: { gameSystem: system.revision, catalogue: catalogue.revision } };
  return `${JSON.stringify(rosterSchema.parse(stamped), null, 2)}\n`;
}

export function importRosterJson(text: string, data: GameDataLookup): ImportResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_ROSTER_BYTES) {
    return refuse("TOO_LARGE", "error.file.tooLarge", { size: Math.round((bytes / 1024 / 1024) * 10) / 10, max: MAX_ROSTER_BYTES / 1024 / 1024 });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse("INVALID_INPUT", "error.file.notJson", undefined, [{ path: "(root)", key: "error.detail", params: { detail: (error as Error).message } }]);
  }
  const unstorable = findUnstorable(json);
  if (unstorable) return refusal(unstorableError(unstorable));
  const migrated = migrateRoster(json);
  if (!migrated.ok) return refuse("INVALID_INPUT", "error.file.notMusterRoster", undefined, migrated.problemTexts);
  const roster = migrated.roster;
  const system = data.system(roster.gameSystemId);
  if (!system) {
    return refuse("UNKNOWN_GAME_DATA", "error.file.unknownGame", { game: roster.gameSystemId }, [{ path: "gameSystemId", key: "error.problem.unknownGameSystem" }]);
  }
  const catalogue = data.catalogue(roster.catalogueId);
  if (!catalogue || catalogue.gameSystemId !== system.id) {
    return refuse("UNKNOWN_GAME_DATA", "error.file.unknownFaction", { system: system.name, faction: roster.catalogueId }, [{ path: "catalogueId", key: "error.problem.unknownFaction" }]);
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
