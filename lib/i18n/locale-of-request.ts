/**
 * A request's locale: the visitor's choice (the locale cookie, which sign-in sets from the
 * account) else the browser's Accept-Language. Pure over the headers, so route handlers,
 * server components and tests share it.
 */
import { readCookie } from "../http/read-cookie";
import { isLocale, LOCALE_COOKIE, matchAcceptLanguage, type Locale } from "./locales";

export function localeOfHeaders(headers: Pick<Headers, "get">): Locale {
  const chosen = readCookie(headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return matchAcceptLanguage(headers.get("accept-language"));
}

/** Set-Cookie for a chosen locale: a year, readable by every page, not by scripts. */
export function serializeLocaleCookie(locale: Locale, secure: boolean): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, "Path=/", `Max-Age=${60 * 60 * 24 * 365}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
