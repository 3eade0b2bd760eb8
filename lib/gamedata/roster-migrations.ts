/**
 * Brings roster documents written by older versions of Muster up to the current schema, one
 * version at a time, so that every file a player ever exported can still be imported. Pure.
 */
import { ROSTER_SCHEMA_VERSION, rosterSchema, type Roster } from "./roster-schema";
import { listSchemaProblems, type SchemaProblem } from "./format-issues";
import { renderText, type ProblemText } from "../errors/muster-error";
import { schemaProblemTexts } from "../errors/schema-text";

type Document = Record<string, unknown>;

/** upgrades[n] turns a version-n document into version n + 1. */
const upgrades: Record<number, (document: Document) => Document> = {
  // Version 2 records the game data revisions a roster was saved against. A version-1 file
  // does not know them, so they stay unknown.
  1: (document) => ({ ...document, schemaVersion: 2 }),
};

export type MigrationResult =
  | { ok: true; roster: Roster; migratedFrom?: number }
  | { ok: false; problems: SchemaProblem[]; problemTexts: ProblemText[] };

/** A refusal: the problems in English (for the CLI) and in catalogue words (for the API). */
function refused(problemTexts: ProblemText[]): MigrationResult {
  return { ok: false, problems: problemTexts.map((problem) => ({ path: problem.path, message: renderText(problem) })), problemTexts };
}

export function migrateRoster(input: unknown): MigrationResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return refused([{ path: "(root)", key: "error.file.notObject" }]);
  }
  let document = input as Document;
  const version = document.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return refused([{ path: "schemaVersion", key: "error.file.noSchemaVersion" }]);
  }
  if (version > ROSTER_SCHEMA_VERSION) {
    return refused([{ path: "schemaVersion", key: "error.file.newerVersion", params: { version: String(version), latest: String(ROSTER_SCHEMA_VERSION) } }]);
  }
  for (let v = version; v < ROSTER_SCHEMA_VERSION; v++) {
    const upgrade = upgrades[v];
    if (!upgrade) return refused([{ path: "schemaVersion", key: "error.file.noUpgrade", params: { version: String(v) } }]);
    document = upgrade(document);
  }
  const parsed = rosterSchema.safeParse(document);
  if (!parsed.success) return { ok: false, problems: listSchemaProblems(parsed.error), problemTexts: schemaProblemTexts(parsed.error) };
  return { ok: true, roster: parsed.data, ...(version < ROSTER_SCHEMA_VERSION ? { migratedFrom: version } : {}) };
}
