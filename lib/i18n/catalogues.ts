/**
 * Every locale's catalogue, and a translator per locale. Pure, but it holds all six languages:
 * the server and the exporters use it; the browser gets only its own language from the layout
 * (see lib/client/translator-context.tsx).
 */
import { issueMessagesAr, messagesAr } from "./ar";
import { issueMessagesEn, messagesEn, type IssueMessages, type Messages } from "./en";
import { issueMessagesHi, messagesHi } from "./hi";
import { defaultLocale, isLocale, type Locale } from "./locales";
import { issueMessagesPl, messagesPl } from "./pl";
import { issueMessagesRu, messagesRu } from "./ru";
import { issueMessagesSv, messagesSv } from "./sv";
import { createTranslator, type Translator } from "./translate";

export type Catalogue = { messages: Messages; issues: IssueMessages };

export const catalogues: Record<Locale, Catalogue> = {
  en: { messages: messagesEn, issues: issueMessagesEn },
  hi: { messages: messagesHi, issues: issueMessagesHi },
  ar: { messages: messagesAr, issues: issueMessagesAr },
  sv: { messages: messagesSv, issues: issueMessagesSv },
  pl: { messages: messagesPl, issues: issueMessagesPl },
  ru: { messages: messagesRu, issues: issueMessagesRu },
};

const translators = new Map<Locale, Translator>();

/** The translator of a locale (English for anything Muster does not speak). */
export function translatorFor(locale: string | null | undefined): Translator {
  const chosen = isLocale(locale) ? locale : defaultLocale;
  let translator = translators.get(chosen);
  if (!translator) {
    translator = createTranslator(catalogues[chosen].messages, catalogues[chosen].issues, chosen, catalogues.en);
    translators.set(chosen, translator);
  }
  return translator;
}
