/** The translator of the page's locale, given to client components by the root layout. */
import { createContext } from "react";
import { createTranslator, type Translator } from "@/lib/i18n/translate";
import type { IssueMessages, Messages } from "@/lib/i18n/en";

// Outside the layout's provider (a component rendered alone) keys show as they are: the English
// catalogue is not bundled for the browser, which always has its page's language.
export const TranslatorContext = createContext<Translator>(createTranslator({} as Messages, {} as IssueMessages, "en"));
