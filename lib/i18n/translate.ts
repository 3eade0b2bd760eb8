/** Looks up a message and fills its {placeholders}. Pure: used by the browser and the server. */
import { issueMessagesEn, messagesEn, type MessageKey, type Messages } from "./en";
import type { IssueParams } from "../engine/types";

export type Translator = {
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  issue: (code: string, params: IssueParams) => string;
};

export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function createTranslator(messages: Messages = messagesEn, issues = issueMessagesEn): Translator {
  return {
    t: (key, params) => fill(messages[key] ?? key, params),
    issue: (code, params) => issues[code]?.(params) ?? `${code} ${JSON.stringify(params)}`,
  };
}

export const en = createTranslator();
