/**
 * Looks up a message and formats it as ICU MessageFormat (plurals, selects, numbers, dates) with
 * intl-messageformat, in the translator's locale. Pure: used by the browser and the server.
 * It imports no catalogue, so a browser loads only its page's language (given by the root
 * layout); English, for code with no request and for tests, is `en` in ./english.ts.
 */
import { fill, type MessageParams } from "./format";
import { issueAmounts } from "./issue-amounts";
import type { IssueMessages, MessageKey, Messages } from "./en";
import type { IssueParams } from "../engine/types";

export { fill, type MessageParams };

export type Translator = {
  locale: string;
  /** How words that come from elsewhere in English (zod's own messages) are shown; as they are when absent. */
  verbatim?: (english: string) => string;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** Whether the catalogue (or its fallback) has words for a key built at run time (a game's own terms). */
  has: (key: string) => key is MessageKey;
  issue: (code: string, params: IssueParams) => string;
};

/** What a catalogue lacks is looked up here (the server passes English; the catalogue test keeps keys from going missing). */
export type FallbackCatalogue = { messages: Messages; issues: IssueMessages };

export function createTranslator(messages: Messages, issues: IssueMessages, locale: string, fallback?: FallbackCatalogue): Translator {
  const issueTemplates: Record<string, string> = issues;
  const fallbackIssues: Record<string, string> | undefined = fallback?.issues;
  const message = (key: MessageKey): string | undefined => messages[key] ?? fallback?.messages[key];
  // Without a game's words (withGameWords in ./game-words.ts), an amount is its number and the cost type's id or name.
  const amount = (type: { name: string }, value: number) => fill(message("cost.amount") ?? "{value} {unit}", { value, unit: type.name }, locale);
  return {
    locale,
    t: (key, params) => fill(message(key) ?? key, params, locale),
    has: (key): key is MessageKey => Object.hasOwn(messages, key) || (fallback !== undefined && Object.hasOwn(fallback.messages, key)),
    issue: (code, params) => {
      const template = issueTemplates[code] ?? fallbackIssues?.[code];
      return template ? fill(template, issueAmounts(code, params, amount), locale) : `${code} ${JSON.stringify(params)}`;
    },
  };
}
