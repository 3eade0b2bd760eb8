/**
 * The languages Muster speaks, their writing direction, and the choice of one from what a
 * browser asks for. Pure: used by the server, the browser and the exporters.
 */
export const locales = ["en", "hi", "ar", "sv", "pl", "ru"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The cookie that remembers a visitor's choice (and the account's, set again at sign-in). */
export const LOCALE_COOKIE = "muster-locale";

const rightToLeft: ReadonlySet<Locale> = new Set(["ar"]);
/** Scripts whose letters join (Arabic) or stack (Devanagari): spacing letters out tears words apart. */
const joinedLetters: ReadonlySet<Locale> = new Set(["ar", "hi"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return rightToLeft.has(locale) ? "rtl" : "ltr";
}

export function lettersJoin(locale: Locale): boolean {
  return joinedLetters.has(locale);
}

/**
 * The best locale for an Accept-Language header: the highest-weighted language whose primary
 * subtag Muster has ("sv-FI" → sv), else English. Ties keep the header's order.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranges = header
    .slice(0, 1000)
    .split(",")
    .slice(0, 30)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: (tag ?? "").trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.primary).find(isLocale) ?? defaultLocale;
}
