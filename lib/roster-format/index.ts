/**
 * Every roster format, by the id stored in Roster.format. A feature written against
 * RosterFormat works for all of them; see docs/roster-formats.md.
 */
import { battlescribeFormat } from "./battlescribe";
import { musterFormat } from "./muster";
import type { RosterJsonExport, RosterFormatId } from "./types";

export { battlescribeFormat, musterFormat };
export type * from "./types";

export const rosterFormats = { muster: musterFormat, battlescribe: battlescribeFormat } as const;

export function isRosterFormatId(value: string): value is RosterFormatId {
  return value === "muster" || value === "battlescribe";
}

/** The JSON file of a roster of any format: its document with its format, pretty-printed. */
export function exportRosterDocumentJson(format: RosterFormatId, document: unknown): string {
  const file: RosterJsonExport = { format, document };
  return `${JSON.stringify(file, null, 2)}\n`;
}
