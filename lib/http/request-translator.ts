/** The locale and translator of the request a server component, page or route is answering. */
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { readCookie } from "@/lib/http/read-cookie";
import { catalogues, translatorFor, type Catalogue } from "@/lib/i18n/catalogues";
import { localeOfHeaders } from "@/lib/i18n/locale-of-request";
import type { Locale } from "@/lib/i18n/locales";
import { PSEUDO_COOKIE, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue } from "@/lib/i18n/pseudo";
import { createTranslator, type Translator } from "@/lib/i18n/translate";

/** zod's English passes through the pseudo-locale marked too: it reaches the player as words. */
const markVerbatim = (english: string) => `${PSEUDO_OPEN}${english}${PSEUDO_CLOSE}`;

let pseudo: { catalogue: Catalogue; translator: Translator } | undefined;

/** The pseudo-locale, when the server offers it (MUSTER_PSEUDO_LOCALE=on, for the e2e check) and the browser asks. */
function pseudoFor(requestHeaders: Pick<Headers, "get">): typeof pseudo {
  if (process.env.MUSTER_PSEUDO_LOCALE !== "on" || readCookie(requestHeaders.get("cookie"), PSEUDO_COOKIE) !== "1") return undefined;
  if (!pseudo) {
    const catalogue = pseudoCatalogue(catalogues.en);
    pseudo = { catalogue, translator: { ...createTranslator(catalogue.messages, catalogue.issues, "en"), verbatim: markVerbatim } };
  }
  return pseudo;
}

export type RequestLanguage = { locale: Locale; catalogue: Catalogue; translator: Translator };

function languageOf(requestHeaders: Pick<Headers, "get">): RequestLanguage {
  const locale = localeOfHeaders(requestHeaders);
  const marked = pseudoFor(requestHeaders);
  if (marked) return { locale, ...marked };
  return { locale, catalogue: catalogues[locale], translator: translatorFor(locale) };
}

export const readRequestLanguage = cache(async (): Promise<RequestLanguage> => languageOf(await headers()));

export async function getTranslator(): Promise<Translator> {
  return (await readRequestLanguage()).translator;
}

/** For route handlers, which have the request itself. */
export function translatorOfRequest(request: Request): Translator {
  return languageOf(request.headers).translator;
}
