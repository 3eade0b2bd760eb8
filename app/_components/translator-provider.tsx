"use client";
import { useMemo, type ReactNode } from "react";
import type { IssueMessages, Messages } from "@/lib/i18n/en";
import { createTranslator } from "@/lib/i18n/translate";
import { TranslatorContext } from "@/lib/client/translator-context";

/** Only the page's own language travels to the browser: the layout passes its catalogue here. */
export function TranslatorProvider({ locale, messages, issues, children }: { locale: string; messages: Messages; issues: IssueMessages; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(messages, issues, locale), [messages, issues, locale]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
