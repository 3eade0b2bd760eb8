/**
 * What every roster format offers, whatever engine evaluates it: the data access, share links,
 * history, exports and the CLI call these and never branch on the format themselves. Pure.
 */
import type { z } from "zod";
import type { RosterChange } from "../exchange/roster-diff";
import type { Translator } from "../i18n/translate";

export const ROSTER_FORMAT_IDS = ["muster", "battlescribe"] as const;
export type RosterFormatId = (typeof ROSTER_FORMAT_IDS)[number];

/** One problem the engine found, structured: the UI words it from the code and parameters. */
export type FormatIssue = { code: string; severity: "error" | "warning" | "info"; path: string[]; params: Record<string, unknown> };

/** Which game data a document is built on, as stored in the roster's columns. */
export type RosterIdentity = { name: string; gameSystemId: string; catalogueId: string };

/** What the engine says about a document, ready to store beside it. */
export type RosterVerdict = {
  valid: boolean;
  totals: Record<string, number>;
  models: number;
  /** Entries the data no longer offers (BattleScribe: kept in the file, never silently dropped). */
  missing: string[];
  issues: FormatIssue[];
  identity: RosterIdentity;
};

export type RosterFormat<Doc, Data> = {
  id: RosterFormatId;
  /** The stored document's shape, checked at the edge and when a stored row is read. */
  documentSchema: z.ZodType<Doc>;
  /** Names and game of a document, without evaluating it. */
  identify(document: Doc): RosterIdentity;
  evaluate(document: Doc, data: Data): RosterVerdict;
  rename(document: Doc, name: string): Doc;
  /** What changed from one version to another, for history (words: describeRosterChange). */
  diff(before: Doc, after: Doc, data: Data): RosterChange[];
  /** The list as text, as players paste it. */
  exportText(document: Doc, data: Data, tr: Translator): string;
};

/** The JSON export of any roster: the document with its format, which imports back as it was. */
export type RosterJsonExport = { format: RosterFormatId; document: unknown };
