/** The locale and translator of the request a server component or action is rendering. */
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { translatorFor } from "@/lib/i18n/catalogues";
import { localeOfHeaders } from "@/lib/i18n/locale-of-request";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translate";

export const readRequestLocale = cache(async (): Promise<Locale> => localeOfHeaders(await headers()));

export async function getTranslator(): Promise<Translator> {
  return translatorFor(await readRequestLocale());
}

/** For route handlers, which have the request itself. */
export function translatorOfRequest(request: Request): Translator {
  return translatorFor(localeOfHeaders(request.headers));
}
