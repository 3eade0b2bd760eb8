/**
 * The one place client components get their words from: the translator of the page's locale
 * (app/_components/translator-provider.tsx). Server components use getTranslator().
 */
import { useContext } from "react";
import type { Translator } from "@/lib/i18n/translate";
import { TranslatorContext } from "./translator-context";

export function useTranslator(): Translator {
  return useContext(TranslatorContext);
}

export { countText, describeBlock } from "@/lib/i18n/translator-words";
