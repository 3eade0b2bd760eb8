/**
 * English: the catalogue every other language falls back to on the server, and the translator
 * of code with no request (CLI output, logs) and of tests. Kept out of ./translate.ts so that a
 * browser, which gets its page's catalogue from the root layout, never loads it as well.
 */
import { issueMessagesEn, messagesEn } from "./en";
import { createTranslator, type FallbackCatalogue } from "./translate";

export const englishCatalogue: FallbackCatalogue = { messages: messagesEn, issues: issueMessagesEn };

export const en = createTranslator(messagesEn, issueMessagesEn, "en");
