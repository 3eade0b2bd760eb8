/**
 * Looks up a message and formats it as ICU MessageFormat (plurals, selects, numbers) with
 * intl-messageformat. Pure: used by the browser and the server.
 */
import { fill, type MessageParams } from "./format";
import { issueMessagesEn, messagesEn, type MessageKey, type Messages } from "./en";
import type { IssueParams } from "../engine/types";

export { fill, type MessageParams };

export type Translator = {
  t: (key: MessageKey, params?: MessageParams) => string;
  issue: (code: string, params: IssueParams) => string;
};

export function createTranslator(messages: Messages = messagesEn, issues = issueMessagesEn, locale = "en"): Translator {
  return {
    t: (key, params) => fill(messages[key] ?? key, params, locale),
    issue: (code, params) => {
      const template = issues[code];
      return template ? fill(template, params, locale) : `${code} ${JSON.stringify(params)}`;
    },
  };
}

export const en = createTranslator();
