/**
 * Looks up a message and formats it as ICU MessageFormat (plurals, selects, numbers, dates) with
 * intl-messageformat, in the translator's locale. Pure: used by the browser and the server.
 */
import { fill, type MessageParams } from "./format";
import { issueAmounts } from "./issue-amounts";
import { issueMessagesEn, messagesEn, type IssueMessages, type MessageKey, type Messages } from "./en";
import type { IssueParams } from "../engine/types";

export { fill, type MessageParams };

export type Translator = {
  locale: string;
  /** How words that come from elsewhere in English (zod's own messages) are shown; as they are when absent. */
  verbatim?: (english: string) => string;
  t: (key: MessageKey, params?: MessageParams) => string;
  issue: (code: string, params: IssueParams) => string;
};

export function createTranslator(messages: Messages = messagesEn, issues: IssueMessages = issueMessagesEn, locale = "en"): Translator {
  const issueTemplates: Record<string, string> = issues;
  // Without a game's words (withGameWords in ./game-words.ts), an amount is its number and the cost type's id or name.
  const amount = (type: { name: string }, value: number) => fill(messages["cost.amount"] ?? messagesEn["cost.amount"], { value, unit: type.name }, locale);
  return {
    locale,
    // A key a catalogue lacks falls back to English (the catalogue test keeps that from happening).
    t: (key, params) => fill(messages[key] ?? messagesEn[key] ?? key, params, locale),
    issue: (code, params) => {
      const template = issueTemplates[code] ?? (issueMessagesEn as Record<string, string>)[code];
      return template ? fill(template, issueAmounts(code, params, amount), locale) : `${code} ${JSON.stringify(params)}`;
    },
  };
}

/** English, for code with no request (CLI output, logs) and for tests. */
export const en = createTranslator();
