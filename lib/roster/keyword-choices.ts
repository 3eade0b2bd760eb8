import type { Force, Selection } from "../gamedata/roster-schema";

/** A unit's angle-bracket keywords as they stand: its own choices over its detachment's. */
export function unitKeywordChoices(force: Pick<Force, "keywordChoices"> | undefined, unit: Pick<Selection, "keywordChoices">): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const source of [force?.keywordChoices, unit.keywordChoices]) {
    for (const [keyword, value] of Object.entries(source ?? {})) if (value.trim()) choices[keyword] = value.trim();
  }
  return choices;
}
