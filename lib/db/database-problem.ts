/**
 * A database problem as a message of the catalogue (key and parameters), so that a page says it
 * in the reader's language while start-up, the CLI and logs print it in English.
 */
import type { MessageKey } from "../i18n/en";
import { type Translator } from "../i18n/translate";
import { en } from "../i18n/english";

export type DatabaseProblem = { key: MessageKey; params: Record<string, string | number> };

export function databaseProblemText(problem: DatabaseProblem, tr: Translator = en): string {
  return tr.t(problem.key, problem.params);
}
