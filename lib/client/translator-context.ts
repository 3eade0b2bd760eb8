/** The translator of the page's locale, given to client components by the root layout. */
import { createContext } from "react";
import { en, type Translator } from "@/lib/i18n/translate";

export const TranslatorContext = createContext<Translator>(en);
